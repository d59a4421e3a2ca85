import { foodRoutes as contract } from '@platewise/core'
import { searchFoodChoices } from '@platewise/nutrition'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import { requireUser, userOf } from '../../http/authenticate'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import { recentFoodIds } from './recent-foods.queries'

/** GET /api/foods/search: the whole food table, for 'Change food'. */
export function foodsRoutes(auth: AuthService, db: Database) {
  return async function routes(app: FastifyInstance) {
    route(app, contract.search, { preHandler: requireUser(auth) }, async (request) => {
      const { q, limit, offset } = request.query
      const recentIds = await recentFoodIds(db, userOf(request).id)
      return searchFoodChoices(q, { limit, offset, recentIds })
    })
  }
}
