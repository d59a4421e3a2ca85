import { MEAL_COPY_MESSAGES, MEALS_PER_COPY_MAX } from '@platewise/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changedTables, tableDigests } from '../../test/database-digest'
import { createTestApp, registerUser } from '../../test/test-app'

// 'Copy yesterday' (issue 27, beyond the spec): POST /api/meals/copy logs a
// day's meals again on another day, and POST /api/meals/remove is its undo.

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

type Headers = Record<string, string>
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  harness.app.inject({ method, url, headers, payload })

const YESTERDAY = '2026-11-19'
const TODAY = '2026-11-20'

async function logMeal(headers: Headers, meal: object) {
  const answer = await call('POST', '/api/meals', headers, { meal_date: YESTERDAY, ...meal })
  expect(answer.statusCode).toBe(201)
  return answer.json<{ id: number }>()
}

const dayOf = async (headers: Headers, date: string) =>
  (await call('GET', `/api/meals?date=${date}`, headers)).json<{
    meals: Record<string, unknown>[]
  }>().meals

/** What a person reads of a meal: everything but its id, day and times. */
const asRead = ({
  id: _id,
  mealDate: _date,
  meal_date: _d,
  createdAt: _c,
  created_at: _ca,
  ...meal
}: Record<string, unknown>) => meal

describe('POST /api/meals/copy', () => {
  it("logs yesterday's meals again on today as new meals, in their order, and leaves yesterday as it was", async () => {
    const { headers } = await registerUser(harness.app)
    await logMeal(headers, {
      meal_type: 'breakfast',
      description: 'Porridge',
      calories: 320,
      protein: 11,
    })
    await logMeal(headers, { meal_type: 'lunch', description: 'two eggs on toast' })
    await logMeal(headers, {
      meal_date: TODAY,
      meal_type: 'snack',
      description: 'Apple',
      calories: 95,
    })
    const yesterday = await dayOf(headers, YESTERDAY)

    const answer = await call('POST', '/api/meals/copy', headers, { from: YESTERDAY, to: TODAY })
    expect(answer.statusCode).toBe(201)
    const copied = answer.json<{ meals: Record<string, unknown>[] }>().meals
    expect(copied.map(asRead)).toEqual(yesterday.map(asRead))
    expect(copied.every((meal) => meal.mealDate === TODAY)).toBe(true)
    expect(copied.map((meal) => meal.id)).not.toContain(yesterday[0]!.id)
    // the analysed lunch keeps what was understood of it
    expect(copied[1]!.analysis).toEqual(yesterday[1]!.analysis)
    expect(copied[1]!.analysis).not.toBeNull()

    const today = await dayOf(headers, TODAY)
    expect(today.map((meal) => meal.description)).toEqual([
      'Apple',
      'Porridge',
      'two eggs on toast',
    ])
    expect(await dayOf(headers, YESTERDAY)).toEqual(yesterday)
  })

  it('says so when the day has no meals, and logs nothing', async () => {
    const { headers } = await registerUser(harness.app)
    const before = await tableDigests(harness.db)
    const answer = await call('POST', '/api/meals/copy', headers, { from: YESTERDAY, to: TODAY })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({
      error: MEAL_COPY_MESSAGES.nothingToCopy,
      fields: { from: MEAL_COPY_MESSAGES.nothingToCopy },
    })
    expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
  })

  it("copies only the person's own meals: another's day is a day without meals", async () => {
    const alice = await registerUser(harness.app)
    const bob = await registerUser(harness.app)
    await logMeal(alice.headers, { meal_type: 'dinner', description: 'Stew', calories: 600 })
    const answer = await call('POST', '/api/meals/copy', bob.headers, {
      from: YESTERDAY,
      to: TODAY,
    })
    expect(answer.statusCode).toBe(400)
    expect(await dayOf(bob.headers, TODAY)).toEqual([])
    expect(await dayOf(alice.headers, TODAY)).toEqual([])
  })

  it.each([
    [{ from: TODAY, to: TODAY }, { to: MEAL_COPY_MESSAGES.sameDay }],
    [{ from: '2026-02-30', to: TODAY }, { from: expect.any(String) }],
    [{ to: TODAY }, { from: 'Please choose a date for the meal' }],
  ])('refuses %j with a readable message and changes nothing', async (body, fields) => {
    const { headers } = await registerUser(harness.app)
    await logMeal(headers, { meal_type: 'lunch', description: 'Soup', calories: 250 })
    const before = await tableDigests(harness.db)
    const answer = await call('POST', '/api/meals/copy', headers, body)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().fields).toMatchObject(fields)
    expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
  })

  it('answers 401 without a token', async () => {
    const answer = await call('POST', '/api/meals/copy', {}, { from: YESTERDAY, to: TODAY })
    expect(answer.statusCode).toBe(401)
  })
})

