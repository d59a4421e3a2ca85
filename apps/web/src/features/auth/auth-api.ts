import type { AuthResponse } from '@platewise/core'
import { apiRequest, fetchWithTimeout, jsonHeaders, readJsonResponse } from '../../lib/api-client'
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

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new DOMException('Aborted', 'AbortError'))
    })
  })

function authTimeoutCount(): number {
  return Number(localStorage.getItem(StorageKeys.authTimeoutCount) ?? 0) || 0
}

function assertAuthResponse(data: unknown): AuthResponse {
  const body = data as Partial<AuthResponse> | null
  if (!body?.token || !body.user)
    throw new ApiError('invalid-response', 'Invalid response from server')
  return body as AuthResponse
}

// A network-level failure (not an HTTP answer) is worth one more try by plain fetch.
const isTransportFailure = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')

async function directPost(path: string, body: unknown, timeoutMs: number, signal?: AbortSignal) {
  const response = await fetchWithTimeout(path, {
    method: 'POST',
    headers: jsonHeaders(true),
    body: JSON.stringify(body),
    timeoutMs,
    signal,
  })
  return readJsonResponse<unknown>(response)
}

/** POST /api/auth/login with the spec's timeouts, health pre-check and fallback fetch. */
export async function login(email: string, password: string, signal?: AbortSignal) {
  const slowServer = authTimeoutCount() >= 2
  if (!slowServer) {
    // best effort: a quick look that the server is up; its failure is not fatal
    await apiRequest('/api/health', { timeoutMs: PRE_LOGIN_HEALTH_TIMEOUT_MS, signal }).catch(
      () => {},
    )
  }
  const body = { email, password }
  const timeoutMs = slowServer ? LOGIN_TIMEOUT_AFTER_TIMEOUTS_MS : LOGIN_TIMEOUT_MS
  try {
    let data: unknown
    try {
      data = await apiRequest('/api/auth/login', {
        method: 'POST',
        body,
        timeoutMs,
        signal,
        skipAuthRedirect: true,
      })
    } catch (error) {
      if (!isTransportFailure(error) || signal?.aborted) throw error
      data = await directPost('/api/auth/login', body, LOGIN_FALLBACK_TIMEOUT_MS, signal)
    }
    localStorage.removeItem(StorageKeys.authTimeoutCount)
    return assertAuthResponse(data)
  } catch (error) {
    if (isApiError(error) && error.kind === 'timeout') {
      localStorage.setItem(StorageKeys.authTimeoutCount, String(authTimeoutCount() + 1))
    }
    throw error
  }
}

export interface RegisterPayload {
  email: string
  password: string
  first_name: string
  last_name: string
  username: string
}

// 400 and 409 are answers, not accidents: asking again cannot change them.
const isRetryable = (error: unknown) =>
  isTransportFailure(error) || (isApiError(error) && error.isServerError)

/** POST /api/auth/register: up to three attempts with growing timeouts and back-off. */
export async function register(payload: RegisterPayload, signal?: AbortSignal) {
  let lastError: unknown
  for (let attempt = 1; attempt <= REGISTER_MAX_ATTEMPTS; attempt += 1) {
    const timeoutMs = registerAttemptTimeoutMs(attempt)
    try {
      let data: unknown
      try {
        data = await apiRequest('/api/auth/register', {
          method: 'POST',
          body: payload,
          timeoutMs,
          signal,
          skipAuthRedirect: true,
        })
      } catch (error) {
        if (!isTransportFailure(error) || signal?.aborted) throw error
        data = await directPost(
          '/api/auth/register',
          payload,
          timeoutMs + REGISTER_FALLBACK_EXTRA_MS,
          signal,
        )
      }
      return assertAuthResponse(data)
    } catch (error) {
      lastError = error
      if (signal?.aborted || !isRetryable(error) || attempt === REGISTER_MAX_ATTEMPTS) break
      await sleep(registerRetryWaitMs(attempt), signal)
    }
  }
  throw lastError
}

export function logout() {
  return apiRequest('/api/auth/logout', {
    method: 'POST',
    timeoutMs: 5_000,
    skipAuthRedirect: true,
  })
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
