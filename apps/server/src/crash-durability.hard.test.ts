import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCK_FILE } from './db/data-dir-lock'
import {
  callApi,
  createPostgresDatabase,
  processState,
  startServerProcess,
  startUnreapedServerProcess,
  type ServerProcess,
  type ServerStore,
} from './test/server-process'
import { onboardedProfile } from './test/test-app'

// Issue 15: kill -9 the server while 200 meals are being written at once,
// start it again on the same data, and find every meal it acknowledged. A 2xx
// is a promise that the meal is kept; a crash right after it must not break it.
// Runs on PGlite (a data directory) and, when DATABASE_URL names a PostgreSQL
// server, on a fresh database there (created here and dropped after).

const MEALS_PER_ROUND = 200
// the crash comes once this many answers are in: the rest are still in flight
const KILL_AFTER_ANSWERS = 40
// each round is one crash; the server restarted after it plays the next round
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3)

const account = {
  first_name: 'Crash',
  last_name: 'Tester',
  username: 'crash_tester',
  email: 'crash.tester@example.com',
  password: 'analytical-engine',
}

/** The meal number `n` of a round: every value says which meal it is. */
function mealOf(round: number, n: number) {
  return {
    meal_date: `2026-11-${String(round + 1).padStart(2, '0')}`,
    meal_type: 'lunch',
    description: `Crash round ${round} meal ${n}`,
    calories: 1000 + n,
    protein: n,
    carbs: 2 * n,
    fat: n % 50,
    fiber: 1,
    // one decimal is kept for sugar and sodium (the rest are whole numbers)
    sugar: n / 10,
    sodium: n + 0.5,
  }
}

interface Acknowledged {
  id: number
  round: number
  n: number
}

interface StoredMeal {
  id: number
  description: string
  calories: number
  protein: number
  carbs: number
  fat: number
  sugar: number
  sodium: number
}

/**
 * Fires the round's meals all at once and kill -9s the server as soon as
 * KILL_AFTER_ANSWERS answers have arrived. Returns the meals it acknowledged
 * (2xx with an id) and how many requests were cut off.
 */
async function writeMealsAndCrash(server: ServerProcess, token: string, round: number) {
  let answered = 0
  let crashed: Promise<void> | undefined
  const requests = Array.from({ length: MEALS_PER_ROUND }, (_, n) =>
    callApi<{ id: number }>(server.url, 'POST', '/api/meals', { token, json: mealOf(round, n) })
      .then((answer) => ({ n, answer }))
      .finally(() => {
        answered += 1
        if (answered === KILL_AFTER_ANSWERS) crashed = server.crash()
      }),
  )
  const outcomes = await Promise.allSettled(requests)
  await crashed
  const acknowledged: Acknowledged[] = []
  const refused: string[] = []
  let cutOff = 0
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') {
      cutOff += 1
      continue
    }
    const { n, answer } = outcome.value
    if (answer.status >= 200 && answer.status < 300) {
      acknowledged.push({ id: answer.body.id, round, n })
    } else {
      refused.push(`${answer.status} ${JSON.stringify(answer.body)}`)
    }
  }
  return { acknowledged, refused, cutOff }
}

/**
 * Reads each round's day with the token from before the crashes: the account,
 * its session and its profile were acknowledged too, and must have survived.
 */
async function mealsAfterRestart(server: ServerProcess, token: string, rounds: number) {
  const stored = new Map<number, StoredMeal>()
  for (let round = 0; round < rounds; round += 1) {
    const day = await callApi<{ meals: StoredMeal[] }>(
      server.url,
      'GET',
      `/api/meals?date=${mealOf(round, 0).meal_date}`,
      { token },
    )
    expect(day.status, `reading the meals after the crash: ${JSON.stringify(day.body)}`).toBe(200)
    for (const meal of day.body.meals) stored.set(meal.id, meal)
  }
  const profile = await callApi(server.url, 'GET', '/api/profile', { token })
  expect(
    profile.status,
    `reading the profile after the crash: ${JSON.stringify(profile.body)}`,
  ).toBe(200)
  return stored
}

function expectEveryAcknowledgedMeal(
  acknowledged: Acknowledged[],
  stored: Map<number, StoredMeal>,
) {
  const missing = acknowledged.filter((meal) => !stored.has(meal.id))
  expect(missing, `acknowledged meals lost in the crash: ${JSON.stringify(missing)}`).toEqual([])
  for (const { id, round, n } of acknowledged) {
    const sent = mealOf(round, n)
    expect(stored.get(id)).toMatchObject({
      description: sent.description,
      calories: sent.calories,
      protein: sent.protein,
      carbs: sent.carbs,
      fat: sent.fat,
      sugar: sent.sugar,
      sodium: sent.sodium,
    })
  }
}