describe('POST /api/meals/remove (the undo of a copy)', () => {
  async function copiedDay(headers: Headers) {
    await logMeal(headers, { meal_type: 'breakfast', description: 'Oats', calories: 300 })
    await logMeal(headers, { meal_type: 'dinner', description: 'Curry', calories: 700 })
    const answer = await call('POST', '/api/meals/copy', headers, { from: YESTERDAY, to: TODAY })
    return answer.json<{ meals: { id: number }[] }>().meals.map((meal) => meal.id)
  }

  it('removes exactly the copied meals', async () => {
    const { headers } = await registerUser(harness.app)
    const ids = await copiedDay(headers)
    const answer = await call('POST', '/api/meals/remove', headers, { ids })
    expect(answer.statusCode).toBe(204)
    expect(await dayOf(headers, TODAY)).toEqual([])
    expect((await dayOf(headers, YESTERDAY)).map((meal) => meal.description)).toEqual([
      'Oats',
      'Curry',
    ])
  })

  it("removes nothing when one of the meals is another person's", async () => {
    const alice = await registerUser(harness.app)
    const bob = await registerUser(harness.app)
    const [alicesMeal] = await copiedDay(alice.headers)
    const bobs = await copiedDay(bob.headers)
    const before = await tableDigests(harness.db)
    const answer = await call('POST', '/api/meals/remove', bob.headers, {
      ids: [...bobs, alicesMeal],
    })
    expect(answer.statusCode).toBe(404)
    expect(answer.json().error).toBe(MEAL_COPY_MESSAGES.notFound)
    expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
  })

  it.each([
    [{ ids: [] }, MEAL_COPY_MESSAGES.ids],
    [{ ids: ['one'] }, MEAL_COPY_MESSAGES.ids],
    [{ ids: [0] }, MEAL_COPY_MESSAGES.ids],
    [{}, MEAL_COPY_MESSAGES.ids],
    [
      { ids: Array.from({ length: MEALS_PER_COPY_MAX + 1 }, (_, i) => i + 1) },
      MEAL_COPY_MESSAGES.tooMany,
    ],
  ])('refuses %j with a readable message and changes nothing', async (body, message) => {
    const { headers } = await registerUser(harness.app)
    await copiedDay(headers)
    const before = await tableDigests(harness.db)
    const answer = await call('POST', '/api/meals/remove', headers, body)
    expect(answer.statusCode).toBe(400)
    expect(JSON.stringify(answer.json())).toContain(message)
    expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
  })
})

describe("Copy yesterday's own limit", () => {
  it('answers 429 past the copies a person may make in an hour, and writes nothing', async () => {
    const limited = await createTestApp({ MEAL_COPY_LIMIT_PER_HOUR: 2 })
    try {
      const { headers } = await registerUser(limited.app)
      const copy = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/meals/copy',
          headers,
          payload: { from: YESTERDAY, to: TODAY },
        })
      const logged = await limited.app.inject({
        method: 'POST',
        url: '/api/meals',
        headers,
        payload: { meal_date: YESTERDAY, meal_type: 'lunch', description: 'Soup', calories: 250 },
      })
      expect(logged.statusCode).toBe(201)
      expect((await copy()).statusCode).toBe(201)
      expect((await copy()).statusCode).toBe(201)
      const before = await tableDigests(limited.db)
      const refused = await copy()
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBeDefined()
      expect(refused.json().error).toMatch(/too many copies of a day/)
      expect(changedTables(before, await tableDigests(limited.db))).toEqual([])
    } finally {
      await limited.close()
    }
  })
})
