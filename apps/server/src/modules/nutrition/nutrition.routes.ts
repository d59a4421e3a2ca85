import { nutritionRoutes as contract } from '@platewise/core'
import { analyzeMeal } from '@platewise/nutrition'
import type { FastifyInstance } from 'fastify'
import { requireUser } from '../../http/authenticate'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'

/** POST /api/nutrition/analyze: what "Add Meal Using AI" would log, without saving it. */
export function nutritionRoutes(auth: AuthService) {
  return async function routes(app: FastifyInstance) {
    route(app, contract.analyze, { preHandler: requireUser(auth) }, (request) =>
      analyzeMeal(request.body.description),
    )
  }
}
