import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { expect } from 'vitest'
import { createPglite } from '../db/create-pglite'
import { dropTestDatabase } from './database-template'

// For tests of one migration: a blank database (PGlite, or PostgreSQL when
// PLATEWISE_TEST_DB=postgres), migrated up to just before the migration, given
// the rows of that time, then migrated to the end.

export const migrations = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
)

/** The migrations folder as it was before `tag`: the same files, a journal that stops short. */
export function migrationsBefore(tag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-migrations-'))
  fs.cpSync(migrations, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[]
  }
  const index = journal.entries.findIndex((entry) => entry.tag.startsWith(tag))
  expect(index, tag).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, index)
  fs.writeFileSync(journalFile, JSON.stringify(journal))
  return folder
}

export interface Blank {
  query<T>(text: string, params?: unknown[]): Promise<T[]>
  migrate(folder: string): Promise<void>
  close(): Promise<void>
}

export async function openBlankDatabase(): Promise<Blank> {
  const serverUrl = process.env.DATABASE_URL
  if (process.env.PLATEWISE_TEST_DB !== 'postgres' || !serverUrl) {
    const client = await createPglite()
    const db = drizzlePglite(client)
    return {
      query: async (text, params) => (await client.query(text, params)).rows as never,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    }
  }
  const name = `platewise_migration_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 })
  const db = drizzlePostgres(pool)
  return {
    query: async (text, params) => (await pool.query(text, params)).rows as never,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    async close() {
      await pool.end()
      await admin.end()
      await dropTestDatabase(serverUrl, name)
    },
  }
}
