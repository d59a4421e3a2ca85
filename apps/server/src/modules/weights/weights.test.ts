import {
  addDays,
  CLIENT_TODAY_MESSAGE,
  rangeMessage,
  utcTodayIso,
  WEIGHT_MESSAGES,
} from '@platewise/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changedTables, tableDigests } from '../../test/database-digest'
import { createTestApp, onboardedProfile, registerUser } from '../../test/test-app'

// The weight log (issue 27, part 3): GET, POST and DELETE /api/weights, one
// weight per person per day; today's is the profile's weight as well.

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

type Headers = Record<string, string>
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => harness.app.inject({ method, url, headers, payload })

const TODAY = utcTodayIso()
const day = (offset: number) => addDays(TODAY, offset)

async function onboarded() {
  const person = await registerUser(harness.app)
  expect(
    (await call('POST', '/api/profile/create', person.headers, onboardedProfile)).statusCode,
  ).toBe(201)
  return person
}

const log = (headers: Headers, date: string, weight: number | string) =>
  call('POST', '/api/weights', headers, { date, weight, today: TODAY })

const weightsOf = async (headers: Headers, from = day(-30), to = TODAY) => {
  const answer = await call('GET', `/api/weights?from=${from}&to=${to}`, headers)
  expect(answer.statusCode).toBe(200)
  return answer.json<{ weights: { date: string; weight: number }[] }>().weights
}

const profileWeight = async (headers: Headers) =>
  (await call('GET', '/api/profile', headers)).json<{ profile: { weight: number } }>().profile
    .weight

