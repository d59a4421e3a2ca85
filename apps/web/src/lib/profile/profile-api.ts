import { queryOptions } from '@tanstack/react-query'
import { hasStatus } from '../api-error'
import { isTransientFailure } from '../query-client'
import { checkProfileHealth, getProfile, profileKeys } from './profile-calls'

/** §9: the profile is asked for up to 2 more times, 1 s then 2 s apart. */
export const PROFILE_LOAD_RETRIES = 2
/** TanStack Query counts failures from 0: the wait before retry n + 1. */
export const profileRetryWaitMs = (failures: number) => 1_000 * (failures + 1)

export const isNotFound = (error: unknown) => hasStatus(error, 404)

export const profileQueries = {
  /**
   * GET /api/profile, for the onboarding guard and every screen that shows the
   * goals. A 404 (no profile yet) is an answer, not a failure to retry.
   * The onboarding guard's route loader asks for it first (app/onboarding-guard.tsx).
   */
  mine: (userId: number) =>
    queryOptions({
      queryKey: profileKeys.mine(userId),
      queryFn: ({ signal }) => getProfile(signal),
      retry: (failures, error) => failures < PROFILE_LOAD_RETRIES && isTransientFailure(error),
      retryDelay: profileRetryWaitMs,
    }),

  /**
   * The initial profile health check as a yes/no, shared by the onboarding
   * guard and the shell's 'Server Offline' badge: asked once a visit (by the
   * onboarding guard's route loader), never retried or refreshed.
   */
  health: (userId: number) =>
    queryOptions({
      queryKey: profileKeys.health(userId),
      queryFn: ({ signal }) => checkProfileHealth(signal),
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
}
