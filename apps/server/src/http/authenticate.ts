import type { FastifyReply, FastifyRequest } from 'fastify'
import { sessionEnded, type AuthService, type Caller } from '../modules/auth/auth.service'
import { unauthorized } from './errors'

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: Caller | null
    bearerToken: string | null
    /** True once `identifyCaller` has looked the bearer token up, whatever it found. */
    callerIdentified: boolean
  }
}

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/**
 * An onRequest hook for the whole app: records who is calling when the bearer
 * token belongs to a live session, and never refuses anyone itself. It runs
 * before the rate limits, so they can count a verified user's requests as that
 * user's and everything else (no token, an invented or an ended one) as the
 * address's: a made-up token must not buy a fresh budget.
 */
export function identifyCaller(auth: AuthService) {
  return async function identify(request: FastifyRequest) {
    const token = readBearerToken(request)
    request.callerIdentified = true
    if (!token) return
    request.bearerToken = token
    request.currentUser = (await auth.identify(token)) ?? null
  }
}

/** A preHandler that lets only signed-in users through and records who they are. */
export function requireUser(auth: AuthService) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    if (request.callerIdentified) {
      if (request.currentUser) return
      throw request.bearerToken ? sessionEnded() : unauthorized()
    }
    const token = readBearerToken(request)
    request.currentUser = await auth.authenticate(token)
    request.bearerToken = token ?? null
  }
}

/** The signed-in caller of a route guarded by `requireUser`. */
export function userOf(request: FastifyRequest): Caller {
  if (!request.currentUser) throw new Error('userOf() on a route without requireUser')
  return request.currentUser
}
