import type { FollowState, SocialProfile } from '@platewise/core'
import type { QueryClient } from '@tanstack/react-query'
import { updateEverywhere } from '../../lib/update-everywhere'
import { postKeys } from '../../lib/posts/post-keys'
import { peopleKeys } from '../../lib/people/people-keys'

// One person shows in several cached answers at once: search results (the
// header's and Discover's), followers and following lists, and their profile.
// What a follow or an unfollow answered is written into all of them, so every
// screen agrees without asking the server again.

const isPerson = (value: object): value is { id: number; is_following: boolean } =>
  'id' in value && 'is_following' in value && 'username' in value

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
  updateEverywhere(queryClient, peopleKeys.all(userId), isPerson, (person) =>
    person.id === personId && person.is_following !== answer.is_following
      ? { ...person, is_following: answer.is_following }
      : person,
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
