import type { Send } from './prepare'
import type { BenchRequest } from './scenarios'

/** The headers a bench request carries: the bearer token when signed in, JSON when it has a body. */
export function requestHeaders(request: BenchRequest, token: string): Record<string, string> {
  const headers: Record<string, string> = {}
  if (request.signedIn !== false) headers.authorization = `Bearer ${token}`
  if (request.body) headers['content-type'] = 'application/json'
  return headers
}

/** Sends bench requests to a listening server. */
export function httpSend(baseUrl: string): Send {
  return async (request, token) => {
    const response = await fetch(new URL(request.path, baseUrl), {
      method: request.method,
      headers: requestHeaders(request, token),
      body: request.body ? JSON.stringify(request.body) : undefined,
    })
    return { status: response.status, body: await response.text() }
  }
}
