import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm/logger'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { createPglite } from './create-pglite'
import { openPgliteThread } from './pglite-thread/client'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

// any number, the same in every instance: the key of the lock on migrating
const MIGRATION_LOCK = 7_411_902_338_504_117

/**
 * Brings PostgreSQL's schema up to date, one server at a time: instances that
 * start together (a deploy) would otherwise each apply the same migrations and
 * all but one fail. The others wait for the lock and then find nothing to do.
 */
async function migratePostgresOnce(pool: pg.Pool, db: Parameters<typeof migratePostgres>[0]) {
  const holder = await pool.connect()
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePostgres(db, { migrationsFolder })
  } finally {
    // closing the connection ends its session, and the session's lock with it
    holder.release(true)
  }
}

/**
 * Opens the database and brings its schema up to date. With a URL it talks to a
 * PostgreSQL server; otherwise it runs PGlite, on disk under `dataDir` (on a
 * worker thread) or in memory when no directory is given (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  /** Sees every statement (tests count a page's queries with it) */
  logger?: Logger
  /**
   * PGlite on disk runs on its own thread unless this is false, so the
   * database's work does not hold up HTTP; in memory (tests) it runs in-process.
   */
  thread?: boolean
  /** In memory only: start as a copy of this dump of a PGlite data directory (tests) */
  copyOf?: Blob
}): Promise<DatabaseHandle> {
  const { logger } = options
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzlePostgres(pool, { schema, logger })
    await migratePostgresOnce(pool, db)
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }
  if (options.dataDir && options.thread !== false) {
    const thread = await openPgliteThread(options.dataDir)
    const db = drizzlePglite({ client: thread.client as unknown as PGlite, schema, logger })
    await migratePglite(db, { migrationsFolder })
    return { db: db as unknown as Database, kind: 'pglite', close: thread.close }
  }
  const client = await createPglite(options.dataDir, options.copyOf)
  const db = drizzlePglite(client, { schema, logger })
  // a copy of a migrated database finds nothing to do here
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
