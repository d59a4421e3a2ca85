import type { FastifyReply, FastifyRequest } from 'fastify'
import type { UserRow } from '../modules/auth/auth.queries'
import type { AuthService } from '../modules/auth/auth.service'

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserRow | null
    bearerToken: string | null
  }
}

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/** A preHandler that lets only signed-in users through and records who they are. */
export function requireUser(auth: AuthService) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = readBearerToken(request)
    request.currentUser = await auth.authenticate(token)
    request.bearerToken = token ?? null
  }
}

/** The signed-in user of a route guarded by `requireUser`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Error('userOf() on a route without requireUser')
  return request.currentUser
}
