import { mealRoutes, todayIso } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import { mealCopyRateLimit } from '../../http/rate-limits'
import { route } from '../../http/route'
import type { Config } from '../../config'
import type { FoodRegionOf } from '../account/food-region'
import type { AuthService } from '../auth/auth.service'
import type { MealsService } from './meals.service'

export function mealsRoutes(
  config: Config,
  auth: AuthService,
  meals: MealsService,
  foodRegionOf: FoodRegionOf,
) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(app, mealRoutes.create, signedIn, (request) =>
      meals.create(userOf(request).id, request.body, () => foodRegionOf(request)),
    )
    route(app, mealRoutes.forDay, signedIn, async (request) => ({
      meals: await meals.forDay(userOf(request).id, request.query.date),
    }))
    route(app, mealRoutes.range, signedIn, async (request) => ({
      meals: await meals.forRange(userOf(request).id, request.params.start, request.params.end),
    }))
    route(app, mealRoutes.calendar, signedIn, (request) =>
      meals.calendar(userOf(request).id, request.params.year, request.params.month),
    )
    route(app, mealRoutes.streak, signedIn, async (request) => ({
      streak: await meals.streak(userOf(request).id, request.query.today ?? todayIso()),
    }))
    route(app, mealRoutes.get, signedIn, (request) =>
      meals.get(userOf(request).id, request.params.id),
    )
    route(app, mealRoutes.update, signedIn, (request) =>
      meals.update(userOf(request).id, request.params.id, request.body, () =>
        foodRegionOf(request),
      ),
    )
    route(app, mealRoutes.remove, signedIn, async (request) => {
      await meals.remove(userOf(request).id, request.params.id)
      return null
    })
    const copying = { ...signedIn, config: { rateLimit: mealCopyRateLimit(config) } }
    route(app, mealRoutes.copy, copying, async (request) => ({
      meals: await meals.copy(userOf(request).id, request.body),
    }))
    route(app, mealRoutes.removeMany, signedIn, async (request) => {
      await meals.removeMany(userOf(request).id, request.body.ids)
      return null
    })
    route(app, mealRoutes.diary, signedIn, async (request) => ({
      days: await meals.diary(userOf(request).id, request.params.start, request.params.end),
    }))
  }
}
