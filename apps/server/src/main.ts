import path from 'node:path'
import { loadFoodTable } from '@platewise/nutrition'
import { loadConfig } from './config'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { lockDataDir } from './db/data-dir-lock'

async function main() {
  const config = loadConfig()
  const releaseLock = config.DATABASE_URL ? undefined : await lockDataDir(config.DATA_DIR)
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  })
  // PGlite's directory is locked to this process, so no other server can end a session it caches
  const app = await buildApp({ config, db: database.db, cacheSessions: database.kind === 'pglite' })
  // load the food table now, so the first "Add Meal Using AI" is as fast as the rest
  loadFoodTable()
  // Not onClose hooks: those run in reverse order, and the database must outlive
  // everything the app stops on close (requests in flight, the session sweep).
  const shutdown = async () => {
    await app.close()
    await database.close()
    await releaseLock?.()
  }

  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'shutting down')
      shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
  }

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(
    `Platewise is running on http://localhost:${config.PORT} (${database.kind} database)`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
