import {
  authResponseSchema,
  authRoutes,
  healthRoutes,
  type AuthResponse,
  type RouteBody,
} from '@platewise/core'
import { callApi, fetchWithTimeout, jsonHeaders, readJsonResponse } from '../../lib/api-client'
import { ApiError, isApiError } from '../../lib/api-error'
import { StorageKeys } from '../../lib/storage-keys'

// Timeouts and retries of spec §9.
export const LOGIN_TIMEOUT_MS = 20_000
export const LOGIN_TIMEOUT_AFTER_TIMEOUTS_MS = 10_000
export const LOGIN_FALLBACK_TIMEOUT_MS = 25_000
export const PRE_LOGIN_HEALTH_TIMEOUT_MS = 3_000
export const REGISTER_MAX_ATTEMPTS = 3
export const registerAttemptTimeoutMs = (attempt: number) =>
  Math.min(10_000 + 5_000 * attempt, 25_000)
export const REGISTER_FALLBACK_EXTRA_MS = 5_000
export const registerRetryWaitMs = (attempt: number) => Math.min(1_000 * 2 ** (attempt - 1), 5_000)

function authTimeoutCount(): number {
  return Number(localStorage.getItem(StorageKeys.authTimeoutCount) ?? 0) || 0
}

// §5: a register (or login) answer without a token or a user is refused
function assertAuthResponse(data: unknown): AuthResponse {
  const parsed = authResponseSchema.safeParse(data)
  if (!parsed.success) throw new ApiError('invalid-response', 'Invalid response from server')
  return parsed.data
}

// A network-level failure (not an HTTP answer) is worth one more try by plain fetch.
const isTransportFailure = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')

async function directPost(path: string, body: unknown, timeoutMs: number) {
  const response = await fetchWithTimeout(path, {
    method: 'POST',
    headers: jsonHeaders(true),
    body: JSON.stringify(body),
    timeoutMs,
  })
  return readJsonResponse<unknown>(response)
}

/** A sign-in call, then the same body by plain fetch if no answer came (§7 notes). */
async function withFallback(
  call: () => Promise<unknown>,
  fallback: { path: string; body: unknown; timeoutMs: number },
) {
  try {
    return await call()
  } catch (error) {
    if (!isTransportFailure(error)) throw error
    return directPost(fallback.path, fallback.body, fallback.timeoutMs)
  }
}

/** POST /api/auth/login with the spec's timeouts, health pre-check and fallback fetch. */
export async function login(email: string, password: string) {
  const slowServer = authTimeoutCount() >= 2
  if (!slowServer) {
    // best effort: a quick look that the server is up; its failure is not fatal
    await callApi(healthRoutes.health, {}, { timeoutMs: PRE_LOGIN_HEALTH_TIMEOUT_MS }).catch(
      () => {},
    )
  }
  const timeoutMs = slowServer ? LOGIN_TIMEOUT_AFTER_TIMEOUTS_MS : LOGIN_TIMEOUT_MS
  try {
    const body = { email, password }
    const data = await withFallback(
      () => callApi(authRoutes.login, { body }, { timeoutMs, skipAuthRedirect: true }),
      { path: authRoutes.login.path, body, timeoutMs: LOGIN_FALLBACK_TIMEOUT_MS },
    )
    localStorage.removeItem(StorageKeys.authTimeoutCount)
    return assertAuthResponse(data)
  } catch (error) {
    if (isApiError(error) && error.kind === 'timeout') {
      localStorage.setItem(StorageKeys.authTimeoutCount, String(authTimeoutCount() + 1))
    }
    throw error
  }
}

export type RegisterPayload = RouteBody<typeof authRoutes.register>

// 400 and 409 are answers, not accidents: asking again cannot change them.
const isRetryable = (error: unknown) =>
  isTransportFailure(error) || (isApiError(error) && error.isServerError)

/**
 * POST /api/auth/register as a TanStack Query mutation (§9): up to three
 * attempts, each with a longer timeout and the fallback fetch, a growing wait
 * between them, no retry for an answer such as 400 or 409.
 */
export function registerMutation() {
  let attempt = 0
  return {
    onMutate: () => {
      attempt = 0
    },
    mutationFn: async (payload: RegisterPayload) => {
      attempt += 1
      const timeoutMs = registerAttemptTimeoutMs(attempt)
      const data = await withFallback(
        () =>
          callApi(authRoutes.register, { body: payload }, { timeoutMs, skipAuthRedirect: true }),
        {
          path: authRoutes.register.path,
          body: payload,
          timeoutMs: timeoutMs + REGISTER_FALLBACK_EXTRA_MS,
        },
      )
      return assertAuthResponse(data)
    },
    // TanStack Query counts failures from 0
    retry: (failures: number, error: unknown) =>
      failures + 1 < REGISTER_MAX_ATTEMPTS && isRetryable(error),
    retryDelay: (failures: number) => registerRetryWaitMs(failures + 1),
  }
}

/** The register page's 'Check Server Status' (spec §7 notes, §8 messages). */
export async function checkServerStatus(): Promise<{ healthy: boolean; message: string }> {
  try {
    const response = await fetchWithTimeout('/api/auth/register', {
      method: 'POST',
      headers: jsonHeaders(true),
      body: '{}',
      timeoutMs: 5_000,
    })
    if (response.status === 400)
      return { healthy: true, message: 'Server is healthy and responsive' }
    if (response.status === 404) {
      return { healthy: false, message: 'Server is running but health endpoint not found' }
    }
    if (response.status >= 500) {
      return {
        healthy: false,
        message: `Server error: ${response.status} ${response.statusText}`.trim(),
      }
    }
    return { healthy: false, message: `Server returned status ${response.status}` }
  } catch (error) {
    if (isApiError(error) && error.kind === 'timeout') {
      return { healthy: false, message: 'Server is not responding (timeout)' }
    }
    if (isApiError(error))
      return { healthy: false, message: 'Cannot connect to server (network error)' }
    return { healthy: false, message: 'Failed to check server status' }
  }
}
