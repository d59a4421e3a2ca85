import {
  authRoutes as contract,
  createPasswordResetConfirmSchema,
  createRegistrationPayloadSchema,
} from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { requireUser } from '../../http/authenticate'
import { route } from '../../http/route'
import {
  type FailedLoginLimit,
  loginRateLimit,
  passwordResetEmailLimit,
  passwordResetRateLimit,
  registerRateLimit,
} from '../../http/rate-limits'
import type { AuthService } from './auth.service'
import { isCommonPassword } from './common-passwords'
import type { PasswordResetService } from './password-reset.service'

export function authRoutes(
  auth: AuthService,
  config: Config,
  failedLogins: FailedLoginLimit,
  passwordReset: PasswordResetService,
) {
  return async function routes(app: FastifyInstance) {
    route(app, contract.health, {}, () => ({ status: 'ok' as const }))
    route(
      app,
      contract.register,
      {
        config: { rateLimit: registerRateLimit(config) },
        body: createRegistrationPayloadSchema(isCommonPassword),
      },
      (request) => auth.register(request.body, request.headers['user-agent']),
    )
    route(
      app,
      contract.login,
      {
        config: { rateLimit: loginRateLimit(config) },
        preHandler: failedLogins.check,
        onError: failedLogins.countFailure,
      },
      (request) => auth.login(request.body, request.headers['user-agent']),
    )
    route(app, contract.logout, { preHandler: requireUser(auth) }, async (request) => {
      await auth.logout(request.bearerToken!)
      return null
    })

    route(app, contract.passwordResetAvailability, {}, () => ({
      available: passwordReset.available,
    }))
    route(
      app,
      contract.requestPasswordReset,
      {
        config: { rateLimit: passwordResetRateLimit(config) },
        preHandler: passwordResetEmailLimit(app, config),
      },
      (request) => {
        passwordReset.request(request.body.email)
        return null
      },
    )
    route(app, contract.checkPasswordResetToken, {}, async (request) => {
      await passwordReset.check(request.body.token)
      return null
    })
    route(
      app,
      contract.confirmPasswordReset,
      { body: createPasswordResetConfirmSchema(isCommonPassword) },
      async (request) => {
        await passwordReset.confirm(request.body)
        return null
      },
    )
  }
}