async function crashAndRecover(store: ServerStore) {
  let server = await startServerProcess(store)
  try {
    const registered = await callApi<{ token: string }>(server.url, 'POST', '/api/auth/register', {
      json: account,
    })
    expect(registered.status, JSON.stringify(registered.body)).toBe(201)
    const token = registered.body.token
    const created = await callApi(server.url, 'POST', '/api/profile/create', {
      token,
      json: onboardedProfile,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    const acknowledged: Acknowledged[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const result = await writeMealsAndCrash(server, token, round)
      expect(result.refused, 'no meal may be refused before the crash').toEqual([])
      // the crash must have come while meals were still being written
      expect(result.cutOff).toBeGreaterThan(0)
      expect(result.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS)
      acknowledged.push(...result.acknowledged)

      server = await startServerProcess(store)
      const stored = await mealsAfterRestart(server, token, round + 1)
      expectEveryAcknowledgedMeal(acknowledged, stored)
      // a meal cut off may or may not have been kept, but none appears twice or from nowhere
      const sentDescriptions = new Set(
        Array.from({ length: round + 1 }, (_, r) =>
          Array.from({ length: MEALS_PER_ROUND }, (_, n) => mealOf(r, n).description),
        ).flat(),
      )
      const descriptions = [...stored.values()].map((meal) => meal.description)
      expect(new Set(descriptions).size).toBe(descriptions.length)
      expect(descriptions.filter((text) => !sentDescriptions.has(text))).toEqual([])
      console.log(
        `${store.kind} round ${round + 1}: ${result.acknowledged.length} acknowledged, ` +
          `${result.cutOff} cut off, ${stored.size} stored in all, ${acknowledged.length} acknowledged in all`,
      )
    }
  } finally {
    await server.stop()
  }
}

describe('kill -9 while meals are being written', () => {
  it('keeps every acknowledged meal on the embedded database (PGlite)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-crash-'))
    try {
      await crashAndRecover({ kind: 'pglite', dataDir })
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  const serverUrl = process.env.DATABASE_URL
  it.skipIf(!serverUrl)('keeps every acknowledged meal on PostgreSQL', async () => {
    const database = await createPostgresDatabase(serverUrl!)
    try {
      await crashAndRecover({ kind: 'postgres', url: database.url })
    } finally {
      await database.drop()
    }
  })
})

// Issue 24: a restart right after kill -9 was refused for seconds ("Another
// Platewise server is already using ..."), because the DATA_DIR lock took the
// killed server, a zombie until its parent collected it, for a live one.
describe('a restart right after kill -9 (embedded database)', () => {
  const lockHolder = (dataDir: string) =>
    (JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }).pid

  it('starts at once, three times in a row, while each killed server is still an unreaped zombie, and still refuses a second live server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-restart-'))
    const store: ServerStore = { kind: 'pglite', dataDir }
    let server = await startUnreapedServerProcess(store)
    try {
      const registered = await callApi<{ token: string }>(
        server.url,
        'POST',
        '/api/auth/register',
        { json: account },
      )
      expect(registered.status, JSON.stringify(registered.body)).toBe(201)

      for (let round = 1; round <= 3; round += 1) {
        // the lock names the process that serves and holds the database, not a parent of it
        expect(lockHolder(dataDir)).toBe(server.pid)
        const killed = server
        await killed.crash()
        expect(processState(killed.pid), 'the killed server is a zombie nobody has collected').toBe(
          'Z',
        )
        await expect(fetch(`${killed.url}/api/health`)).rejects.toThrow()

        server = await startUnreapedServerProcess(store)
        expect(
          processState(killed.pid),
          `round ${round}: still a zombie once the new server runs`,
        ).toBe('Z')
        expect(lockHolder(dataDir)).toBe(server.pid)
        // the account from before the crashes is there, and its session still works
        const sessions = await callApi(server.url, 'GET', '/api/account/sessions', {
          token: registered.body.token,
        })
        expect(sessions.status, JSON.stringify(sessions.body)).toBe(200)
        await killed.stop()
      }

      // and two live servers are still one too many
      await expect(startServerProcess(store)).rejects.toThrow(
        `Another Platewise server is already using ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
      )
      expect((await callApi(server.url, 'GET', '/api/health')).status).toBe(200)
      expect(lockHolder(dataDir)).toBe(server.pid)
    } finally {
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
