import { messagesByField, type ApiErrorBody } from '@platewise/core'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from './errors'

// Fastify's own client errors, reworded for people.
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Please send JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON.',
  },
}

/** One error shape for the whole API (DESIGN.md §5); unknown errors never leak details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toApiErrorBody(error)
    // an AppError of 5xx is an answer on purpose (503: a feature not set up), not a bug
    if (body.status >= 500 && !(error instanceof AppError)) {
      request.log.error({ err: error }, 'unhandled error')
    }
    return reply.status(body.status).send(body.body)
  })
}

function toApiErrorBody(error: FastifyError): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { error: error.message, code: error.code }
    if (error.fields) body.fields = error.fields
    return { status: error.statusCode, body }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = messagesByField(
      error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Invalid value',
      })),
    )
    const first = error.validation[0]?.message ?? 'Invalid request.'
    return { status: 400, body: { error: first, code: 'VALIDATION_ERROR', fields } }
  }
  const known = error.code ? frameworkErrors[error.code] : undefined
  if (known) return { status: known.status, body: { error: known.message, code: known.code } }
  if (error.statusCode === 429) {
    return { status: 429, body: { error: error.message, code: 'TOO_MANY_REQUESTS' } }
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { error: error.message, code: 'BAD_REQUEST' } }
  }
  return {
    status: 500,
    body: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  }
}

// The router's own refusals, which come before any route, hook or error handler.
const routerErrors: Record<string, string> = {
  FST_ERR_BAD_URL: 'This address is not valid: a % must start a valid character code.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of this address is too long.',
}

/**
 * Fastify's `frameworkErrors` option: a broken %-escape or a parameter longer
 * than maxParamLength answer 400 in the API's shape rather than Fastify's own
 * (which also echoes the address back and says 414 for a long parameter).
 */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const message = routerErrors[error.code] ?? 'This address is not valid.'
  // this reply skips the app's hooks, so it sets the API's no-store itself
  return reply
    .status(400)
    .header('cache-control', 'no-store')
    .send({ error: message, code: 'BAD_URL' })
}
