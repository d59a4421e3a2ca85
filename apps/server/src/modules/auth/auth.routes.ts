import { createRegistrationPayloadSchema, loginPayloadSchema } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config'
import { requireUser } from '../../http/authenticate'
import { failedLoginLimit, loginRateLimit, registerRateLimit } from '../../http/rate-limits'
import type { AuthService } from './auth.service'
import { isCommonPassword } from './common-passwords'

const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  profile_picture: z.string().nullable(),
})
const authResponseSchema = z.object({ token: z.string(), user: userSchema })

export function authRoutes(auth: AuthService, config: Config) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const failedLogins = failedLoginLimit(fastify, config)

    app.get(
      '/api/auth/health',
      { schema: { tags: ['auth'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    )

    app.post(
      '/api/auth/register',
      {
        config: { rateLimit: registerRateLimit(config) },
        schema: {
          tags: ['auth'],
          body: createRegistrationPayloadSchema(isCommonPassword),
          response: { 201: authResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await auth.register(request.body)),
    )

    app.post(
      '/api/auth/login',
      {
        config: { rateLimit: loginRateLimit(config) },
        preHandler: failedLogins.check,
        onError: failedLogins.countFailure,
        schema: { tags: ['auth'], body: loginPayloadSchema, response: { 200: authResponseSchema } },
      },
      async (request) => auth.login(request.body),
    )

    app.post(
      '/api/auth/logout',
      {
        preHandler: requireUser(auth),
        schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 204: z.null() } },
      },
      async (request, reply) => {
        await auth.logout(request.bearerToken!)
        return reply.status(204).send(null)
      },
    )
  }
}
