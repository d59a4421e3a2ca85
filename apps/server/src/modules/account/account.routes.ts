import { accountRoutes as contract, createChangePasswordSchema } from '@platewise/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import type { FailedLoginLimit } from '../../http/rate-limits'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { AccountService } from './account.service'
import { isCommonPassword } from '../auth/common-passwords'
import { presentSession } from './session.presenter'

export function accountRoutes(
  auth: AuthService,
  account: AccountService,
  failedLogins: FailedLoginLimit,
) {
  return async function routes(app: FastifyInstance) {
    const signedIn = requireUser(auth)
    // a route that takes the password is a place to guess it: the failed-login limit holds there too
    const signedInAndNotGuessing = async (request: FastifyRequest, reply: FastifyReply) => {
      await signedIn(request, reply)
      await failedLogins.check(request, reply)
    }
    const confirmsPassword = {
      preHandler: signedInAndNotGuessing,
      onError: failedLogins.countFailure,
    }

    route(app, contract.sessions, { preHandler: signedIn }, async (request) => {
      const sessions = await auth.sessionsOf(userOf(request).id, request.bearerToken!)
      return { sessions: sessions.map(({ row, current }) => presentSession(row, current)) }
    })
    route(app, contract.revokeOtherSessions, { preHandler: signedIn }, async (request) => ({
      revoked: await auth.revokeOtherSessions(userOf(request).id, request.bearerToken!),
    }))
    route(app, contract.revokeSession, { preHandler: signedIn }, async (request) => {
      await auth.revokeSessionById(userOf(request).id, request.params.id)
      return null
    })
    route(
      app,
      contract.changePassword,
      { ...confirmsPassword, body: createChangePasswordSchema(isCommonPassword) },
      async (request) => {
        await auth.changePassword(userOf(request), request.bearerToken!, request.body)
        return null
      },
    )
    route(app, contract.deleteAccount, confirmsPassword, async (request) => {
      await account.deleteAccount(userOf(request), request.body, request.log)
      return null
    })
  }
}
