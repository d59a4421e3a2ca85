import type { ProfileInput, ProfileResponse } from '@platewise/core'
import { isApiError } from '../../lib/api-error'
import { createProfile, saveProfile } from '../../lib/profile/profile-calls'

// Profile save on finishing onboarding (spec §7, §9): PUT, retried up to 3 more
// times with backoff, then one POST /api/profile/create.
export const PROFILE_SAVE_MAX_RETRIES = 3
const BASE_DELAY_MS = 1_000
const MAX_JITTER_MS = 1_000
const MAX_DELAY_MS = 5_000

/** The wait before retry `retry` (1 to 3): 1 s × 2^(retry-1) plus up to 1 s of jitter, at most 5 s. */
export function profileSaveRetryDelayMs(retry: number, random: () => number = Math.random): number {
  return Math.round(
    Math.min(BASE_DELAY_MS * 2 ** (retry - 1) + random() * MAX_JITTER_MS, MAX_DELAY_MS),
  )
}

/**
 * No answer from our server at all: no network, a timeout, or a proxy standing
 * in for a server that is down. Onboarding then goes on and the profile waits
 * locally (spec §4). A 400 or a 500 is a real answer and is shown instead.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline') return true
  return error.kind === 'http' && [502, 503, 504].includes(error.status)
}

type NextMove = 'retry' | 'create' | 'stop'

/** After a failed PUT: ask again, fall back to create, or give the person the answer. */
export function nextMoveAfterFailedSave(error: unknown): NextMove {
  if (!isApiError(error)) return 'stop'
  // the device has no network: retrying now cannot help, the caller keeps it locally
  if (error.kind === 'offline') return 'stop'
  if (error.kind !== 'http') return 'retry'
  // a server without the PUT route: creating is the way in
  if (error.status === 404 || error.status === 405) return 'create'
  if (error.status >= 500 || error.status === 408 || error.status === 429) return 'retry'
  // 400 (the data), 401 (the session): asking again gives the same answer
  return 'stop'
}

/**
 * The profile save of spec §7 and §9 as one TanStack Query mutation: PUT
 * /api/profile, retried up to 3 more times on failures that may pass (waiting
 * 1 s × 2^(n-1) plus jitter), then one POST /api/profile/create. Its
 * `failureCount` is the retry under way; the error is the last call's.
 */
export function profileSaveMutation(random: () => number = Math.random) {
  // what the next attempt does, decided by how the last one failed
  let next: 'put' | 'create' | 'done' = 'put'
  let failedPuts = 0
  return {
    onMutate: () => {
      next = 'put'
      failedPuts = 0
    },
    mutationFn: async (payload: ProfileInput): Promise<ProfileResponse> => {
      if (next === 'create') {
        next = 'done'
        return createProfile(payload)
      }
      try {
        return await saveProfile(payload)
      } catch (error) {
        failedPuts += 1
        const move = nextMoveAfterFailedSave(error)
        if (move === 'stop') next = 'done'
        else if (move === 'create' || failedPuts > PROFILE_SAVE_MAX_RETRIES) next = 'create'
        throw error
      }
    },
    retry: () => next !== 'done',
    // TanStack Query counts failures from 0; the fall-back to create goes at once
    retryDelay: (failures: number) =>
      next === 'create' ? 0 : profileSaveRetryDelayMs(failures + 1, random),
  }
}
