import { favoriteRoutes } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { FavoritesService } from './favorites.service'

export function favoritesRoutes(auth: AuthService, favorites: FavoritesService) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(app, favoriteRoutes.list, signedIn, async (request) => ({
      favorites: await favorites.list(userOf(request).id),
    }))
    route(app, favoriteRoutes.saveFromMeal, signedIn, (request) =>
      favorites.saveFromMeal(userOf(request).id, request.body),
    )
    route(app, favoriteRoutes.remove, signedIn, async (request) => {
      await favorites.remove(userOf(request).id, request.params.id)
      return null
    })
  }
}
