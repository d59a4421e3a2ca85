import { profileRoutes, type ProfileInput } from '@platewise/core'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../lib/api-client'
import { hasStatus } from '../../lib/api-error'
import { isTransientFailure } from '../../lib/query-client'

// The profile calls of spec §7 with their timeouts.
export const PROFILE_TIMEOUTS_MS = {
  get: 10_000,
  save: 15_000,
  create: 15_000,
  health: 5_000,
} as const

/** §9: the profile is asked for up to 2 more times, 1 s then 2 s apart. */
export const PROFILE_LOAD_RETRIES = 2
/** TanStack Query counts failures from 0: the wait before retry n + 1. */
export const profileRetryWaitMs = (failures: number) => 1_000 * (failures + 1)

/** Query keys for the signed-in user's profile; whoever changes it invalidates `profileKeys.all`. */
export const profileKeys = {
  all: (userId: number) => ['user', userId, 'profile'] as const,
  mine: (userId: number) => [...profileKeys.all(userId), 'mine'] as const,
  health: (userId: number) => [...profileKeys.all(userId), 'health'] as const,
}

/** GET /api/profile: 404 (ApiError with status 404) until a profile exists. */
export const getProfile = (signal?: AbortSignal) =>
  callApi(profileRoutes.get, {}, { timeoutMs: PROFILE_TIMEOUTS_MS.get, signal })

/** PUT /api/profile: creates or updates the signed-in user's profile. */
export const saveProfile = (payload: ProfileInput) =>
  callApi(profileRoutes.save, { body: payload }, { timeoutMs: PROFILE_TIMEOUTS_MS.save })

/** POST /api/profile/create: the fall-back when saving keeps failing (spec §7). */
export const createProfile = (payload: ProfileInput) =>
  callApi(profileRoutes.create, { body: payload }, { timeoutMs: PROFILE_TIMEOUTS_MS.create })

export const isNotFound = (error: unknown) => hasStatus(error, 404)

export const profileQueries = {
  /**
   * GET /api/profile, for the onboarding guard and every screen that shows the
   * goals. A 404 (no profile yet) is an answer, not a failure to retry.
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
   * guard and the shell's 'Server Offline' badge: asked once a visit, never
   * retried or refreshed.
   */
  health: (userId: number) =>
    queryOptions({
      queryKey: profileKeys.health(userId),
      queryFn: ({ signal }) =>
        callApi(profileRoutes.health, {}, { timeoutMs: PROFILE_TIMEOUTS_MS.health, signal }).then(
          () => true,
          () => false,
        ),
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
}
