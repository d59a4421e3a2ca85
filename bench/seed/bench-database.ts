import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client'
import { lockDataDir } from '../../apps/server/src/db/data-dir-lock'
import type { Logger } from 'drizzle-orm/logger'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type BenchDatabaseKind = 'pglite' | 'postgres'

export interface BenchTarget {
  kind: BenchDatabaseKind
  /** PGlite: the server's DATA_DIR (the database lives in its pglite/ folder, as the server keeps it) */
  dataDir?: string
  /** PostgreSQL */
  databaseUrl?: string
}

/** Where bench data lives by default: under data/ (ignored by git), one folder per size. */
export const defaultBenchDataDir = (size: string) =>
  path.join(repoRoot, 'data', 'bench', `pglite-${size}`)

/** PGlite in `dataDir`, or PostgreSQL at the URL; DATABASE_URL picks PostgreSQL unless told otherwise. */
export function benchTarget(options: {
  db?: string
  size: string
  env?: NodeJS.ProcessEnv
}): BenchTarget {
  const env = options.env ?? process.env
  const kind = options.db ?? (env.DATABASE_URL ? 'postgres' : 'pglite')
  if (kind === 'postgres') {
    if (!env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL=postgres://…')
    return { kind, databaseUrl: env.DATABASE_URL }
  }
  if (kind !== 'pglite') throw new Error(`--db must be pglite or postgres, not ${kind}`)
  return { kind, dataDir: path.resolve(env.DATA_DIR || defaultBenchDataDir(options.size)) }
}

/**
 * Opens the target through the server's own code, so the schema is the app's
 * (its migrations run first), and holds the server's lock on a PGlite DATA_DIR
 * while open: two processes on one embedded database corrupt it.
 */
export async function openBenchDatabase(
  target: BenchTarget,
  logger?: Logger,
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openDatabase({ databaseUrl: target.databaseUrl, logger })
  const release = await lockDataDir(target.dataDir!)
  const handle = await openDatabase({ dataDir: path.join(target.dataDir!, 'pglite'), logger })
  return {
    ...handle,
    async close() {
      await handle.close()
      await release()
    },
  }
}

export const describeTarget = (target: BenchTarget) =>
  target.kind === 'postgres'
    ? `PostgreSQL at ${new URL(target.databaseUrl!).host}${new URL(target.databaseUrl!).pathname}`
    : `PGlite in ${target.dataDir}`
