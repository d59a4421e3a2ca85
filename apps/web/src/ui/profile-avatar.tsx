import type { PostAuthor } from '@platewise/core'

/** A profile's picture, or the initial of its first name on a brand circle. */
export function ProfileAvatar({
  user,
  className,
}: {
  user: Pick<PostAuthor, 'first_name' | 'username' | 'profile_picture'>
  /** Size and the initial's text size, e.g. 'size-24 text-3xl' */
  className: string
}) {
  if (user.profile_picture) {
    return (
      <img
        src={user.profile_picture}
        alt=""
        className={`${className} shrink-0 rounded-full bg-stone-100 object-cover`}
      />
    )
  }
  const initial = (user.first_name || user.username || 'U').charAt(0).toUpperCase()
  return (
    <span
      aria-hidden
      className={`${className} grid shrink-0 place-items-center rounded-full bg-brand-700 font-semibold text-white`}
    >
      {initial}
    </span>
  )
}
