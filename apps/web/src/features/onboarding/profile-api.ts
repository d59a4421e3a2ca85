import type { ProfileInput, ProfileResponse } from '@platewise/core'
import { apiRequest } from '../../lib/api-client'

// The profile calls of spec §7 with their timeouts.
export const PROFILE_TIMEOUTS_MS = {
  get: 10_000,
  save: 15_000,
  create: 15_000,
  health: 5_000,
} as const

/** Query keys for the profile; whoever changes the profile invalidates `profileKeys.all`. */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
  health: () => [...profileKeys.all, 'health'] as const,
}

/** GET /api/profile: 404 (ApiError with status 404) until a profile exists. */
export function getProfile(signal?: AbortSignal) {
  return apiRequest<ProfileResponse>('/api/profile', { timeoutMs: PROFILE_TIMEOUTS_MS.get, signal })
}

/** PUT /api/profile: creates or updates the signed-in user's profile. */
export function saveProfile(payload: ProfileInput, signal?: AbortSignal) {
  return apiRequest<ProfileResponse>('/api/profile', {
    method: 'PUT',
    body: payload,
    timeoutMs: PROFILE_TIMEOUTS_MS.save,
    signal,
  })
}

/** POST /api/profile/create: the fall-back when saving keeps failing (spec §7). */
export function createProfile(payload: ProfileInput, signal?: AbortSignal) {
  return apiRequest<ProfileResponse>('/api/profile/create', {
    method: 'POST',
    body: payload,
    timeoutMs: PROFILE_TIMEOUTS_MS.create,
    signal,
  })
}

/** GET /api/profile/health */
export function profileHealth(signal?: AbortSignal) {
  return apiRequest<{ status: string }>('/api/profile/health', {
    timeoutMs: PROFILE_TIMEOUTS_MS.health,
    signal,
  })
}

/**
 * The initial profile health check as a yes/no, for the onboarding guard and the
 * shell's 'Server Offline' badge to share under `profileKeys.health()`: one call a visit.
 */
export function isProfileServiceHealthy(): Promise<boolean> {
  return profileHealth().then(
    () => true,
    () => false,
  )
}

/** Options for the shared health check: asked once, never retried or refreshed. */
export const profileHealthQuery = {
  queryKey: profileKeys.health(),
  queryFn: isProfileServiceHealthy,
  retry: false,
  staleTime: Infinity,
} as const