describe('/api/weights', () => {
  it('logs weights on past days and lists them oldest first, within the range asked', async () => {
    const { headers } = await onboarded()
    expect((await log(headers, day(-3), 178.4)).statusCode).toBe(201)
    const answer = await log(headers, day(-10), '179.2')
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toEqual({
      weight: { date: day(-10), weight: 179.2 },
      profile_weight_updated: false,
    })
    expect(await weightsOf(headers)).toEqual([
      { date: day(-10), weight: 179.2 },
      { date: day(-3), weight: 178.4 },
    ])
    expect(await weightsOf(headers, day(-5), TODAY)).toEqual([{ date: day(-3), weight: 178.4 }])
    // a past day leaves the profile's weight alone
    expect(await profileWeight(headers)).toBe(onboardedProfile.weight)
  })

  it("replaces the day's weight rather than adding a second one", async () => {
    const { headers } = await onboarded()
    await log(headers, day(-2), 177)
    const again = await log(headers, day(-2), 176.5)
    expect(again.statusCode).toBe(200)
    expect(await weightsOf(headers)).toEqual([{ date: day(-2), weight: 176.5 }])
  })

  it("makes today's weight the profile's weight, and changes no goal", async () => {
    const { headers } = await onboarded()
    const answer = await log(headers, TODAY, 175.5)
    expect(answer.statusCode).toBe(201)
    expect(answer.json().profile_weight_updated).toBe(true)
    const { profile } = (await call('GET', '/api/profile', headers)).json()
    expect(profile).toMatchObject({
      weight: 175.5,
      daily_calories: onboardedProfile.daily_calories,
      daily_protein: onboardedProfile.daily_protein,
      target_weight: onboardedProfile.target_weight,
    })
  })

  it("takes the person's today from the body's today, and the server's UTC date without it", async () => {
    const { headers } = await onboarded()
    // the day before the UTC date is today somewhere: there it is the profile's weight
    const behind = await call('POST', '/api/weights', headers, {
      date: day(-1),
      weight: 174,
      today: day(-1),
    })
    expect(behind.json().profile_weight_updated).toBe(true)
    const plain = await call('POST', '/api/weights', headers, { date: TODAY, weight: 173 })
    expect(plain.json().profile_weight_updated).toBe(true)
    expect(await profileWeight(headers)).toBe(173)
  })

  it('logs a weight before onboarding without making a profile', async () => {
    const { headers } = await registerUser(harness.app)
    const answer = await log(headers, TODAY, 170)
    expect(answer.statusCode).toBe(201)
    expect(answer.json().profile_weight_updated).toBe(false)
    expect((await call('GET', '/api/profile', headers)).statusCode).toBe(404)
  })

  it.each([
    ['a future day', { date: day(1), weight: 170 }, { date: WEIGHT_MESSAGES.future }],
    ['no date', { weight: 170 }, { date: WEIGHT_MESSAGES.dateRequired }],
    [
      'a date that does not exist',
      { date: '2026-02-30', weight: 170 },
      { date: 'Please enter a real date (YYYY-MM-DD)' },
    ],
    ['no weight', { date: TODAY }, { weight: WEIGHT_MESSAGES.weightRequired }],
    ['a weight below the range', { date: TODAY, weight: 40 }, { weight: rangeMessage('weight') }],
    ['a weight above the range', { date: TODAY, weight: 700 }, { weight: rangeMessage('weight') }],
    [
      'a weight that is not a number',
      { date: TODAY, weight: 'heavy' },
      { weight: WEIGHT_MESSAGES.weightNumber },
    ],
  ])('refuses %s with a readable message and changes nothing', async (_, body, fields) => {
    const { headers } = await onboarded()
    const before = await tableDigests(harness.db)
    const answer = await call('POST', '/api/weights', headers, { ...body, today: TODAY })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().fields).toMatchObject(fields)
    expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
  })

  it('refuses a today that is nobody’s today, and a day after the latest today without one', async () => {
    const { headers } = await onboarded()
    const far = await call('POST', '/api/weights', headers, {
      date: day(5),
      weight: 170,
      today: day(5),
    })
    expect(far.statusCode).toBe(400)
    expect(far.json().fields).toEqual({ today: CLIENT_TODAY_MESSAGE })
    const afterTomorrow = await call('POST', '/api/weights', headers, { date: day(2), weight: 170 })
    expect(afterTomorrow.statusCode).toBe(400)
    expect(afterTomorrow.json().error).toBe(WEIGHT_MESSAGES.future)
    expect(await weightsOf(headers, day(-1), day(5))).toEqual([])
  })

  it('refuses a range out of order or longer than a year and a day', async () => {
    const { headers } = await onboarded()
    const backwards = await call('GET', `/api/weights?from=${TODAY}&to=${day(-1)}`, headers)
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().fields).toMatchObject({ to: WEIGHT_MESSAGES.order })
    const long = await call('GET', `/api/weights?from=${day(-366)}&to=${TODAY}`, headers)
    expect(long.json().fields).toMatchObject({ to: WEIGHT_MESSAGES.length })
    expect(
      (await call('GET', `/api/weights?from=${day(-365)}&to=${TODAY}`, headers)).statusCode,
    ).toBe(200)
    expect((await call('GET', `/api/weights?from=${TODAY}`, headers)).statusCode).toBe(400)
  })

  it("deletes a day's weight, and answers 404 for a day without one", async () => {
    const { headers } = await onboarded()
    await log(headers, day(-4), 180)
    await log(headers, day(-1), 179)
    expect((await call('DELETE', `/api/weights/${day(-4)}`, headers)).statusCode).toBe(204)
    expect(await weightsOf(headers)).toEqual([{ date: day(-1), weight: 179 }])
    const again = await call('DELETE', `/api/weights/${day(-4)}`, headers)
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toBe(WEIGHT_MESSAGES.notFound)
    expect((await call('DELETE', '/api/weights/someday', headers)).statusCode).toBe(400)
  })

  it("keeps each person's weights their own", async () => {
    const maya = await onboarded()
    const sam = await onboarded()
    await log(maya.headers, day(-2), 150)
    await log(sam.headers, day(-2), 200)
    expect(await weightsOf(maya.headers)).toEqual([{ date: day(-2), weight: 150 }])
    // Sam's delete of the same day removes only Sam's weight
    expect((await call('DELETE', `/api/weights/${day(-2)}`, sam.headers)).statusCode).toBe(204)
    expect(await weightsOf(maya.headers)).toEqual([{ date: day(-2), weight: 150 }])
    expect((await call('DELETE', `/api/weights/${day(-2)}`, sam.headers)).statusCode).toBe(404)
  })

  it('needs a signed-in person', async () => {
    expect((await call('GET', `/api/weights?from=${TODAY}&to=${TODAY}`, {})).statusCode).toBe(401)
    expect((await call('POST', '/api/weights', {}, { date: TODAY, weight: 170 })).statusCode).toBe(
      401,
    )
    expect((await call('DELETE', `/api/weights/${TODAY}`, {})).statusCode).toBe(401)
  })
})
