import { analyzeMeal } from '@platewise/nutrition'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../http/authenticate'
import type { AuthService } from '../auth/auth.service'

export const DESCRIPTION_MAX_LENGTH = 1_000

const analyzeBody = z.object({
  description: z
    .string({ error: 'Please enter a meal description' })
    .trim()
    .min(1, { error: 'Please enter a meal description' })
    .max(DESCRIPTION_MAX_LENGTH, {
      error: `Please keep the description under ${DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters`,
    }),
})

/** POST /api/nutrition/analyze: what "Add Meal Using AI" would log, without saving it. */
export function nutritionRoutes(auth: AuthService) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    app.post(
      '/api/nutrition/analyze',
      {
        preHandler: requireUser(auth),
        schema: { tags: ['nutrition'], security: [{ bearer: [] }], body: analyzeBody },
      },
      async (request) => analyzeMeal(request.body.description),
    )
  }
}
