import { nutritionRoutes as contract } from '@platewise/core'
import { analyzeMeal } from '@platewise/nutrition'
import type { FastifyInstance } from 'fastify'
import { requireUser } from '../../http/authenticate'
import { route } from '../../http/route'
import type { FoodRegionOf } from '../account/food-region'
import type { AuthService } from '../auth/auth.service'
import { refuseDescriptionPastLimits } from '../meals/meal-limits'

/** POST /api/nutrition/analyze: what "Add Meal Using AI" would log, without saving it. */
export function nutritionRoutes(auth: AuthService, foodRegionOf: FoodRegionOf) {
  return async function routes(app: FastifyInstance) {
    route(app, contract.analyze, { preHandler: requireUser(auth) }, async (request) => {
      const region = await foodRegionOf(request)
      const analysis = analyzeMeal(request.body.description, { region })
      // what would be refused when logged is refused here too, with the same words
      refuseDescriptionPastLimits(analysis)
      return analysis
    })
  }
}
