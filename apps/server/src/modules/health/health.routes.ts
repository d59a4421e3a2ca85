import { healthRoutes as contract } from '@platewise/core'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import { route } from '../../http/route'

export function healthRoutes(db: Database) {
  return async function routes(app: FastifyInstance) {
    route(app, contract.health, { config: { rateLimit: false } }, async () => {
      // a round trip proves the database answers, not just the process
      await db.execute(sql`select 1`)
      return { status: 'ok' as const, database: 'ok' as const }
    })
  }
}
