import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, onboardedProfile, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

type Headers = Record<string, string>
const get = (headers?: Headers) =>
  harness.app.inject({ method: 'GET', url: '/api/profile', headers })
const put = (payload: object, headers: Headers) =>
  harness.app.inject({ method: 'PUT', url: '/api/profile', payload, headers })
const create = (payload: object, headers: Headers) =>
  harness.app.inject({ method: 'POST', url: '/api/profile/create', payload, headers })

describe('GET /api/profile', () => {
  it('answers 404 before the user has a profile', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await get(headers)
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('NOT_FOUND')
  })

  it('answers 401 without a token', async () => {
    expect((await get()).statusCode).toBe(401)
  })
})

describe('PUT /api/profile', () => {
  it('creates the profile and reads it back with hasCompletedOnboarding', async () => {
    const { headers } = await registerUser(harness.app)
    const saved = await put(onboardedProfile, headers)
    expect(saved.statusCode).toBe(200)
    const read = await get(headers)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({
      profile: { ...onboardedProfile, bio: null, profile_picture: null },
      hasCompletedOnboarding: true,
    })
  })

  it('changes only the fields it is sent and keeps the rest', async () => {
    const { headers } = await registerUser(harness.app)
    await put(onboardedProfile, headers)
    await put({ daily_calories: 1900, daily_protein: 160, bio: 'Marathon in May' }, headers)
    const { profile } = (await get(headers)).json()
    expect(profile).toMatchObject({
      daily_calories: 1900,
      daily_protein: 160,
      weight: 180,
      bio: 'Marathon in May',
    })
  })

  it.each([
    [{ daily_protein: 150 }, 'Missing required profile data. Please complete all steps.'],
    [{ daily_calories: 2000 }, 'Missing required profile data. Please complete all steps.'],
    [{}, 'Missing required profile data. Please complete all steps.'],
  ])('refuses %j with the spec message', async (payload, message) => {
    const { headers } = await registerUser(harness.app)
    const response = await put(payload, headers)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(message)
    expect((await get(headers)).statusCode).toBe(404)
  })

  it.each([
    ['a negative weight', 'weight', -5],
    ['an impossible weight', 'weight', 5000],
    ['a height that is not a number', 'height', 'tall'],
    ['an age over 130', 'age', 200],
    ['an unknown activity level', 'activity_level', 'couch'],
    ['an unknown gender', 'gender', 'robot'],
    ['a bio over 500 characters', 'bio', 'x'.repeat(501)],
    ['a script address as picture', 'profile_picture', 'javascript:alert(1)'],
  ])('refuses %s and changes nothing', async (_case, field, value) => {
    const { headers } = await registerUser(harness.app)
    await put(onboardedProfile, headers)
    const response = await put(
      { ...onboardedProfile, daily_calories: 1500, [field]: value },
      headers,
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty(field)
    expect((await get(headers)).json().profile.daily_calories).toBe(2140)
  })

  it('lets each user see and change only their own profile', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    await put(onboardedProfile, maya.headers)
    await put({ daily_calories: 2600, daily_protein: 180 }, sam.headers)
    expect((await get(maya.headers)).json().profile.daily_calories).toBe(2140)
    expect((await get(sam.headers)).json().profile.daily_calories).toBe(2600)
  })
})

describe('POST /api/profile/create', () => {
  it('answers 201 when it creates the profile', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await create(onboardedProfile, headers)
    expect(response.statusCode).toBe(201)
    expect(response.json().hasCompletedOnboarding).toBe(true)
  })

  it('updates an existing profile with 200, so a retried onboarding save cannot fail', async () => {
    const { headers } = await registerUser(harness.app)
    await create(onboardedProfile, headers)
    const again = await create({ ...onboardedProfile, daily_calories: 2000 }, headers)
    expect(again.statusCode).toBe(200)
    expect((await get(headers)).json().profile.daily_calories).toBe(2000)
  })
})

describe('GET /api/profile/health', () => {
  it('answers 200 for a signed-in user', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/profile/health',
      headers,
    })
    expect(response.statusCode).toBe(200)
  })
})
