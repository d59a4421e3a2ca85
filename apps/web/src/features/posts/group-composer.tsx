import type { PostAuthor } from '@platewise/core'
import { useId } from 'react'
import { UserAvatar } from '../../ui/user-avatar'
import { PostComposer } from './post-composer'

/**
 * The 'Share with Group' box (§2): the one composer of posts (the Create post
 * modal's form) with the group as where the post goes; words required (§5),
 * an optional photo and meal data. The post joins Recent Posts once the
 * server has it; the box then empties.
 */
export function GroupComposer({ groupId, viewer }: { groupId: number; viewer: PostAuthor }) {
  const labelId = useId()
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <UserAvatar user={viewer} className="hidden size-10 shrink-0 sm:grid" />
      <PostComposer
        target={{ kind: 'group', groupId }}
        label="Share with Group"
        labelId={labelId}
        placeholder="Share a meal, a win or a question with the group..."
        className="min-w-0 flex-1 space-y-3"
      />
    </div>
  )
}
