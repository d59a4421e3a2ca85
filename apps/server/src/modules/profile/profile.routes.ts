import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, userOf } from '../../http/authenticate'
import type { AuthService } from '../auth/auth.service'
import { parseProfilePayload, type ProfileService } from './profile.service'

const profileSchema = z.object({
  daily_calories: z.number(),
  daily_protein: z.number(),
  weight: z.number().nullable(),
  target_weight: z.number().nullable(),
  height: z.number().nullable(),
  age: z.number().nullable(),
  activity_level: z.string().nullable(),
  gender: z.string().nullable(),
  bio: z.string().nullable(),
  profile_picture: z.string().nullable(),
})
const profileResponseSchema = z.object({
  profile: profileSchema,
  hasCompletedOnboarding: z.boolean(),
})
const docs = { tags: ['profile'], security: [{ bearer: [] }] }

export function profileRoutes(auth: AuthService, profiles: ProfileService) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    app.addHook('preHandler', requireUser(auth))

    app.get(
      '/api/profile/health',
      { schema: { ...docs, response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    )

    app.get(
      '/api/profile',
      { schema: { ...docs, response: { 200: profileResponseSchema } } },
      (request) => profiles.get(userOf(request).id),
    )

    // The body is checked by parseProfilePayload rather than a route schema so
    // that a missing goal answers with the spec's one sentence (§5).
    app.put(
      '/api/profile',
      { schema: { ...docs, response: { 200: profileResponseSchema } } },
      async (request) => {
        const { response } = await profiles.save(
          userOf(request).id,
          parseProfilePayload(request.body),
        )
        return response
      },
    )

    app.post(
      '/api/profile/create',
      { schema: { ...docs, response: { 200: profileResponseSchema, 201: profileResponseSchema } } },
      async (request, reply) => {
        const { created, response } = await profiles.save(
          userOf(request).id,
          parseProfilePayload(request.body),
        )
        return reply.status(created ? 201 : 200).send(response)
      },
    )
  }
}
