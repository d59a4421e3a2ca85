import type { PostAuthor } from '@platewise/core'

/**
 * Where a person's Social Profile is: one's own at /dashboard/profile, anyone
 * else's at /dashboard/profile/{username} (DESIGN.md §5), or by id when the
 * username is missing (§8 names such a person 'user{id}').
 */
export function profilePath(person: Pick<PostAuthor, 'id' | 'username'>, viewerId: number) {
  if (person.id === viewerId) return '/dashboard/profile'
  return `/dashboard/profile/${encodeURIComponent(person.username || String(person.id))}`
}
