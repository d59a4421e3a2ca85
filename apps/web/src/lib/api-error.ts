/** What went wrong with a call, in terms the error messages of spec §8 need. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'offline' | 'invalid-response'

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    readonly timeoutMs?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get isServerError() {
    return this.kind === 'http' && this.status >= 500
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
