import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../client'
import { isUniqueViolation } from '../pg-errors'
import { users } from '../schema'

// PGlite on disk runs on a worker thread (client.ts, worker.ts): the server's
// queries, transactions and errors must behave as they do in-process.

// One database for the file: creating one (initdb) is the slow part.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-thread-'))
let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openDatabase({ dataDir })
}, 120_000)
afterAll(async () => {
  await handle.close().catch(() => {})
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const person = (name: string) => ({
  email: `${name}@example.com`,
  username: name,
  firstName: name,
  lastName: 'Tester',
  passwordHash: 'not-a-real-hash',
})

describe('PGlite on a worker thread', () => {
  it('answers queries with the types drizzle maps: dates as Dates, numbers as numbers', async () => {
    const [inserted] = await handle.db.insert(users).values(person('ada')).returning()
    expect(inserted!.createdAt).toBeInstanceOf(Date)
    expect(inserted!.postsCount).toBe(0)
    const [found] = await handle.db.select().from(users).where(eq(users.id, inserted!.id))
    expect(found).toEqual(inserted)
  })

  it('rolls a failed transaction back and commits a good one', async () => {
    const { db } = handle
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(person('grace'))
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await db.transaction(async (tx) => {
      await tx.insert(users).values(person('linus'))
    })
    const names = await db.select({ username: users.username }).from(users)
    expect(names.map((row) => row.username)).toContain('linus')
    expect(names.map((row) => row.username)).not.toContain('grace')
  })

  it('keeps other queries out of an open transaction until it ends', async () => {
    const { db } = handle
    const [before] = await db.select({ n: count() }).from(users)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let inserted!: () => void
    const insertDone = new Promise<void>((resolve) => (inserted = resolve))
    const transaction = db.transaction(async (tx) => {
      await tx.insert(users).values(person('barbara'))
      inserted()
      await held
      throw new Error('rolled back')
    })
    await insertDone
    // sent while the transaction is open: it must neither see nor join it
    const outside = db.select({ n: count() }).from(users)
    release()
    await expect(transaction).rejects.toThrow('rolled back')
    expect((await outside)[0]!.n).toBe(before!.n)
  })

  it('reports PostgreSQL error codes, so a duplicate is a conflict and not a crash', async () => {
    const { db } = handle
    await db.insert(users).values(person('margaret'))
    const duplicate = await db
      .insert(users)
      .values({ ...person('margaret'), username: 'margaret2' })
      .catch((error: unknown) => error)
    expect(isUniqueViolation(duplicate)).toBe(true)
  })

  it('refuses queries with a readable error once closed, and keeps what was committed', async () => {
    await handle.db.insert(users).values(person('edsger'))
    const closed = handle
    await closed.close()
    const refused = (await closed.db
      .select()
      .from(users)
      .catch((error: unknown) => error)) as Error
    // drizzle names the query and keeps the driver's error as the cause
    expect(String(refused.cause)).toMatch(/The embedded database stopped/)
    handle = await openDatabase({ dataDir })
    const names = await handle.db.select({ username: users.username }).from(users)
    expect(names.map((row) => row.username)).toContain('edsger')
  }, 120_000)
})
