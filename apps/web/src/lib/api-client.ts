import {
  readApiErrorBody,
  routePath,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@platewise/core'
import { ApiError } from './api-error'
import { AUTH_LOGOUT_EVENT, readToken } from './auth-storage'
import { isServerAnswer, reportServerReachable } from './server-reachability'

export const DEFAULT_TIMEOUT_MS = 30_000
/** Spec §4 Auth: a rejected session is forgotten 100 ms after the 401. */
export const SIGN_OUT_AFTER_MS = 100

// Same origin in production; Vite's dev server proxies /api to the API server.
const API_BASE = import.meta.env.VITE_API_URL ?? ''

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent as JSON, or as it is when it is a multipart form */
  body?: unknown
  timeoutMs?: number
  signal?: AbortSignal
  /** Skip the sign-out that a 401 normally triggers (login and register calls). */
  skipAuthRedirect?: boolean
  /** The session to send instead of the stored one (a sign-out clears storage before its call goes). */
  token?: string
}

/**
 * One JSON call to the API with a timeout, the bearer token, and the 401
 * handling of spec §4 Auth. Failures are thrown as ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs = DEFAULT_TIMEOUT_MS, signal } = options
  const token = options.token ?? readToken()
  const isForm = body instanceof FormData
  const response = await fetchWithTimeout(`${API_BASE}${path}`, {
    method,
    // a form sets its own content type, with the boundary between its parts
    headers: jsonHeaders(body !== undefined && !isForm, token),
    body: body === undefined || isForm ? body : JSON.stringify(body),
    timeoutMs,
    signal,
  })
  if (response.status === 401 && token && !options.skipAuthRedirect) signOutRejectedSession(token)
  return readJsonResponse<T>(response)
}

// a part the route does not take (or may leave out) is optional in the call
type Part<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T }
type CallInput<C extends RouteContract> = Part<'params', RouteParams<C>> &
  Part<'query', RouteQuery<C>> &
  Part<'body', RouteBody<C>>

export type CallOptions = Pick<
  RequestOptions,
  'timeoutMs' | 'signal' | 'skipAuthRedirect' | 'token'
>

/**
 * A call to the route a contract of @platewise/core declares: its path and
 * method, what it takes and what it answers are the server's own.
 */
export function callApi<C extends RouteContract>(
  contract: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<RouteResponse<C>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown }
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const path = routePath(contract.path, params as Record<string, unknown>)
  return apiRequest<RouteResponse<C>>(search.size ? `${path}?${search}` : path, {
    ...options,
    method: contract.method,
    body: contract.bodyType === 'multipart' ? toFormData(body as Record<string, unknown>) : body,
  })
}

/**
 * A multipart form of a contract's body: files as files, objects as JSON text
 * (the post's meal_data, §7 notes), the rest as text; what is left out stays out.
 */
function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) form.append(name, value)
    else if (typeof value === 'object') form.append(name, JSON.stringify(value))
    else form.append(name, String(value))
  }
  return form
}

export function jsonHeaders(hasBody: boolean, token = readToken()): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (hasBody) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

/**
 * fetch that gives up after `timeoutMs`, telling a timeout apart from other
 * failures. Whether an answer came is reported for the server status badge.
 */
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
    const response = await fetch(url, { ...rest, signal: controller.signal })
    reportServerReachable(isServerAnswer(response.status))
    return response
  } catch (error) {
    // a call the page cancelled says nothing about the server
    if (signal?.aborted && !timedOut) throw error
    reportServerReachable(false)
    if (timedOut) {
      console.warn(`Request to ${url} timed out after ${timeoutMs}ms`)
      throw new ApiError('timeout', `Request timed out after ${timeoutMs}ms`, { timeoutMs })
    }
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
      if (response.ok) {
        throw new ApiError('invalid-response', 'Invalid response from server', {
          status: response.status,
        })
      }
    }
  }
  if (!response.ok) {
    // the API's one error shape; a proxy's page or an empty answer has only its status
    const body = readApiErrorBody(data)
    throw new ApiError('http', body?.error ?? response.statusText, {
      status: response.status,
      code: body?.code,
      fields: body?.fields,
    })
  }
  return data as T
}

let pendingSignOut: ReturnType<typeof setTimeout> | undefined

/**
 * A 401 means the session this call carried is over: forget it once, 100 ms
 * later (spec §4 Auth), however many calls come back with a 401 meanwhile.
 * A 401 for a token that is no longer the stored one (an earlier user's call
 * finishing late) leaves the current session alone. Pages that sign people in
 * handle their own 401s.
 *
 * Beyond the spec, a 403 does not sign anyone out: this API answers 403 for
 * "not yours" and "not allowed here", which say nothing about the session.
 */
function signOutRejectedSession(token: string) {
  const path = window.location.pathname
  if (path.startsWith('/login') || path.startsWith('/register')) return
  if (pendingSignOut !== undefined) return
  pendingSignOut = setTimeout(() => {
    pendingSignOut = undefined
    if (readToken() !== token) return
    window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT))
  }, SIGN_OUT_AFTER_MS)
}
