import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite data directory */
    pgliteTemplateFile?: string
    /** A migrated database on the PostgreSQL server at DATABASE_URL, to create each test's from */
    postgresTemplate?: string
  }
}

/**
 * Vitest's global setup for the API tests: the migrations run once per test run,
 * into a template, and every test file starts from a copy of it (test-app.ts)
 * instead of migrating a database of its own. On PGlite the template is a dump
 * of a migrated data directory (a copy loads in about a second, migrating takes
 * four); on PostgreSQL it is a database that `create database … template` copies.
 */
export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<void>> = []

  const pglite = await openDatabase({})
  const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
  await pglite.close()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-template-'))
  const file = path.join(folder, 'migrated.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplateFile', file)
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }))

  const serverUrl = process.env.DATABASE_URL
  if (process.env.PLATEWISE_TEST_DB === 'postgres' && serverUrl) {
    const name = `platewise_template_${randomBytes(6).toString('hex')}`
    await adminQuery(serverUrl, `create database ${name}`)
    const template = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) })
    await template.close()
    project.provide('postgresTemplate', name)
    cleanups.push(() => adminQuery(serverUrl, `drop database if exists ${name} with (force)`))
  }

  return async () => {
    for (const cleanup of cleanups) await cleanup()
  }
}

/** DATABASE_URL with another database's name. */
export function databaseUrlFor(serverUrl: string, database: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/**
 * Drops a test database on the server at DATABASE_URL. A pool's connections are
 * still saying goodbye when its end() resolves, and forcing the drop then kills
 * them mid-close with an error nobody listens for (an unhandled 57P01 that fails
 * the run): wait for them to leave first, and force only as a last resort.
 */
export async function dropTestDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      )
      if (rows[0]?.n === 0) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await admin.query(`drop database if exists ${name} with (force)`)
  } finally {
    await admin.end()
  }
}

/** Runs one statement on the server's own database at DATABASE_URL. */
export async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
