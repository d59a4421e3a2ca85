import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { dropTestDatabase } from '../test/database-template'
import { openDatabase } from './client'

// Servers that start together on one empty PostgreSQL database (a deploy of two
// instances) each bring its schema up to date; only PostgreSQL has more than one.
const serverUrl = process.env.DATABASE_URL
const onPostgres = process.env.PLATEWISE_TEST_DB === 'postgres' && Boolean(serverUrl)

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

describe.skipIf(!onPostgres)(
  'opening one new PostgreSQL database from three servers at once',
  () => {
    it('migrates it once, and every server opens it', async () => {
      const name = `platewise_migrate_${randomBytes(6).toString('hex')}`
      await withAdmin((admin) => admin.query(`create database ${name}`))
      const url = new URL(serverUrl!)
      url.pathname = `/${name}`
      try {
        const opened = await Promise.allSettled(
          [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })),
        )
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close()
        expect(opened.map((result) => result.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ])

        const check = new pg.Client({ connectionString: url.toString() })
        await check.connect()
        const applied = await check.query(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        )
        await check.end()
        const migrations = fs
          .readdirSync(new URL('./migrations', import.meta.url))
          .filter((file) => file.endsWith('.sql'))
        expect(applied.rows[0].n).toBe(migrations.length)
      } finally {
        await dropTestDatabase(serverUrl!, name)
      }
    })
  },
)
