import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client'
import { verifyPassword } from '../../apps/server/src/modules/auth/passwords'
import { findUserByEmail } from '../../apps/server/src/modules/auth/auth.queries'
import { BENCH_PASSWORD, benchEmail, FEED_USER_ID } from './bench-data'
import { seedBench } from './seed-bench'
import { countWrongCounters, fingerprint } from './seed-checks'
import { SEED_SIZES } from './seed-sizes'

const tiny = SEED_SIZES.tiny

describe('the bench data generator', () => {
  let first: DatabaseHandle

  // (a fresh embedded database and its tiny seed took over a minute in CI, beside four browsers)
  beforeAll(async () => {
    first = await openDatabase({})
    await seedBench(first.db, tiny)
  }, 180_000)

  afterAll(async () => {
    await first?.close()
  })

  it('loads the people and posts of its size, each counter equal to the rows it counts', async () => {
    const wrong = await countWrongCounters(first.db)
    expect(Object.values(wrong).every((count) => count === 0)).toBe(true)
    const feedUser = await findUserByEmail(first.db, benchEmail(FEED_USER_ID))
    // 49: everyone else, as the tiny size has fewer than 200 other people
    expect(feedUser?.followingCount).toBe(tiny.users - 1)
  })

  it('gives every bench user a real argon2id hash of the bench password', async () => {
    const user = await findUserByEmail(first.db, benchEmail(tiny.users))
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(user?.passwordHash, BENCH_PASSWORD)).toBe(true)
  })

  it('refuses a database with people in it unless told to reset it', async () => {
    await expect(seedBench(first.db, tiny)).rejects.toThrow(/--reset/)
  })

  it('writes the same data on every run', async () => {
    const before = await fingerprint(first.db)
    await seedBench(first.db, tiny, { reset: true })
    expect(await fingerprint(first.db)).toEqual(before)
  })
})
