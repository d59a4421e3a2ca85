import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * PGlite as the server runs it, in-process or on its own thread: on disk under
 * `dataDir`, or in memory without one; with pg_trgm (people search). `from` is a
 * dump of another PGlite's data directory (`dumpDataDir`) to start as a copy of:
 * tests clone one migrated database instead of migrating each their own.
 */
export async function createPglite(dataDir?: string, from?: Blob) {
  const database = await PGlite.create({ dataDir, loadDataDir: from, extensions: { pg_trgm } })
  // PGlite's pages come from its own memory or the page cache, never a spinning
  // disk: a page read out of order costs about what the next page does. At
  // PostgreSQL's default of 4 the planner would rather hash every user than look
  // up a feed page's 20 authors by key (bench/README.md, "Query plans").
  await database.exec('set random_page_cost = 1.1')
  return database
}
