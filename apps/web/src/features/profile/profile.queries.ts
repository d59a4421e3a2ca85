import { queryOptions } from '@tanstack/react-query'
import { isTransientFailure } from '../../lib/query-client'
import { profileRetryWaitMs } from '../../lib/profile/profile-api'
import { postKeys } from '../../lib/posts/post-keys'
import { socialProfileApi } from './social-profile-api'

/** §9: a profile that could not be reached is asked for up to 3 more times. */
export const PROFILE_LOAD_RETRY_LIMIT = 3

/**
 * One definition per cached answer of a profile page, filed under the viewer
 * and the profile's ref (a user id or a username). Everything sits under
 * `postKeys.all(userId)`, so a new post, a like or an edited name refreshes it.
 */
export const socialProfileQueries = {
  /**
   * The profile with its counts and first page of posts. §4 Profile loading:
   * a failure without an answer (or a server error) is retried 3 times, 1 s ×
   * the attempt number apart; a 404 is an answer and is not asked again.
   */
  profile: (userId: number, ref: string) =>
    queryOptions({
      queryKey: postKeys.profile(userId, ref),
      queryFn: ({ signal }) => socialProfileApi.get(ref, signal),
      retry: (failures, error) => failures < PROFILE_LOAD_RETRY_LIMIT && isTransientFailure(error),
      retryDelay: profileRetryWaitMs,
    }),
}
