import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

const preferences = (headers: Record<string, string>) =>
  harness.app.inject({ method: 'GET', url: '/api/account/preferences', headers })
const choose = (headers: Record<string, string>, payload: unknown) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/account/preferences',
    headers,
    payload: payload as object,
  })
const analyse = (headers: Record<string, string>, description: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/nutrition/analyze',
    headers,
    payload: { description },
  })
const foods = (response: { json(): unknown }) =>
  (response.json() as { items: { food: { description: string } }[] }).items.map(
    (item) => item.food.description,
  )

describe('/api/account/preferences: whose food words the analyser reads', () => {
  it('starts unchosen, and keeps the region the person chooses', async () => {
    const { headers } = await registerUser(harness.app)
    expect((await preferences(headers)).json()).toEqual({ food_region: null, units: null })

    const chosen = await choose(headers, { food_region: 'UK' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toEqual({ food_region: 'UK', units: null })
    expect((await preferences(headers)).json()).toEqual({ food_region: 'UK', units: null })
  })

  it('keeps the units the person chooses, and each choice leaves the other as it was', async () => {
    const { headers } = await registerUser(harness.app)
    await choose(headers, { food_region: 'AU' })
    const chosen = await choose(headers, { units: 'metric' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toEqual({ food_region: 'AU', units: 'metric' })
    await choose(headers, { food_region: 'UK' })
    expect((await preferences(headers)).json()).toEqual({ food_region: 'UK', units: 'metric' })
  })

  it.each([
    ['units it does not know', { units: 'imperial' }],
    ['no units at all', { units: null }],
  ])('answers 400 to %s and changes nothing', async (_case, payload) => {
    const { headers } = await registerUser(harness.app)
    await choose(headers, { units: 'metric' })
    const response = await choose(headers, payload)
    expect(response.statusCode).toBe(400)
    expect((await preferences(headers)).json()).toEqual({ food_region: null, units: 'metric' })
  })

  it('answers 400 with a readable message to a choice of nothing', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await choose(headers, {})
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Please choose your food words or your units')
  })

  it.each([
    ['a region it does not know', { food_region: 'FR' }],
    ['a number', { food_region: 1 }],
  ])('answers 400 to %s and changes nothing', async (_case, payload) => {
    const { headers } = await registerUser(harness.app)
    await choose(headers, { food_region: 'AU' })
    const response = await choose(headers, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields.food_region).toBe(
      'Please choose United States, United Kingdom and Ireland, or Australia and New Zealand',
    )
    expect((await preferences(headers)).json()).toEqual({ food_region: 'AU', units: null })
  })

  it('answers 401 without a token', async () => {
    expect((await preferences({})).statusCode).toBe(401)
    expect((await choose({}, { food_region: 'UK' })).statusCode).toBe(401)
  })

  it("reads chips as the browser's language says until the person chooses, then as they chose", async () => {
    const { headers } = await registerUser(harness.app)
    const british = { ...headers, 'accept-language': 'en-GB,en;q=0.9' }
    expect(foods(await analyse(headers, 'chips'))).toEqual(['Potato chips, NFS'])
    expect(foods(await analyse(british, 'chips'))).toEqual(['Potato, french fries, restaurant'])

    await choose(headers, { food_region: 'US' })
    // the choice outweighs the browser's language
    expect(foods(await analyse(british, 'chips'))).toEqual(['Potato chips, NFS'])
  })

  it('logs a meal in the words of the person who wrote it, and one person’s choice is theirs alone', async () => {
    const alice = await registerUser(harness.app)
    const bob = await registerUser(harness.app)
    await choose(alice.headers, { food_region: 'UK' })
    const log = (headers: Record<string, string>) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/meals',
        headers,
        payload: { meal_type: 'dinner', meal_date: '2026-11-20', description: 'chips' },
      })
    const alices = (await log(alice.headers)).json<{ calories: number }>()
    const bobs = (await log(bob.headers)).json<{ calories: number }>()
    // a portion of fries (110 g) against a bag of crisps (28 g)
    expect(alices.calories).toBe(318)
    expect(bobs.calories).toBe(149)
    expect((await preferences(bob.headers)).json()).toEqual({ food_region: null, units: null })
  })
})
