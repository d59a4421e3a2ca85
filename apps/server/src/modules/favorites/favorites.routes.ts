import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, userOf } from '../../http/authenticate'
import type { AuthService } from '../auth/auth.service'
import type { FavoritesService } from './favorites.service'

const docs = { tags: ['favorites'], security: [{ bearer: [] }] }

export function favoritesRoutes(auth: AuthService, favorites: FavoritesService) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    app.addHook('preHandler', requireUser(auth))

    app.get('/api/favorites', { schema: docs }, async (request) => ({
      favorites: await favorites.list(userOf(request).id),
    }))

    app.post('/api/favorites/from-meal', { schema: docs }, async (request, reply) =>
      reply.status(201).send(await favorites.saveFromMeal(userOf(request).id, request.body)),
    )

    app.delete(
      '/api/favorites/:id',
      { schema: { ...docs, params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        await favorites.remove(userOf(request).id, request.params.id)
        return reply.status(204).send()
      },
    )
  }
}
