/** An error a client caused; the error handler answers it as `{error, code, fields?}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/** The code of a login with a wrong email or password; the failed-login limit counts these. */
export const INVALID_CREDENTIALS = 'INVALID_CREDENTIALS'

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields)
export const validationFailed = (message: string, fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', message, fields)
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'UNAUTHORIZED', message)
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'FORBIDDEN', message)
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message)
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message)
export const payloadTooLarge = (message: string, code = 'PAYLOAD_TOO_LARGE') =>
  new AppError(413, code, message)
export const tooManyRequests = (message: string) => new AppError(429, 'TOO_MANY_REQUESTS', message)
export const unsupportedMediaType = (message: string, code = 'UNSUPPORTED_MEDIA_TYPE') =>
  new AppError(415, code, message)
