import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
let headers: Record<string, string>
let otherHeaders: Record<string, string>
beforeAll(async () => {
  harness = await createTestApp()
  headers = (await registerUser(harness.app)).headers
  otherHeaders = (await registerUser(harness.app)).headers
})
afterAll(() => harness.close())

interface Hit {
  text?: string
  food: { id: string; description: string; name: string }
  quantity: number
  unit: string
  grams: number
  nutrients: { calories: number; protein: number; carbs: number; fat: number }
  per100g?: { calories: number; protein: number; carbs: number; fat: number }
  recent: boolean
}
interface Page {
  foods: Hit[]
  next_offset: number | null
}

const search = (query: string, auth = headers) =>
  harness.app.inject({ method: 'GET', url: `/api/foods/search?${query}`, headers: auth })

const found = async (query: string, auth = headers) => {
  const response = await search(query, auth)
  expect(response.statusCode).toBe(200)
  return response.json<Page>()
}

const logMeal = (description: string, auth = headers) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/meals',
    headers: auth,
    payload: { meal_date: '2026-11-20', meal_type: 'lunch', description },
  })

describe('GET /api/foods/search', () => {
  it('finds a food through misspelt words, everyday rows before brands', async () => {
    const { foods } = await found('q=chiken%20brest')
    expect(foods[0]!.food.name).toMatch(/^Chicken breast/)
    const firstBrand = foods.findIndex((hit) => /^[A-Z][a-z]+'?s? [A-Z]/.test(hit.food.name))
    expect(firstBrand === -1 || firstBrand > 3).toBe(true)
  })

  it('gives each food at its usual portion, with what that portion holds', async () => {
    const { foods } = await found('q=banana')
    const banana = foods.find((hit) => hit.food.name === 'Banana, raw')!
    expect(banana).toBeDefined()
    expect(banana.grams).toBeGreaterThan(80)
    expect(banana.grams).toBeLessThan(200)
    // a raw banana holds 0.89–0.97 kcal a gram (USDA's reference and survey rows)
    expect(banana.nutrients.calories / banana.grams).toBeGreaterThan(0.85)
    expect(banana.nutrients.calories / banana.grams).toBeLessThan(1)
  })

  it('shows plain names, keeps the USDA description beside them, and shows no two foods that look alike', async () => {
    const { foods } = await found('q=rice&limit=50')
    for (const hit of foods) {
      expect(hit.food.name).not.toMatch(/\bNS as to\b|\bNFS\b/)
      expect(hit.food.description).toBeTruthy()
    }
    // what a person reads of a food: its name and its energy and macronutrients per 100 g
    const looks = foods.map((hit) => {
      const { calories, protein, carbs, fat } = hit.per100g!
      return [
        hit.food.name.split(',')[0],
        ...[calories, protein, carbs, fat].map(Math.round),
      ].join()
    })
    expect(new Set(looks).size).toBe(looks.length)
    // and no two with the same full name and the same numbers for their portion
    const portions = foods.map((hit) => `${hit.food.name}|${hit.grams}|${hit.nutrients.calories}`)
    expect(new Set(portions).size).toBe(portions.length)
  })

  it('pages through the results without repeating a food, and says where the next page starts', async () => {
    const first = await found('q=cheese&limit=10')
    expect(first.foods).toHaveLength(10)
    expect(first.next_offset).toBe(10)
    const second = await found('q=cheese&limit=10&offset=10')
    expect(second.foods).toHaveLength(10)
    const both = await found('q=cheese&limit=20')
    expect([...first.foods, ...second.foods].map((hit) => hit.food.id)).toEqual(
      both.foods.map((hit) => hit.food.id),
    )
    const ids = both.foods.map((hit) => hit.food.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('ends with next_offset null, and answers an unknown word with no foods', async () => {
    const few = await found('q=kohlrabi&limit=50')
    expect(few.foods.length).toBeGreaterThan(0)
    expect(few.next_offset).toBeNull()
    expect(await found('q=zorblaxqq')).toEqual({ foods: [], next_offset: null })
  })

  it("puts the person's recent foods on top, marked recent, and nobody else's", async () => {
    const before = await found('q=bread')
    const rye = before.foods.find((hit) => /rye/i.test(hit.food.name))
    expect(rye).toBeDefined()
    expect(before.foods[0]!.food.id).not.toBe(rye!.food.id)

    const meal = await logMeal('2 slices of rye bread')
    expect(meal.statusCode).toBe(201)
    const eaten = meal.json<{ analysis: { items: Hit[] } }>().analysis.items[0]!.food.id

    const after = await found('q=bread')
    expect(after.foods[0]).toMatchObject({ food: { id: eaten }, recent: true })
    expect(after.foods.filter((hit) => hit.recent)).toHaveLength(1)
    // with no words, the recent foods alone
    expect((await found('q=')).foods.map((hit) => hit.food.id)).toEqual([eaten])
    // another person's search knows nothing of it
    const theirs = await found('q=bread', otherHeaders)
    expect(theirs.foods.some((hit) => hit.recent)).toBe(false)
    expect((await found('q=', otherHeaders)).foods).toEqual([])
  })

  it.each([
    ['a limit of 0', 'q=rice&limit=0', /limit must be at least 1/],
    ['a limit that is not a number', 'q=rice&limit=lots', /limit must be a number/],
    ['a limit over 50', 'q=rice&limit=51', /limit must be at most 50/],
    ['a negative offset', 'q=rice&offset=-1', /offset cannot be negative/],
    ['an offset past the depth', 'q=rice&offset=201', /offset must be at most 200/],
    ['a fractional offset', 'q=rice&offset=1.5', /offset must be a whole number/],
    ['words over 100 characters', `q=${'rice '.repeat(25)}`, /at most 100 characters/],
  ])('answers 400 with a readable message to %s', async (_case, query, message) => {
    const response = await search(query)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(message)
  })

  it('answers 401 without a session', async () => {
    const response = await search('q=rice', {})
    expect(response.statusCode).toBe(401)
  })

  it('a food found by search replaces an item, and the meal saves what the search showed, at any size', async () => {
    const meal = await logMeal('a bowl of porridge')
    const { id, analysis } = meal.json<{ id: number; analysis: { items: Hit[] } }>()
    const [porridge] = analysis.items
    const { foods } = await found('q=granola')
    const granola = foods[0]!
    // the one-tap Double: twice the usual portion
    const grams = granola.grams * 2
    const response = await harness.app.inject({
      method: 'PUT',
      url: `/api/meals/${id}`,
      headers,
      payload: { items: [{ text: porridge!.text, foodId: granola.food.id, grams }] },
    })
    expect(response.statusCode).toBe(200)
    const saved = response.json<{ calories: number; analysis: { items: Hit[] } }>()
    expect(saved.calories).toBe(Math.round(granola.nutrients.calories * 2))
    expect(saved.analysis.items[0]).toMatchObject({
      food: granola.food,
      grams,
      // said in the unit the search gave it, doubled
      quantity: granola.quantity * 2,
      unit: granola.unit,
    })
  })
})
