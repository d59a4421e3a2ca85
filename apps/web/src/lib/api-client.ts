import { ApiError } from './api-error'
import { clearAuth, readToken } from './auth-storage'

export const DEFAULT_TIMEOUT_MS = 30_000
export const AUTH_LOGOUT_EVENT = 'auth:logout'

// Same origin in production; Vite's dev server proxies /api to the API server.
const API_BASE = import.meta.env.VITE_API_URL ?? ''

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  timeoutMs?: number
  signal?: AbortSignal
  /** Skip the sign-out that a 401/403 normally triggers (login and register calls). */
  skipAuthRedirect?: boolean
}

/**
 * One JSON call to the API with a timeout, the bearer token, and the 401/403
 * handling of spec §4 Auth. Failures are thrown as ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs = DEFAULT_TIMEOUT_MS, signal } = options
  const response = await fetchWithTimeout(`${API_BASE}${path}`, {
    method,
    headers: jsonHeaders(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    timeoutMs,
    signal,
  })
  if ((response.status === 401 || response.status === 403) && !options.skipAuthRedirect) {
    scheduleSignOut()
  }
  return readJsonResponse<T>(response)
}

export function jsonHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (hasBody) headers['Content-Type'] = 'application/json'
  const token = readToken()
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

/** fetch that gives up after `timeoutMs`, telling a timeout apart from other failures. */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<Response> {
  const { timeoutMs, signal, ...rest } = init
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const forwardAbort = () => controller.abort()
  signal?.addEventListener('abort', forwardAbort)
  try {
    return await fetch(url, { ...rest, signal: controller.signal })
  } catch (error) {
    if (timedOut) {
      console.warn(`Request to ${url} timed out after ${timeoutMs}ms`)
      throw new ApiError(
        'timeout',
        `Request timed out after ${timeoutMs}ms`,
        0,
        undefined,
        undefined,
        timeoutMs,
      )
    }
    if (signal?.aborted) throw error
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      throw new ApiError('offline', 'No internet connection')
    }
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error')
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}

export async function readJsonResponse<T>(response: Response): Promise<T> {
  const text = await response.text()
  let data: unknown = null
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      if (response.ok)
        throw new ApiError('invalid-response', 'Invalid response from server', response.status)
    }
  }
  if (!response.ok) {
    const body = (data ?? {}) as { error?: string; code?: string; fields?: Record<string, string> }
    throw new ApiError(
      'http',
      body.error ?? response.statusText,
      response.status,
      body.code,
      body.fields,
    )
  }
  return data as T
}

let signOutTimer: ReturnType<typeof setTimeout> | undefined

// A 401/403 means the session is gone. Pages that sign people in handle their
// own 401s, so they are left alone (spec §4 Auth).
function scheduleSignOut() {
  const path = window.location.pathname
  if (path.startsWith('/login') || path.startsWith('/register')) return
  clearTimeout(signOutTimer)
  signOutTimer = setTimeout(() => {
    clearAuth()
    window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT))
  }, 100)
}
