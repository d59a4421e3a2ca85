import type { SearchGroup, SearchUser } from '@platewise/core'
import { presentAuthor } from '../social/post.presenter'
import type { FoundGroupRow, FoundPersonRow } from './search.queries'

/** §3 Search user result */
export function presentFoundPerson(row: FoundPersonRow): SearchUser {
  return { ...presentAuthor(row), posts_count: row.postsCount, is_following: row.isFollowing }
}

/** §3 Search group result */
export function presentFoundGroup(row: FoundGroupRow): SearchGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    members_count: row.membersCount,
    is_member: row.isMember,
  }
}
