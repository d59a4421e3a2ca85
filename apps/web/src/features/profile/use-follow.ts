import type { PostAuthor } from '@platewise/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { applyFollowEverywhere } from './follow-cache'
import { peopleApi } from '../../lib/people/people-api'

/**
 * Follows `person`, or unfollows them when `following` is what the screen
 * shows. The screen changes when the server has answered, to what it answered
 * (§4 follow toggling), not before.
 */
export function useFollow(person: Pick<PostAuthor, 'id'>) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (following: boolean) =>
      following ? peopleApi.unfollow(person.id) : peopleApi.follow(person.id),
    onSuccess: (answer) => applyFollowEverywhere(queryClient, userId, person.id, answer),
    // §8: logged; the button says so too (beyond the spec, which stays silent)
    onError: (error) => console.warn('Following did not change', error),
  })
}
