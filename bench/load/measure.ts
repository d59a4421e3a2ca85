import autocannon from 'autocannon'
import { requestHeaders } from './http-send'
import type { BenchRequest, Tokens } from './scenarios'

export interface Measurement {
  requestsPerSecond: number
  /** Requests answered in the run */
  requests: number
  p50Ms: number
  p99Ms: number
  /** Answers that were not 2xx, and connection errors and timeouts: a sound run has none */
  non2xx: number
  errors: number
  /** The server's resident memory right after the run, in MB */
  serverRssMb?: number
  /**
   * The server's CPU time per answered request during the run, in ms: its main
   * thread (the event loop: HTTP, routes, drizzle) and its other threads (the
   * embedded database's thread, libuv's pool, the garbage collector)
   */
  cpuMsPerRequest?: { main: number; other: number }
}

export interface LoadOptions {
  baseUrl: string
  requests: BenchRequest[]
  tokens: Tokens
  connections: number
  seconds: number
}

/** One autocannon run: `connections` keep-alive connections, each sending the requests in turn. */
export async function measure(options: LoadOptions): Promise<Measurement> {
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests.map((request) => ({
      method: request.method,
      path: request.path,
      headers: requestHeaders(request, options.tokens),
      body: request.body ? JSON.stringify(request.body) : undefined,
    })),
  })
  return summarise(result)
}

/** What a bench records of an autocannon run. */
export function summarise(result: autocannon.Result): Measurement {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}
