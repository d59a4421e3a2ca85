import type { FollowState, SocialProfile } from '@platewise/core'
import type { QueryClient } from '@tanstack/react-query'
import { postKeys } from '../../lib/posts/post-keys'
import { peopleKeys } from '../../lib/people/people-keys'

// One person shows in several cached answers at once: search results (the
// header's and Discover's), followers and following lists, and their profile.
// What a follow or an unfollow answered is written into all of them, so every
// screen agrees without asking the server again.

const isPerson = (value: object): value is { id: number; is_following: boolean } =>
  'id' in value && 'is_following' in value && 'username' in value

/** Where lists of people sit in a cached answer: an infinite query's pages, a search's lists. */
const LIST_FIELDS = ['pages', 'users', 'people'] as const

function withFollowing(value: unknown, personId: number, following: boolean): unknown {
  if (Array.isArray(value)) {
    let touched = false
    const next = value.map((item) => {
      const result = withFollowing(item, personId, following)
      if (result !== item) touched = true
      return result
    })
    return touched ? next : value
  }
  if (typeof value !== 'object' || value === null) return value
  if (isPerson(value)) {
    return value.id === personId && value.is_following !== following
      ? { ...value, is_following: following }
      : value
  }
  let result = value as Record<string, unknown>
  for (const key of LIST_FIELDS) {
    if (!(key in result)) continue
    const inner = withFollowing(result[key], personId, following)
    if (inner !== result[key]) result = { ...result, [key]: inner }
  }
  return result
}

/** The profile `postKeys.profile(userId, ref)` holds, whatever its ref (an id or a username). */
const profileQueries = (userId: number) => ({
  queryKey: [...postKeys.all(userId), 'profile'],
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey.length === postKeys.profile(userId, '').length,
})

/**
 * §4 follow toggling: once the server has answered, the person's follow state,
 * their follower count and the viewer's following count become what it
 * answered, in every cached answer. The lists' members changed (the viewer
 * joined or left the person's followers) and are asked again the next time
 * they open; the rows on screen keep their place, so a mistaken unfollow can
 * be undone where it was made. The feed gains or loses the person's posts.
 */
export function applyFollowEverywhere(
  queryClient: QueryClient,
  userId: number,
  personId: number,
  answer: FollowState,
) {
  queryClient.setQueriesData({ queryKey: peopleKeys.all(userId) }, (data: unknown) =>
    data === undefined ? data : withFollowing(data, personId, answer.is_following),
  )
  queryClient.setQueriesData(profileQueries(userId), (profile: SocialProfile | undefined) => {
    if (!profile) return profile
    if (profile.user.id === personId) {
      return {
        ...profile,
        isFollowing: answer.is_following,
        followers_count: answer.followers_count,
        stats: { ...profile.stats, followers: answer.followers_count },
      }
    }
    if (profile.user.id === userId) {
      return {
        ...profile,
        following_count: answer.following_count,
        stats: { ...profile.stats, following: answer.following_count },
      }
    }
    return profile
  })
  void queryClient.invalidateQueries({ queryKey: peopleKeys.lists(userId), refetchType: 'none' })
  void queryClient.invalidateQueries({ queryKey: postKeys.feed(userId) })
}
