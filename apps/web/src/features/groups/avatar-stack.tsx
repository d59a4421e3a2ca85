import { AVATAR_STACK_SIZE, formatAmount, type PostAuthor } from '@platewise/core'
import { authorName } from '../../lib/posts/post-author'
import { ProfileAvatar } from '../../ui/profile-avatar'

const sizes = {
  sm: { face: 'size-8 text-xs', more: 'h-8 min-w-8 text-xs' },
  md: { face: 'size-10 text-sm', more: 'h-10 min-w-10 text-sm' },
}

/** 'Maya Chen, Sam Okafor and 9 more', or 'Maya Chen and Sam Okafor' when all are shown. */
function stackLabel(names: string[], others: number) {
  if (others > 0) return `${names.join(', ')} and ${formatAmount(others)} more`
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')
}

/**
 * §9: the first three members' faces, overlapping, and '+N' for the others.
 * One picture to a screen reader, named by who is in it.
 */
export function AvatarStack({
  members,
  total,
  size = 'sm',
}: {
  members: PostAuthor[]
  /** How many members the group has, shown or not */
  total: number
  size?: keyof typeof sizes
}) {
  const shown = members.slice(0, AVATAR_STACK_SIZE)
  if (shown.length === 0) return null
  const others = Math.max(0, total - shown.length)
  return (
    <div
      role="img"
      aria-label={stackLabel(shown.map(authorName), others)}
      className="flex items-center"
    >
      {shown.map((member, index) => (
        <ProfileAvatar
          key={member.id}
          user={member}
          className={`${sizes[size].face} ring-2 ring-white ${index > 0 ? '-ml-2' : ''}`}
        />
      ))}
      {others > 0 && (
        <span
          aria-hidden
          className={`-ml-2 grid place-items-center rounded-full bg-stone-100 px-1.5 font-semibold text-stone-600 tabular-nums ring-2 ring-white ${sizes[size].more}`}
        >
          +{formatAmount(others)}
        </span>
      )}
    </div>
  )
}
