import type { User } from '@platewise/core'

/** The user's picture, or the initial of their first name on a brand circle. */
export function UserAvatar({
  user,
  className = 'size-9',
}: {
  user: Pick<User, 'first_name' | 'username' | 'profile_picture'> | null
  className?: string
}) {
  if (user?.profile_picture) {
    return (
      <img src={user.profile_picture} alt="" className={`${className} rounded-full object-cover`} />
    )
  }
  const initial = (user?.first_name || user?.username || 'U').charAt(0).toUpperCase()
  return (
    <span
      aria-hidden
      className={`${className} grid place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white`}
    >
      {initial}
    </span>
  )
}
