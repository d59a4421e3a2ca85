import { authRoutes as contract } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { requireUser } from '../../http/authenticate'
import { route } from '../../http/route'
import { loginRateLimit, registerRateLimit } from '../../http/rate-limits'
import type { AuthService } from './auth.service'

export function authRoutes(auth: AuthService, config: Config) {
  return async function routes(app: FastifyInstance) {
    route(app, contract.health, {}, () => ({ status: 'ok' as const }))
    route(app, contract.register, { config: { rateLimit: registerRateLimit(config) } }, (request) =>
      auth.register(request.body),
    )
    route(app, contract.login, { config: { rateLimit: loginRateLimit(config) } }, (request) =>
      auth.login(request.body),
    )
    route(app, contract.logout, { preHandler: requireUser(auth) }, async (request) => {
      await auth.logout(request.bearerToken!)
      return null
    })
  }
}
