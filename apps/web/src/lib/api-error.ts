import type { ApiErrorBody } from '@platewise/core'

/** What went wrong with a call, in terms the error messages of spec §8 need. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'offline' | 'invalid-response'

interface ApiErrorDetails {
  /** The HTTP status; 0 when no answer came */
  status?: number
  code?: ApiErrorBody['code']
  fields?: ApiErrorBody['fields']
  /** The limit that ran out, for a timeout */
  timeoutMs?: number
}

export class ApiError extends Error {
  readonly status: number
  readonly code?: string
  readonly fields?: Record<string, string>
  readonly timeoutMs?: number

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = details.status ?? 0
    this.code = details.code
    this.fields = details.fields
    this.timeoutMs = details.timeoutMs
  }

  get isServerError() {
    return this.kind === 'http' && this.status >= 500
  }

  /** No answer from the server at all: no network, offline, or too slow. */
  get isUnreachable() {
    return this.kind === 'network' || this.kind === 'offline' || this.kind === 'timeout'
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

export const hasStatus = (error: unknown, status: number) =>
  isApiError(error) && error.status === status

/**
 * The words a person reads for a failed call: the server's own reason when it
 * refused the call (a 4xx: 'The creator of a group cannot leave it', 'Calories
 * must be at most 20,000'), else `fallback`, the screen's own sentence (spec §8:
 * 'Failed to add meal'). A server error's words ('Something went wrong on our
 * side', a proxy's 'Bad Gateway') and a call that got no answer say nothing
 * about what the person did, so the screen says what failed instead.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message
    ? error.message
    : fallback
}
