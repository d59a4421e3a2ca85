import { profileRoutes, type ProfileInput } from '@platewise/core'
import { callApi } from '../api-client'
import { reportServerReachable } from '../server-reachability'

// The profile calls of spec §7 with their timeouts; their queries are in profile-api.ts.

export const PROFILE_TIMEOUTS_MS = {
  get: 10_000,
  save: 15_000,
  create: 15_000,
  health: 5_000,
} as const

/** Query keys for the signed-in user's profile; whoever changes it invalidates `profileKeys.all`. */
export const profileKeys = {
  all: (userId: number) => ['user', userId, 'profile'] as const,
  mine: (userId: number) => [...profileKeys.all(userId), 'mine'] as const,
  health: (userId: number) => [...profileKeys.all(userId), 'health'] as const,
}

/** GET /api/profile: 404 (ApiError with status 404) until a profile exists. */
export const getProfile = (signal?: AbortSignal) =>
  callApi(profileRoutes.get, {}, { timeoutMs: PROFILE_TIMEOUTS_MS.get, signal })

/**
 * The profile health check (spec §4 onboarding guard, step 2) as a yes/no: its
 * failure is tolerated, and shows as 'Server Offline' (§2) until a call succeeds.
 */
export const checkProfileHealth = (signal?: AbortSignal) =>
  callApi(profileRoutes.health, {}, { timeoutMs: PROFILE_TIMEOUTS_MS.health, signal }).then(
    () => true,
    () => {
      if (!signal?.aborted) reportServerReachable(false)
      return false
    },
  )

/** PUT /api/profile: creates or updates the signed-in user's profile. */
export const saveProfile = (payload: ProfileInput) =>
  callApi(profileRoutes.save, { body: payload }, { timeoutMs: PROFILE_TIMEOUTS_MS.save })

/** POST /api/profile/create: the fall-back when saving keeps failing (spec §7). */
export const createProfile = (payload: ProfileInput) =>
  callApi(profileRoutes.create, { body: payload }, { timeoutMs: PROFILE_TIMEOUTS_MS.create })
