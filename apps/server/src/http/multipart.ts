import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { formatAmount } from '@platewise/core'
import type { Config } from '../config'
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './errors'

// Multipart forms (a post with its photo, an avatar) are read only by the routes
// whose contract says `bodyType: 'multipart'`, into a plain object of text fields
// and file bytes that the contract's zod schema validates like any JSON body.
// Every other route refuses a form before reading it, so no route but those
// buffers an upload, and none of them more than UPLOAD_MAX_BYTES.

// A post's text is at most 2,000 characters; 64 KiB leaves room for any field we take.
const FIELD_MAX_BYTES = 64 * 1024

declare module 'fastify' {
  interface FastifyInstance {
    /** The preValidation hook that `route()` gives multipart routes */
    readMultipartForm: (request: FastifyRequest) => Promise<void>
  }
}

/** Adds the multipart parser and `app.readMultipartForm`; register before any route. */
export async function registerMultipart(app: FastifyInstance, config: Config) {
  app.decorate('readMultipartForm', readMultipartForm(config))
  await app.register(multipart, {
    limits: {
      fileSize: config.UPLOAD_MAX_BYTES,
      files: 1,
      fields: 20,
      parts: 21,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  })
}

const megabytes = (bytes: number) => formatAmount(Math.round((bytes / 1024 / 1024) * 10) / 10)

/**
 * A preValidation hook for multipart routes: the form as `{field: text, file: bytes}`;
 * a field sent twice becomes a list, which the schemas refuse.
 */
export function readMultipartForm(config: Config) {
  const tooLarge = `This file is too large. Please choose one of at most ${megabytes(config.UPLOAD_MAX_BYTES)} MB.`
  return async function readForm(request: FastifyRequest) {
    if (!request.isMultipart()) {
      throw unsupportedMediaType('Please send a multipart form (multipart/form-data).')
    }
    const body: Record<string, unknown> = {}
    const add = (name: string, value: unknown) => {
      const earlier = body[name]
      if (earlier === undefined) body[name] = value
      else body[name] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value]
    }
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          add(part.fieldname, await part.toBuffer())
        } else {
          // busboy cuts a long field silently: refuse it rather than store half
          if (part.valueTruncated) throw payloadTooLarge('A form field is too long.')
          add(part.fieldname, part.value)
        }
      }
    } catch (error) {
      throw formError(error, tooLarge)
    }
    request.body = body
  }
}

/** A preValidation hook for JSON routes: a form is refused unread. */
export async function refuseMultipart(request: FastifyRequest) {
  if (request.isMultipart()) throw unsupportedMediaType('Please send JSON.')
}

// @fastify/multipart's own errors carry a code; busboy's (a broken form) carry none.
function formError(error: unknown, tooLarge: string): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(tooLarge)
  if (code === 'FST_FILES_LIMIT') return payloadTooLarge('Please send one file at a time.')
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return payloadTooLarge('The form has too many fields.')
  }
  if (code === 'FST_PROTO_VIOLATION')
    return badRequest('The form has a field name that is not allowed.')
  return badRequest('The form could not be read.')
}
