import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import type { Config } from '../config'

/**
 * Logs must never hold secrets or personal data: a failed insert used to log
 * the password hash, the email and the names, because database errors carry
 * the query's parameters (Drizzle also copies them into the message and the
 * stack, and PostgreSQL's `detail` repeats the failing row).
 */
export function logOptions(level: Config['LOG_LEVEL']) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.password_hash',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: { err: (error: Error) => serializeError(error), req: serializeRequest },
  } satisfies FastifyServerOptions['logger']
}

/**
 * A request as the logs show it: Fastify's fields, with the path but not the
 * query string. A query carries what people typed (search terms, names) and
 * their own values (dates of their diary): the log needs the route, not those.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

// What an error may keep: enough to find the cause (the SQL with its $1
// placeholders, the constraint, the error code), never the values.
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'query',
] as const

const MAX_CAUSES = 5

interface SerializedError {
  type: string
  message: string
  stack: string
  cause?: SerializedError
  [field: string]: unknown
}

/** An error as the logs show it: an allowlist of fields, for it and each of its causes. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' }
  const message = withoutParams(error.message)
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    // the stack starts with the message, parameters included
    stack: (error.stack ?? '').replace(error.message, message),
  }
  const fields = error as unknown as Record<string, unknown>
  for (const field of KEPT_FIELDS) {
    const value = fields[field]
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = serializeError(error.cause, depth + 1)
  }
  if (error instanceof AggregateError && depth < MAX_CAUSES) {
    serialized.errors = error.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1))
  }
  return serialized
}

// Drizzle's "Failed query: <sql>\nparams: <values>": everything from "params:" on is values.
function withoutParams(message: string): string {
  const at = message.search(/(^|\n)params:/)
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [redacted]`
}
