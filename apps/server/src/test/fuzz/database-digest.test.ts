import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema'
import { createTestApp, registerUser } from '../test-app'
import { changedTables, databaseDigest, existingIds, nextTransactionId } from './database-digest'

// The fuzz suite's claim that a refused request changed nothing is only as good
// as this digest: it must see a new row or a changed one, and must not see the
// bookkeeping that any signed-in request does.

let harness: Awaited<ReturnType<typeof createTestApp>>
let headers: Record<string, string>
let userId: number
beforeAll(async () => {
  harness = await createTestApp()
  const user = await registerUser(harness.app)
  headers = user.headers
  userId = user.user.id
})
afterAll(() => harness.close())

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  harness.app.inject({ method, url, headers, payload })

describe('the database digest of the fuzz suite', () => {
  it('names the table a new row went into', async () => {
    const before = await databaseDigest(harness.db)
    const meal = await send('POST', '/api/meals', {
      meal_date: '2026-05-01',
      meal_type: 'lunch',
      description: 'soup',
      calories: 200,
    })
    expect(meal.statusCode).toBe(201)
    expect(changedTables(before, await databaseDigest(harness.db))).toEqual(['meals (0 rows → 1)'])
    const ids = await existingIds(harness.db, userId)
    expect(ids.mine).toEqual(expect.arrayContaining([userId, meal.json().id]))
    expect(ids.all).toEqual(expect.arrayContaining(ids.mine))
  })

  it('sees a changed value in a row that was there', async () => {
    await send('POST', '/api/profile/create', { daily_calories: 2000, daily_protein: 100 })
    const before = await databaseDigest(harness.db)
    const changed = await send('PUT', '/api/profile', { daily_calories: 2100, daily_protein: 100 })
    expect(changed.statusCode).toBe(200)
    expect(changedTables(before, await databaseDigest(harness.db))).toEqual([
      'profiles (1 rows → 1)',
    ])
  })

  it('does not count when a session was last used, which any signed-in request may move', async () => {
    const before = await databaseDigest(harness.db)
    await harness.db.update(sessions).set({ lastUsedAt: new Date(Date.now() - 3_600_000) })
    expect(changedTables(before, await databaseDigest(harness.db))).toEqual([])
  })

  it('counts a session being ended', async () => {
    const before = await databaseDigest(harness.db)
    expect((await send('POST', '/api/auth/logout')).statusCode).toBe(204)
    expect(changedTables(before, await databaseDigest(harness.db))).toEqual([
      'sessions (1 rows → 0)',
    ])
  })

  // the fuzz suite skips the digest while this stays put, so it must move on every write
  it('hands out a new transaction id after any write, even one that is rolled back', async () => {
    const before = await nextTransactionId(harness.db)
    await harness.db.update(sessions).set({ lastUsedAt: new Date() })
    const afterWrite = await nextTransactionId(harness.db)
    expect(BigInt(afterWrite)).toBeGreaterThan(BigInt(before))
    await harness.db
      .transaction(async (tx) => {
        await tx.update(sessions).set({ lastUsedAt: new Date() })
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    expect(BigInt(await nextTransactionId(harness.db))).toBeGreaterThan(BigInt(afterWrite))
  })

  it.runIf(!process.env.PLATEWISE_TEST_DB)(
    'keeps the same transaction id across reads (on PGlite, which no other test file shares)',
    async () => {
      const before = await nextTransactionId(harness.db)
      await databaseDigest(harness.db)
      await existingIds(harness.db, userId)
      expect(await nextTransactionId(harness.db)).toBe(before)
    },
  )
})
