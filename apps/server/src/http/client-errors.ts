import http from 'node:http'
import type { Socket } from 'node:net'

// Node's own answers to a broken or too slow request, which never reach a route
// or the error handler, in the API's one error shape (DESIGN.md §5).
const answers: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large.',
  },
}
const malformed = { status: 400, code: 'BAD_REQUEST', message: 'The request is malformed.' }

// helmet never sees these answers; a JSON error needs no more than this to be
// shown as nothing but text, anywhere
const securityHeaders =
  `X-Content-Type-Options: nosniff\r\n` +
  `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n`

/** Fastify's `clientErrorHandler`: answers, then closes the connection. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // a reset connection has nobody left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, code, message } = answers[error.code ?? ''] ?? malformed
  const body = JSON.stringify({ error: message, code })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${securityHeaders}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
