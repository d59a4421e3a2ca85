import type { GroupDetail, GroupSummary } from '@platewise/core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createTestApp, registerUser } from '../../test/test-app'

// Top Streaks and the best streak (§2, §9) from the members' real meals and
// goals, by the same rule as GET /api/meals/streak (docs/decisions/003-streak.md).
// A client's today is within a day of the server's UTC date (client-today.ts),
// so the clock is set to the days the tests count to.

const TODAY = '2026-11-21'
/** Midday in UTC on `day`: every time zone's today is that day, the one before or the one after. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`)

let statements = 0
let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: noonOf(TODAY) })
  harness = await createTestApp({}, { queryLogger: { logQuery: () => void (statements += 1) } })
})
afterAll(async () => {
  await harness.close()
  vi.useRealTimers()
})

type User = Awaited<ReturnType<typeof registerUser>>
type Method = 'GET' | 'POST' | 'PUT'

async function ok<T>(method: Method, url: string, as: User, payload?: object): Promise<T> {
  const response = await harness.app.inject({ method, url, headers: as.headers, payload })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.json()
}

/** Logs one meal a row: [day, calories, protein]. */
async function logMeals(as: User, meals: [string, number, number][]) {
  for (const [meal_date, calories, protein] of meals) {
    await ok('POST', '/api/meals', as, {
      meal_date,
      meal_type: 'dinner',
      description: 'Dinner',
      calories,
      protein,
    })
  }
}

const streakOf = async (as: User, today = TODAY) =>
  (await ok<{ streak: number }>('GET', `/api/meals/streak?today=${today}`, as)).streak

const top = (group: GroupDetail) =>
  group.top_streaks.map((member) => [member.first_name, member.streak])

let olga: User
let ben: User
let ana: User
let cara: User
let dev: User
let groupId: number

beforeAll(async () => {
  const person = (first_name: string) => registerUser(harness.app, { first_name })
  ;[olga, ben, ana, cara, dev] = [
    await person('Olga'),
    await person('Ben'),
    await person('Ana'),
    await person('Cara'),
    await person('Dev'),
  ]
  // Olga's own goals, 1800 kcal and 120 g: three days, then a day that met neither
  await ok('PUT', '/api/profile', olga, { daily_calories: 1800, daily_protein: 120 })
  await logMeals(olga, [
    ['2026-11-18', 1900, 100],
    ['2026-11-19', 1700, 100],
    ['2026-11-20', 1900, 130],
    ['2026-11-21', 1500, 50],
  ])
  // Ana has no profile (2000 kcal, 150 g): five days under 2000 kcal, a day without meals before
  await logMeals(ana, [
    ['2026-11-10', 2500, 100],
    ['2026-11-17', 1800, 100],
    ['2026-11-18', 1800, 100],
    ['2026-11-19', 1800, 100],
    ['2026-11-20', 1800, 100],
    ['2026-11-21', 1800, 100],
  ])
  // Cara's two meals today add up to 200 g of protein; yesterday met neither goal
  await logMeals(cara, [
    ['2026-11-20', 2500, 100],
    ['2026-11-21', 1200, 100],
    ['2026-11-21', 1300, 100],
  ])
  // Dev logged a day that met neither; Ben logged nothing
  await logMeals(dev, [['2026-11-21', 2600, 90]])

  const group = await ok<GroupDetail>('POST', '/api/groups', olga, { name: 'Streakers' })
  groupId = group.id
  for (const member of [ben, ana, cara, dev])
    await ok('POST', `/api/groups/${groupId}/join`, member)
})

describe("a group's Top Streaks", () => {
  it('shows the three longest streaks of its members as of the viewer’s day', async () => {
    const group = await ok<GroupDetail>('GET', `/api/groups/${groupId}?today=${TODAY}`, ben)
    expect(top(group)).toEqual([
      ['Ana', 5],
      ['Olga', 3],
      ['Cara', 1],
    ])
    expect(group.best_streak).toBe(5)
    expect(group.top_streaks[0]).toMatchObject({ id: ana.user.id, joined_at: expect.any(String) })
  })

  it('counts each member’s streak exactly as their own streak route does', async () => {
    const expected = [await streakOf(ana), await streakOf(olga), await streakOf(cara)]
    expect(expected).toEqual([5, 3, 1])
    expect([await streakOf(ben), await streakOf(dev)]).toEqual([0, 0])
  })

  it('counts up to the viewer’s day, within its month', async () => {
    onTestFinished(() => void vi.setSystemTime(noonOf(TODAY)))
    vi.setSystemTime(noonOf('2026-11-19'))
    const earlier = await ok<GroupDetail>('GET', `/api/groups/${groupId}?today=2026-11-19`, ben)
    // equal streaks keep the join order: Ben joined before Cara and Dev
    expect(top(earlier)).toEqual([
      ['Ana', 3],
      ['Olga', 1],
      ['Ben', 0],
    ])
    vi.setSystemTime(noonOf('2026-12-01'))
    const nextMonth = await ok<GroupDetail>('GET', `/api/groups/${groupId}?today=2026-12-01`, ben)
    expect(nextMonth.best_streak).toBe(0)
    expect(top(nextMonth)).toEqual([
      ['Olga', 0],
      ['Ben', 0],
      ['Ana', 0],
    ])
  })

  it('shows a new group’s creator, with their streak', async () => {
    const created = await ok<GroupDetail>('POST', '/api/groups', cara, { name: 'Just Me' })
    expect(created.top_streaks.map((member) => member.id)).toEqual([cara.user.id])
    const seen = await ok<GroupDetail>('GET', `/api/groups/${created.id}?today=${TODAY}`, cara)
    expect(top(seen)).toEqual([['Cara', 1]])
  })
})

describe('the best streak on the group cards', () => {
  it('is the highest streak among each group’s members', async () => {
    const small = await ok<GroupDetail>('POST', '/api/groups', dev, { name: 'Small' })
    await ok('POST', `/api/groups/${small.id}/join`, olga)
    const { groups } = await ok<{ groups: GroupSummary[] }>(
      'GET',
      `/api/groups?today=${TODAY}`,
      olga,
    )
    const best = Object.fromEntries(groups.map((group) => [group.id, group.best_streak]))
    expect(best[groupId]).toBe(5)
    expect(best[small.id]).toBe(3)
  })

  it('costs the same number of queries however many members the groups have', async () => {
    const viewer = await registerUser(harness.app)
    const cost = async () => {
      statements = 0
      await ok('GET', `/api/groups?today=${TODAY}`, viewer)
      const listed = statements
      statements = 0
      await ok('GET', `/api/groups/${groupId}?today=${TODAY}`, viewer)
      return { listed, detail: statements }
    }
    const before = await cost()
    for (let index = 0; index < 5; index += 1) {
      const joiner = await registerUser(harness.app)
      await logMeals(joiner, [[TODAY, 1500, 160]])
      await ok('POST', `/api/groups/${groupId}/join`, joiner)
      await ok('POST', '/api/groups', joiner, { name: `Another ${index}` })
    }
    expect(await cost()).toEqual(before)
    // the session, the groups, their members, the members' days and goals
    expect(before.listed).toBeLessThanOrEqual(5)
  })
})
