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
