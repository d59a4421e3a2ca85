import { accountRoutes as contract, createChangePasswordSchema } from '@platewise/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import type { Config } from '../../config'
import { exportRateLimit, type FailedLoginLimit } from '../../http/rate-limits'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { AccountService } from './account.service'
import { isCommonPassword } from '../auth/common-passwords'
import { presentSession } from './session.presenter'

export function accountRoutes(
  auth: AuthService,
  account: AccountService,
  failedLogins: FailedLoginLimit,
  config: Config,
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
    route(app, contract.preferences, { preHandler: signedIn }, (request) =>
      account.preferences(userOf(request).id),
    )
    route(app, contract.updatePreferences, { preHandler: signedIn }, (request) =>
      account.updatePreferences(userOf(request).id, request.body),
    )
    route(
      app,
      contract.changePassword,
      { ...confirmsPassword, body: createChangePasswordSchema(isCommonPassword) },
      async (request) => {
        await auth.changePassword(userOf(request).id, request.bearerToken!, request.body)
        return null
      },
    )
    route(app, contract.deleteAccount, confirmsPassword, async (request) => {
      await account.deleteAccount(userOf(request).id, request.body, request.log)
      return null
    })
    const downloadable = { preHandler: signedIn, config: { rateLimit: exportRateLimit(config) } }
    route(app, contract.export, downloadable, async (request, reply) => {
      reply.header('content-disposition', attachment('json'))
      return account.exportAll(userOf(request).id)
    })
    route(app, contract.exportMealsCsv, downloadable, async (request, reply) => {
      const csv = await account.mealsCsv(userOf(request).id)
      reply.header('content-type', 'text/csv; charset=utf-8')
      reply.header('content-disposition', attachment('csv', 'meals'))
      // the document as it is, not as a JSON string
      reply.serializer((payload: unknown) => String(payload))
      return csv
    })
  }
}

const attachment = (extension: string, part = 'data') =>
  `attachment; filename="platewise-${part}-${new Date().toISOString().slice(0, 10)}.${extension}"`
