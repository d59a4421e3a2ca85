import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createTestApp, registerUser } from '../../test/test-app'

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

const manualMeal = {
  meal_date: '2026-11-20',
  meal_type: 'lunch',
  description: 'Chicken salad',
  calories: 520,
  protein: 42,
  carbs: 18,
  fat: 30,
  fiber: 6,
  sugar: 7.5,
  sodium: 840.2,
}

describe('POST /api/meals', () => {
  it('logs a meal with the nutrients typed by hand and reads it back', async () => {
    const { headers } = await registerUser(harness.app)
    const created = await call('POST', '/api/meals', headers, manualMeal)
    expect(created.statusCode).toBe(201)
    const meal = created.json()
    expect(meal).toMatchObject({
      mealDate: '2026-11-20',
      mealType: 'lunch',
      description: 'Chicken salad',
      calories: 520,
      sugar: 7.5,
      sodium: 840.2,
      analysis: null,
    })
    const read = await call('GET', `/api/meals/${meal.id}`, headers)
    expect(read.json()).toEqual(meal)
  })

  it('refuses to analyse text with no food in it, and logs nothing', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-20',
      meal_type: 'lunch',
      description: 'asdf qwerty zzz',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'NO_FOOD_RECOGNISED',
      error: expect.stringContaining("couldn't find any food"),
    })
    const day = await call('GET', '/api/meals?date=2026-11-20', headers)
    expect(day.json()).toEqual({ meals: [] })
  })

  it('still logs the same text when its nutrients are typed by hand', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await call('POST', '/api/meals', headers, {
      ...manualMeal,
      description: 'asdf qwerty zzz',
    })
    expect(response.statusCode).toBe(201)
  })

  it('accepts the camelCase spellings too', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await call('POST', '/api/meals', headers, {
      mealDate: '2026-11-21',
      mealType: 'snack',
      description: 'Apple',
      calories: 95,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      meal_date: '2026-11-21',
      meal_type: 'snack',
      protein: 0,
    })
  })

  it('analyses a meal sent without nutrients and keeps what it understood', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-20',
      meal_type: 'breakfast',
      description: '2 eggs and a slice of toast',
    })
    expect(response.statusCode).toBe(201)
    const meal = response.json()
    // two large eggs are about 143 kcal, a slice of toast about 80
    expect(meal.calories).toBeGreaterThan(180)
    expect(meal.calories).toBeLessThan(320)
    expect(meal.protein).toBeGreaterThanOrEqual(12)
    expect(meal.analysis.items.length).toBe(2)
    expect(meal.analysis.items[0].grams).toBeGreaterThan(80)
  })

  it.each([
    ['a blank description', { description: '   ' }, 'Please enter a meal description'],
    [
      'an unknown meal type',
      { meal_type: 'brunch' },
      'Please choose a meal type: breakfast, lunch, dinner or snack',
    ],
    ['an impossible date', { meal_date: '2026-02-30' }, undefined],
    ['negative calories', { calories: -1 }, 'Calories cannot be negative'],
    ['calories that are not a number', { calories: 'lots' }, 'Calories must be a number'],
    ['absurd sodium', { sodium: 1e9 }, undefined],
  ])('refuses %s with a 400 and stores nothing', async (_case, change, message) => {
    const { headers } = await registerUser(harness.app)
    const response = await call('POST', '/api/meals', headers, { ...manualMeal, ...change })
    expect(response.statusCode).toBe(400)
    if (message) expect(response.json().error).toBe(message)
    const day = await call('GET', `/api/meals?date=${manualMeal.meal_date}`, headers)
    expect(day.json().meals).toEqual([])
  })

  it('answers 401 without a token', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/meals',
      payload: manualMeal,
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('PUT and DELETE /api/meals/{id}', () => {
  it('changes a meal and keeps the fields it was not sent', async () => {
    const { headers } = await registerUser(harness.app)
    const { id } = (await call('POST', '/api/meals', headers, manualMeal)).json()
    const updated = await call('PUT', `/api/meals/${id}`, headers, {
      description: 'Big chicken salad',
      calories: 640,
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({
      description: 'Big chicken salad',
      calories: 640,
      protein: 42,
    })
  })

  it('refuses a blank description on update and changes nothing', async () => {
    const { headers } = await registerUser(harness.app)
    const { id } = (await call('POST', '/api/meals', headers, manualMeal)).json()
    const response = await call('PUT', `/api/meals/${id}`, headers, { description: '' })
    expect(response.statusCode).toBe(400)
    expect((await call('GET', `/api/meals/${id}`, headers)).json().description).toBe(
      'Chicken salad',
    )
  })

  it('deletes a meal', async () => {
    const { headers } = await registerUser(harness.app)
    const { id } = (await call('POST', '/api/meals', headers, manualMeal)).json()
    expect((await call('DELETE', `/api/meals/${id}`, headers)).statusCode).toBe(204)
    expect((await call('GET', `/api/meals/${id}`, headers)).statusCode).toBe(404)
  })

  it("answers 404 to another user's meal and leaves it untouched", async () => {
    const owner = await registerUser(harness.app)
    const stranger = await registerUser(harness.app)
    const { id } = (await call('POST', '/api/meals', owner.headers, manualMeal)).json()
    expect((await call('GET', `/api/meals/${id}`, stranger.headers)).statusCode).toBe(404)
    expect(
      (await call('PUT', `/api/meals/${id}`, stranger.headers, { calories: 1 })).statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/api/meals/${id}`, stranger.headers)).statusCode).toBe(404)
    expect((await call('GET', `/api/meals/${id}`, owner.headers)).json().calories).toBe(520)
  })

  it('answers 400 with a readable message to an id that cannot be one', async () => {
    const { headers } = await registerUser(harness.app)
    for (const id of ['abc', '-1', '1.5', '99999999999999']) {
      const response = await call('GET', `/api/meals/${id}`, headers)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(
        'The id must be a whole number greater than 0, written without a sign, spaces or leading zeros',
      )
    }
  })

  it('answers 404 to an id that is no meal', async () => {
    const { headers } = await registerUser(harness.app)
    expect((await call('GET', '/api/meals/2147483647', headers)).statusCode).toBe(404)
  })
})

describe('meals by day and range, diary, calendar and streak', () => {
  async function logDays(headers: Headers, days: [string, number, number][]) {
    for (const [meal_date, calories, protein] of days) {
      await call('POST', '/api/meals', headers, {
        meal_date,
        meal_type: 'dinner',
        description: 'Dinner',
        calories,
        protein,
      })
    }
  }

  it('lists one day of meals and a range', async () => {
    const { headers } = await registerUser(harness.app)
    await logDays(headers, [
      ['2026-10-31', 500, 30],
      ['2026-11-01', 600, 40],
      ['2026-11-02', 700, 50],
    ])
    const day = (await call('GET', '/api/meals?date=2026-11-01', headers)).json()
    expect(day.meals.map((m: { calories: number }) => m.calories)).toEqual([600])
    const range = (await call('GET', '/api/meals/range/2026-10-31/2026-11-01', headers)).json()
    expect(range.meals.map((m: { mealDate: string }) => m.mealDate)).toEqual([
      '2026-10-31',
      '2026-11-01',
    ])
  })

  it('summarises each day against the profile goals', async () => {
    const { headers } = await registerUser(harness.app)
    await call('PUT', '/api/profile', headers, { daily_calories: 1800, daily_protein: 120 })
    await logDays(headers, [
      ['2026-11-01', 1500, 130],
      ['2026-11-01', 200, 0],
      ['2026-11-02', 2100, 90],
    ])
    const { days } = (await call('GET', '/api/diary/2026-11-01/2026-11-03', headers)).json()
    expect(days).toHaveLength(3)
    expect(days[0]).toMatchObject({
      date: '2026-11-01',
      total_calories: 1700,
      total_protein: 130,
      calories_goal: 1800,
      protein_goal: 120,
      calories_met: true,
      protein_met: true,
    })
    expect(days[1]).toMatchObject({ calories_met: false, protein_met: false, has_data: true })
    expect(days[2]).toMatchObject({ has_data: false, total_calories: 0 })
  })

  it('uses the default goals of 2000 kcal and 150 g before a profile exists', async () => {
    const { headers } = await registerUser(harness.app)
    const { days } = (await call('GET', '/api/diary/2026-11-01/2026-11-01', headers)).json()
    expect(days[0]).toMatchObject({ calories_goal: 2000, protein_goal: 150 })
  })

  it('builds the month calendar from its first to its last day', async () => {
    const { headers } = await registerUser(harness.app)
    await logDays(headers, [
      ['2026-02-01', 1200, 160],
      ['2026-02-28', 2500, 100],
      ['2026-03-01', 1000, 200],
    ])
    const calendar = (await call('GET', '/api/meals/calendar/2026/2', headers)).json()
    expect(calendar.days).toHaveLength(28)
    expect(calendar.days[0]).toEqual({
      date: '2026-02-01',
      has_data: true,
      calories_met: true,
      protein_met: true,
    })
    expect(calendar.days[27]).toEqual({
      date: '2026-02-28',
      has_data: true,
      calories_met: false,
      protein_met: false,
    })
    expect(calendar.days[1].has_data).toBe(false)
  })

  it('flags a calendar day by the sum of its meals, not by any one of them', async () => {
    const { headers } = await registerUser(harness.app)
    // the default goals: at most 2000 kcal, at least 150 g of protein
    await logDays(headers, [
      ['2026-04-10', 1200, 80],
      ['2026-04-10', 1000, 80],
      ['2026-04-11', 900, 60],
      ['2026-04-11', 900, 60],
    ])
    const calendar = (await call('GET', '/api/meals/calendar/2026/4', headers)).json()
    expect(calendar.days.slice(9, 11)).toEqual([
      { date: '2026-04-10', has_data: true, calories_met: false, protein_met: true },
      { date: '2026-04-11', has_data: true, calories_met: true, protein_met: false },
    ])
  })

  it('counts the streak back from the given day, stopping at a day that met neither goal', async () => {
    const { headers } = await registerUser(harness.app)
    await logDays(headers, [
      ['2026-11-17', 2500, 100],
      ['2026-11-18', 1500, 100],
      ['2026-11-20', 2500, 160],
      ['2026-11-21', 1900, 90],
    ])
    // the day a client sends is within a day of the server's UTC date (client-today.ts)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T12:00:00Z') })
    onTestFinished(() => void vi.useRealTimers())
    const response = await call('GET', '/api/meals/streak?today=2026-11-21', headers)
    expect(response.json()).toEqual({ streak: 3 })
  })

  it.each([
    ['/api/meals?date=yesterday', 400],
    ['/api/meals/range/2026-11-05/2026-11-01', 400],
    ['/api/meals/range/2020-01-01/2026-01-01', 400],
    ['/api/diary/2026-13-01/2026-13-02', 400],
    ['/api/meals/calendar/2026/13', 400],
    ['/api/meals/calendar/year/1', 400],
    ['/api/meals/streak?today=2026-02-30', 400],
  ])('answers %s with %i', async (url, status) => {
    const { headers } = await registerUser(harness.app)
    const response = await call('GET', url, headers)
    expect(response.statusCode).toBe(status)
    expect(response.json().error).toEqual(expect.any(String))
  })
})

describe('corrected analyses (beyond the spec)', () => {
  const description = '2 slices of toast with butter and a blorft'

  async function analyse(headers: Record<string, string>) {
    const response = await call('POST', '/api/nutrition/analyze', headers, { description })
    expect(response.statusCode).toBe(200)
    return response.json()
  }

  it('saves a meal as the person corrected it, and keeps the correction', async () => {
    const { headers } = await registerUser(harness.app)
    const analysis = await analyse(headers)
    const [toast] = analysis.items
    const rye = toast.alternatives[0]
    // the toast swapped for another bread, the butter removed, the unknown word given calories
    const response = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-20',
      meal_type: 'breakfast',
      description,
      items: [{ text: toast.text, foodId: rye.food.id, grams: rye.grams }],
      handEntered: [{ text: 'a blorft', calories: 150 }],
    })
    expect(response.statusCode).toBe(201)
    const meal = response.json()
    expect(meal.calories).toBe(rye.nutrients.calories + 150)
    expect(meal.analysis.items.map((i: { food: { id: string } }) => i.food.id)).toEqual([
      rye.food.id,
    ])
    expect(meal.analysis.unmatched).toEqual([])

    const saved = (await call('GET', `/api/meals/${meal.id}`, headers)).json()
    expect(saved.calories).toBe(meal.calories)
    expect(saved.analysis.items[0].food).toEqual(rye.food)
    expect(saved.analysis.handEntered).toEqual([{ text: 'a blorft', calories: 150 }])
  })

  it('corrects a logged meal with PUT, counting nutrients from the table, not the client', async () => {
    const { headers } = await registerUser(harness.app)
    const created = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-20',
      meal_type: 'breakfast',
      description,
    })
    const meal = created.json()
    const [toast, butter] = meal.analysis.items
    const response = await call('PUT', `/api/meals/${meal.id}`, headers, {
      items: [
        { text: toast.text, foodId: toast.food.id, grams: toast.grams * 2, calories: 1 },
        { text: butter.text, foodId: butter.food.id, grams: butter.grams },
      ],
    })
    expect(response.statusCode).toBe(200)
    const updated = response.json()
    expect(updated.analysis.items[0].quantity).toBe(toast.quantity * 2)
    expect(updated.calories).toBeGreaterThan(meal.calories)
    expect(
      Math.abs(updated.calories - (2 * toast.nutrients.calories + butter.nutrients.calories)),
    ).toBeLessThanOrEqual(1)
  })

  it.each([
    [
      'a food that is not in the table',
      { items: [{ text: 'toast', foodId: 'fndds:0', grams: 50 }] },
      'One of the chosen foods is not in our food table. Analyse the meal again.',
    ],
    [
      'nothing left to count',
      { items: [], handEntered: [] },
      'Keep at least one food, or enter the nutrients yourself and choose Add Meal Manually.',
    ],
    [
      'a correction with typed nutrients',
      { items: [{ text: 'toast', foodId: 'fndds:1', grams: 50 }], calories: 10 },
      'Send either nutrients typed by hand or corrected items, not both',
    ],
  ])('refuses %s with a 400 and changes nothing', async (_case, change, message) => {
    const { headers } = await registerUser(harness.app)
    const created = (
      await call('POST', '/api/meals', headers, {
        meal_date: '2026-11-20',
        meal_type: 'lunch',
        description,
      })
    ).json()
    const response = await call('PUT', `/api/meals/${created.id}`, headers, change)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(message)
    const after = (await call('GET', `/api/meals/${created.id}`, headers)).json()
    expect(after.calories).toBe(created.calories)
    expect(after.analysis).toEqual(created.analysis)
  })

  it("never corrects another person's meal", async () => {
    const owner = await registerUser(harness.app)
    const other = await registerUser(harness.app)
    const created = (
      await call('POST', '/api/meals', owner.headers, {
        meal_date: '2026-11-20',
        meal_type: 'lunch',
        description,
      })
    ).json()
    const [toast] = created.analysis.items
    const response = await call('PUT', `/api/meals/${created.id}`, other.headers, {
      items: [{ text: toast.text, foodId: toast.food.id, grams: 500 }],
    })
    expect(response.statusCode).toBe(404)
    const after = (await call('GET', `/api/meals/${created.id}`, owner.headers)).json()
    expect(after.calories).toBe(created.calories)
  })
})

describe('meal limits: every way a meal is written (issue 24)', () => {
  const description = '2 slices of toast with butter and a blorft'
  const day = (headers: Headers) => call('GET', '/api/meals?date=2026-11-20', headers)

  /** A logged analysis of `description`: its toast and butter, with real food ids. */
  async function analysedMeal(headers: Headers) {
    const created = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-20',
      meal_type: 'breakfast',
      description,
    })
    expect(created.statusCode).toBe(201)
    const meal = created.json()
    const [toast, butter] = meal.analysis.items
    return { meal, toast, butter }
  }

  type Item = { text: string; food: { id: string }; grams: number; nutrients: { calories: number } }
  /** The grams of an analysed item that give `calories`. */
  const gramsFor = (item: Item, calories: number) =>
    Math.floor((calories * item.grams) / item.nutrients.calories)

  it.each([
    [
      'calories typed by hand',
      { calories: 10_000 },
      'calories',
      'Calories must be at most 5,000 kcal for one meal',
    ],
    [
      'sodium typed by hand',
      { sodium: 15_001 },
      'sodium',
      'Sodium must be at most 15,000 mg for one meal',
    ],
    [
      'protein typed by hand',
      { protein: 501 },
      'protein',
      'Protein must be at most 500 g for one meal',
    ],
  ])(
    'refuses %s past one meal, by POST and by PUT, and changes nothing',
    async (_case, change, field, message) => {
      const { headers } = await registerUser(harness.app)
      const refused = await call('POST', '/api/meals', headers, { ...manualMeal, ...change })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ error: message, fields: { [field]: message } })
      expect((await day(headers)).json().meals).toEqual([])

      const { id } = (await call('POST', '/api/meals', headers, manualMeal)).json()
      const put = await call('PUT', `/api/meals/${id}`, headers, change)
      expect(put.statusCode).toBe(400)
      expect(put.json().fields).toEqual({ [field]: message })
      expect((await call('GET', `/api/meals/${id}`, headers)).json()).toMatchObject(manualMeal)
    },
  )

  it('refuses the 150,000 kcal corrections of the hostile-input run: 5 kg items, 5,000 kcal by hand', async () => {
    const { headers } = await registerUser(harness.app)
    const { meal, butter } = await analysedMeal(headers)
    const response = await call('PUT', `/api/meals/${meal.id}`, headers, {
      items: Array.from({ length: 30 }, () => ({
        text: butter.text,
        foodId: butter.food.id,
        grams: 5_000,
      })),
      handEntered: [{ text: 'a blorft', calories: 5_000 }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toMatchObject({
      'items.0.grams': 'Amount must be a number of grams from 1 to 3,000 for one item',
      'handEntered.0.calories': 'Calories must be a whole number from 0 to 3,000 for one item',
    })
    expect((await call('GET', `/api/meals/${meal.id}`, headers)).json()).toEqual(meal)
  })

  it("refuses an item whose grams hold more than one item may, at that item's amount", async () => {
    const { headers } = await registerUser(harness.app)
    const { meal, toast, butter } = await analysedMeal(headers)
    // 3 kg is an amount one item may weigh, but of butter it is over 20,000 kcal
    const response = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-20',
      meal_type: 'lunch',
      description,
      items: [
        { text: toast.text, foodId: toast.food.id, grams: toast.grams },
        { text: butter.text, foodId: butter.food.id, grams: 3_000 },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'Calories must be at most 3,000 kcal for one item',
      fields: { 'items.1.grams': 'Calories must be at most 3,000 kcal for one item' },
    })
    expect((await day(headers)).json().meals).toEqual([meal])
  })

  it('refuses a correction whose items together are past one meal, though each is inside its own', async () => {
    const { headers } = await registerUser(harness.app)
    const { meal, toast, butter } = await analysedMeal(headers)
    const response = await call('PUT', `/api/meals/${meal.id}`, headers, {
      items: [
        { text: toast.text, foodId: toast.food.id, grams: gramsFor(toast, 2_500) },
        { text: butter.text, foodId: butter.food.id, grams: gramsFor(butter, 2_500) },
      ],
      handEntered: [{ text: 'a blorft', calories: 500 }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({
      calories: 'Calories must be at most 5,000 kcal for one meal',
    })
    expect((await call('GET', `/api/meals/${meal.id}`, headers)).json()).toEqual(meal)
  })

  it('refuses items and hand-entered words that are not in the description, by POST and by PUT', async () => {
    const { headers } = await registerUser(harness.app)
    const { meal, butter } = await analysedMeal(headers)
    const foreign = {
      items: [{ text: 'a tub of lard', foodId: butter.food.id, grams: 100 }],
      handEntered: [{ text: 'cake', calories: 400 }],
    }
    const fields = {
      'items.0.text':
        "“a tub of lard” is not in the meal's description: each item must be words of it",
      'handEntered.0.text':
        "“cake” is not in the meal's description: each item must be words of it",
    }
    const posted = await call('POST', '/api/meals', headers, {
      meal_date: '2026-11-20',
      meal_type: 'lunch',
      description,
      ...foreign,
    })
    expect(posted.statusCode).toBe(400)
    expect(posted.json()).toMatchObject({ error: fields['items.0.text'], fields })
    // PUT without a description checks the words against the meal's own
    const put = await call('PUT', `/api/meals/${meal.id}`, headers, foreign)
    expect(put.statusCode).toBe(400)
    expect(put.json().fields).toEqual(fields)
    expect((await day(headers)).json().meals).toEqual([meal])
  })

  it("takes an item's words whatever their case and spacing", async () => {
    const { headers } = await registerUser(harness.app)
    const { meal, butter } = await analysedMeal(headers)
    const response = await call('PUT', `/api/meals/${meal.id}`, headers, {
      items: [{ text: '  BUTTER ', foodId: butter.food.id, grams: butter.grams }],
      handEntered: [{ text: 'A  Blorft', calories: 100 }],
    })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    [
      '10000 eggs',
      'We read “10000 eggs” as 10,000 g, more than one item can be (at most 3,000 g). Check the amounts, or enter the nutrients yourself.',
    ],
    [
      '2 kg of butter',
      'We read “2 kg of butter” as 14,860 kcal, more than one item can be (at most 3,000 kcal). Check the amounts, or enter the nutrients yourself.',
    ],
    [
      '1 kg of pasta, 1 kg of rice, 1 kg of bread',
      'We read this meal as 5,530 kcal, more than one meal can be (at most 5,000 kcal). Check the amounts, or enter the nutrients yourself.',
    ],
  ])(
    'refuses a description the analyser reads past the limits (%s) and stores nothing',
    async (text, message) => {
      const { headers } = await registerUser(harness.app)
      const response = await call('POST', '/api/meals', headers, {
        meal_date: '2026-11-20',
        meal_type: 'dinner',
        description: text,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_ERROR',
        fields: { description: message },
      })
      expect((await day(headers)).json().meals).toEqual([])
    },
  )

  it("keeps an analysed meal's reading after an edit of its description only while its words are still there", async () => {
    const { headers } = await registerUser(harness.app)
    const { meal } = await analysedMeal(headers)
    const longer = await call('PUT', `/api/meals/${meal.id}`, headers, {
      description: `${description}, and a cup of tea`,
    })
    expect(longer.json().analysis).toEqual(meal.analysis)
    // other words: the numbers stay as they were, the reading of the old words goes
    const other = await call('PUT', `/api/meals/${meal.id}`, headers, {
      description: '3 pancakes',
    })
    expect(other.statusCode).toBe(200)
    expect(other.json()).toMatchObject({ calories: meal.calories, analysis: null })
  })
})
