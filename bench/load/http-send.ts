import type { Send } from './prepare'
import { FEED_USER_ID } from '../seed/bench-data'
import type { BenchRequest, Tokens } from './scenarios'

/** The headers a bench request carries: its user's bearer token when signed in, JSON when it has a body. */
export function requestHeaders(request: BenchRequest, tokens: Tokens): Record<string, string> {
  const headers: Record<string, string> = {}
  if (request.signedIn !== false) {
    const token = tokens[request.userId ?? FEED_USER_ID]
    if (!token) throw new Error(`User ${request.userId} is not signed in`)
    headers.authorization = `Bearer ${token}`
  }
  if (request.body) headers['content-type'] = 'application/json'
  return headers
}

/** Sends bench requests to a listening server. */
export function httpSend(baseUrl: string): Send {
  return async (request, tokens) => {
    const response = await fetch(new URL(request.path, baseUrl), {
      method: request.method,
      headers: requestHeaders(request, tokens),
      body: request.body ? JSON.stringify(request.body) : undefined,
    })
    return { status: response.status, body: await response.text() }
  }
}
