import { weightRoutes as contract } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { WeightsService } from './weights.service'

export function weightsRoutes(auth: AuthService, weights: WeightsService) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(app, contract.list, signedIn, async (request) => ({
      weights: await weights.list(userOf(request).id, request.query.from, request.query.to),
    }))
    route(app, contract.save, signedIn, async (request, reply) => {
      const saved = await weights.save(userOf(request).id, request.body)
      reply.code(saved.created ? 201 : 200)
      return { weight: saved.weight, profile_weight_updated: saved.profileUpdated }
    })
    route(app, contract.remove, signedIn, async (request) => {
      await weights.remove(userOf(request).id, request.params.date)
      return null
    })
  }
}
