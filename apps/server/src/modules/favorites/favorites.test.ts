import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { favorites, meals } from '../../db/schema'
import { createTestApp, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

type Headers = Record<string, string>
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  harness.app.inject({ method, url, headers, payload })

async function logMeal(headers: Headers) {
  const response = await call('POST', '/api/meals', headers, {
    meal_date: '2026-11-20',
    meal_type: 'breakfast',
    description: 'Greek yogurt with berries and granola and honey on top',
    calories: 320,
    protein: 24,
  })
  return response.json() as { id: number }
}

describe('saved meals', () => {
  it('saves a meal under a custom name and lists it', async () => {
    const { headers } = await registerUser(harness.app)
    const meal = await logMeal(headers)
    const saved = await call('POST', '/api/favorites/from-meal', headers, {
      mealId: meal.id,
      customName: 'Yogurt bowl',
    })
    expect(saved.statusCode).toBe(201)
    const { favorites } = (await call('GET', '/api/favorites', headers)).json()
    expect(favorites).toEqual([
      expect.objectContaining({
        name: 'Yogurt bowl',
        meal_type: 'breakfast',
        mealType: 'breakfast',
        calories: 320,
        protein: 24,
      }),
    ])
  })

  it('names a saved meal from its description when no name is given', async () => {
    const { headers } = await registerUser(harness.app)
    const meal = await logMeal(headers)
    const saved = (
      await call('POST', '/api/favorites/from-meal', headers, { mealId: meal.id })
    ).json()
    expect(saved.name.split(' ').length).toBeLessThanOrEqual(5)
    expect(saved.name).toMatch(/yogurt/i)
  })

  it('answers 409 "This meal is already saved" the second time', async () => {
    const { headers } = await registerUser(harness.app)
    const meal = await logMeal(headers)
    await call('POST', '/api/favorites/from-meal', headers, { mealId: meal.id })
    const again = await call('POST', '/api/favorites/from-meal', headers, { mealId: meal.id })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('This meal is already saved')
  })

  it("cannot save or delete another user's meal", async () => {
    const owner = await registerUser(harness.app)
    const stranger = await registerUser(harness.app)
    const meal = await logMeal(owner.headers)
    expect(
      (await call('POST', '/api/favorites/from-meal', stranger.headers, { mealId: meal.id }))
        .statusCode,
    ).toBe(404)
    const saved = (
      await call('POST', '/api/favorites/from-meal', owner.headers, { mealId: meal.id })
    ).json()
    expect((await call('DELETE', `/api/favorites/${saved.id}`, stranger.headers)).statusCode).toBe(
      404,
    )
    expect((await call('GET', '/api/favorites', owner.headers)).json().favorites).toHaveLength(1)
    expect((await call('GET', '/api/favorites', stranger.headers)).json().favorites).toHaveLength(0)
  })

  it('deletes a saved meal with 204', async () => {
    const { headers } = await registerUser(harness.app)
    const meal = await logMeal(headers)
    const saved = (
      await call('POST', '/api/favorites/from-meal', headers, { mealId: meal.id })
    ).json()
    expect((await call('DELETE', `/api/favorites/${saved.id}`, headers)).statusCode).toBe(204)
    expect((await call('GET', '/api/favorites', headers)).json().favorites).toEqual([])
  })

  it('refuses a missing meal id with 400', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await call('POST', '/api/favorites/from-meal', headers, {})
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Please choose a meal to save')
  })
})

describe('saved meals within the meal limits (issue 24)', () => {
  it('refuses to save a meal logged before the limits with more than one meal may hold, and saves nothing', async () => {
    const { headers, user } = await registerUser(harness.app)
    // as the hostile-input run stored it, before the limits existed
    const [legacy] = await harness.db
      .insert(meals)
      .values({
        userId: user.id,
        mealDate: '2026-11-20',
        mealType: 'dinner',
        description: 'butter',
        calories: 90_000,
        protein: 10,
        carbs: 0,
        fat: 9_900,
        fiber: 0,
        sugar: 0,
        sodium: 0,
      })
      .returning({ id: meals.id })
    const response = await call('POST', '/api/favorites/from-meal', headers, {
      mealId: legacy!.id,
    })
    expect(response.statusCode).toBe(400)
    const message =
      'This meal holds more than one meal may (Calories must be at most 5,000 kcal for one meal). Edit its nutrients before saving it.'
    expect(response.json()).toMatchObject({ error: message, fields: { mealId: message } })
    const [saved] = await harness.db
      .select({ n: count() })
      .from(favorites)
      .where(eq(favorites.userId, user.id))
    expect(saved!.n).toBe(0)
  })

  it('adds a saved meal to a day as the meal it was, within the same limits', async () => {
    const { headers } = await registerUser(harness.app)
    const meal = await logMeal(headers)
    const saved = (
      await call('POST', '/api/favorites/from-meal', headers, { mealId: meal.id })
    ).json()
    // what 'Add Saved Meal' sends: the saved meal's own numbers
    const added = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-21',
      meal_type: 'lunch',
      description: saved.description,
      calories: saved.calories,
      protein: saved.protein,
      carbs: saved.carbs,
      fat: saved.fat,
      fiber: saved.fiber,
      sugar: saved.sugar,
      sodium: saved.sodium,
    })
    expect(added.statusCode).toBe(201)
    const tooMuch = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-21',
      meal_type: 'lunch',
      description: saved.description,
      calories: 10_000,
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().fields).toEqual({
      calories: 'Calories must be at most 5,000 kcal for one meal',
    })
  })
})
