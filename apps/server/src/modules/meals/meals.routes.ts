import { todayIso } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, userOf } from '../../http/authenticate'
import type { AuthService } from '../auth/auth.service'
import type { MealsService } from './meals.service'

const docs = { tags: ['meals'], security: [{ bearer: [] }] }
const idParams = z.object({ id: z.string() })
const rangeParams = z.object({ start: z.string(), end: z.string() })
const calendarParams = z.object({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int({ error: 'Year must be a whole number' })
    .min(1970, { error: 'Year must be 1970 or later' })
    .max(2200, { error: 'Year must be 2200 or earlier' }),
  month: z.coerce
    .number({ error: 'Month must be a number from 1 to 12' })
    .int({ error: 'Month must be a number from 1 to 12' })
    .min(1, { error: 'Month must be a number from 1 to 12' })
    .max(12, { error: 'Month must be a number from 1 to 12' }),
})

// Meal bodies are parsed by the service with the core schemas, which carry the
// spec's messages and accept both spellings of meal_date and meal_type.
export function mealsRoutes(auth: AuthService, meals: MealsService) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    app.addHook('preHandler', requireUser(auth))

    app.post('/api/meals', { schema: docs }, async (request, reply) =>
      reply.status(201).send(await meals.create(userOf(request).id, request.body)),
    )

    app.get(
      '/api/meals',
      {
        schema: {
          ...docs,
          querystring: z.object({ date: z.string({ error: 'Please give a date.' }) }),
        },
      },
      async (request) => ({ meals: await meals.forDay(userOf(request).id, request.query.date) }),
    )

    app.get(
      '/api/meals/range/:start/:end',
      { schema: { ...docs, params: rangeParams } },
      async (request) => ({
        meals: await meals.forRange(userOf(request).id, request.params.start, request.params.end),
      }),
    )

    app.get(
      '/api/meals/calendar/:year/:month',
      { schema: { ...docs, params: calendarParams } },
      (request) => meals.calendar(userOf(request).id, request.params.year, request.params.month),
    )

    // The server cannot know the user's time zone, so the client says which day is today.
    app.get(
      '/api/meals/streak',
      { schema: { ...docs, querystring: z.object({ today: z.string().optional() }) } },
      async (request) => ({
        streak: await meals.streak(userOf(request).id, request.query.today ?? todayIso()),
      }),
    )

    app.get('/api/meals/:id', { schema: { ...docs, params: idParams } }, (request) =>
      meals.get(userOf(request).id, request.params.id),
    )

    app.put('/api/meals/:id', { schema: { ...docs, params: idParams } }, (request) =>
      meals.update(userOf(request).id, request.params.id, request.body),
    )

    app.delete(
      '/api/meals/:id',
      { schema: { ...docs, params: idParams } },
      async (request, reply) => {
        await meals.remove(userOf(request).id, request.params.id)
        return reply.status(204).send()
      },
    )

    app.get(
      '/api/diary/:start/:end',
      { schema: { ...docs, params: rangeParams } },
      async (request) => ({
        days: await meals.diary(userOf(request).id, request.params.start, request.params.end),
      }),
    )
  }
}
