import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client'

export function healthRoutes(db: Database) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    app.get(
      '/api/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['health'],
          response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
        },
      },
      async () => {
        // a round trip proves the database answers, not just the process
        await db.execute(sql`select 1`)
        return { status: 'ok' as const, database: 'ok' as const }
      },
    )
  }
}
