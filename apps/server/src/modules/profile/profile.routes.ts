import { profileRoutes as contract } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { ProfileService } from './profile.service'

export function profileRoutes(auth: AuthService, profiles: ProfileService) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(app, contract.health, signedIn, () => ({ status: 'ok' as const }))
    route(app, contract.get, signedIn, (request) => profiles.get(userOf(request).id))
    route(app, contract.save, signedIn, async (request) => {
      const { response } = await profiles.save(userOf(request).id, request.body, request.log)
      return response
    })
    route(app, contract.create, signedIn, async (request, reply) => {
      const { created, response } = await profiles.save(
        userOf(request).id,
        request.body,
        request.log,
      )
      reply.code(created ? 201 : 200)
      return response
    })
  }
}
