import type { FollowListUser, FollowState } from '@platewise/core'
import type { FollowCounts, ListedPersonRow } from './follows.queries'
import { presentAuthor } from './post.presenter'

export function presentFollowState(counts: FollowCounts): FollowState {
  return {
    is_following: counts.following,
    followers_count: counts.followersCount,
    following_count: counts.followingCount,
  }
}

export function presentListedPerson(row: ListedPersonRow): FollowListUser {
  return { ...presentAuthor(row), is_following: row.isFollowing }
}
