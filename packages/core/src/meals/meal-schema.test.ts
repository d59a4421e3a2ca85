import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  favoriteFromMealSchema,
  hasManualNutrients,
  mealCreateSchema,
  mealUpdateSchema,
} from './meal-schema'
import { MEAL_LIMITS } from './meal-limits'
import { NUTRIENT_KEYS } from './nutrients'

const meal = { mealDate: '2026-11-22', mealType: 'lunch', description: 'Lentil soup' }

function issues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('mealCreateSchema', () => {
  it('accepts a meal to be analysed, without nutrients', () => {
    const parsed = mealCreateSchema.parse(meal)
    expect(parsed).toEqual(meal)
    expect(hasManualNutrients(parsed)).toBe(false)
  })

  it('accepts both spellings of the date and type and answers in one', () => {
    expect(
      mealCreateSchema.parse({
        meal_date: '2026-11-22',
        meal_type: 'dinner',
        description: 'Pasta',
      }),
    ).toEqual({ mealDate: '2026-11-22', mealType: 'dinner', description: 'Pasta' })
    expect(
      mealCreateSchema.parse({ ...meal, meal_date: '2026-11-22', meal_type: 'lunch' }),
    ).toEqual(meal)
  })

  it('refuses two different values under the two spellings', () => {
    expect(issues(mealCreateSchema, { ...meal, meal_date: '2026-11-21' })).toEqual({
      mealDate: 'meal_date and mealDate disagree; send only one of them',
    })
  })

  it('asks for a description after trimming', () => {
    for (const description of ['', '   ', undefined, null, 42]) {
      expect(issues(mealCreateSchema, { ...meal, description })).toEqual({
        description: 'Please enter a meal description',
      })
    }
    expect(mealCreateSchema.parse({ ...meal, description: '  Oats  ' }).description).toBe('Oats')
    expect(issues(mealCreateSchema, { ...meal, description: 'x'.repeat(1001) })).toEqual({
      description: 'Meal description must be at most 1,000 characters',
    })
  })

  it('takes the four meal types only', () => {
    for (const mealType of ['breakfast', 'lunch', 'dinner', 'snack', ' Snack ']) {
      expect(issues(mealCreateSchema, { ...meal, mealType })).toEqual({})
    }
    for (const mealType of ['brunch', '', undefined]) {
      expect(issues(mealCreateSchema, { ...meal, mealType })).toEqual({
        mealType: 'Please choose a meal type: breakfast, lunch, dinner or snack',
      })
    }
  })

  it('takes real calendar dates only', () => {
    expect(issues(mealCreateSchema, { ...meal, mealDate: '2024-02-29' })).toEqual({})
    expect(issues(mealCreateSchema, { ...meal, mealDate: '2026-02-29' })).toEqual({
      mealDate: 'Please enter a real date (YYYY-MM-DD)',
    })
    expect(issues(mealCreateSchema, { ...meal, mealDate: '22/11/2026' })).toEqual({
      mealDate: 'Please enter a real date (YYYY-MM-DD)',
    })
    expect(issues(mealCreateSchema, { ...meal, mealDate: undefined })).toEqual({
      mealDate: 'Please choose a date for the meal',
    })
  })

  it('reads manual nutrients as the form sends them', () => {
    const parsed = mealCreateSchema.parse({
      ...meal,
      calories: '450',
      protein: 32.6, // whole grams: rounded to 33
      carbs: '40.4', // rounded to 40
      fat: '',
      fiber: null,
      sugar: '6.25', // one decimal: 6.3
      sodium: 820.5,
    })
    expect(parsed).toEqual({
      ...meal,
      calories: 450,
      protein: 33,
      carbs: 40,
      fat: 0,
      fiber: 0,
      sugar: 6.3,
      sodium: 820.5,
    })
    expect(hasManualNutrients(parsed)).toBe(true)
  })

  it('refuses negative, non-numeric and absurd nutrients', () => {
    expect(
      issues(mealCreateSchema, {
        ...meal,
        calories: -1,
        protein: 'lots',
        sodium: 15_001,
        fat: 401,
      }),
    ).toEqual({
      calories: 'Calories cannot be negative',
      protein: 'Protein must be a number',
      fat: 'Fat must be at most 400 g for one meal',
      sodium: 'Sodium must be at most 15,000 mg for one meal',
    })
  })

  it('takes each nutrient up to what one meal may hold, and names the limit past it', () => {
    const atLimits = { ...meal, ...MEAL_LIMITS }
    expect(issues(mealCreateSchema, atLimits)).toEqual({})
    expect(issues(mealUpdateSchema, MEAL_LIMITS)).toEqual({})
    const past = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, MEAL_LIMITS[key] + 1]))
    expect(issues(mealCreateSchema, { ...meal, ...past })).toEqual({
      calories: 'Calories must be at most 5,000 kcal for one meal',
      protein: 'Protein must be at most 500 g for one meal',
      carbs: 'Carbs must be at most 800 g for one meal',
      fat: 'Fat must be at most 400 g for one meal',
      fiber: 'Fiber must be at most 150 g for one meal',
      sugar: 'Sugar must be at most 500 g for one meal',
      sodium: 'Sodium must be at most 15,000 mg for one meal',
    })
    // the 90,000 kcal of the hostile-input run, by POST and by PUT
    expect(issues(mealUpdateSchema, { calories: 90_000 })).toEqual({
      calories: 'Calories must be at most 5,000 kcal for one meal',
    })
  })

  it('does not turn a tiny negative into -0', () => {
    expect(Object.is(mealCreateSchema.parse({ ...meal, calories: -0.2 }).calories, 0)).toBe(true)
  })

  it('refuses a body that is not an object', () => {
    expect(issues(mealCreateSchema, 'soup')).toEqual({
      '': 'A meal must be sent as a JSON object',
    })
  })
})

describe('mealUpdateSchema', () => {
  it('accepts any subset of the fields', () => {
    expect(mealUpdateSchema.parse({})).toEqual({})
    expect(mealUpdateSchema.parse({ calories: '300', meal_type: 'snack' })).toEqual({
      calories: 300,
      mealType: 'snack',
    })
  })

  it('keeps the create rules for the fields it gets', () => {
    expect(issues(mealUpdateSchema, { description: ' ', fiber: -3 })).toEqual({
      description: 'Please enter a meal description',
      fiber: 'Fiber cannot be negative',
    })
  })
})

describe('favoriteFromMealSchema', () => {
  it('takes a meal id and an optional custom name', () => {
    expect(favoriteFromMealSchema.parse({ mealId: 12, customName: ' Sunday soup ' })).toEqual({
      mealId: 12,
      customName: 'Sunday soup',
    })
    expect(favoriteFromMealSchema.parse({ mealId: '12', customName: '  ' })).toEqual({ mealId: 12 })
  })

  it('refuses a missing or impossible meal id', () => {
    for (const mealId of [undefined, 0, -4, 1.5, 'abc', 2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      expect(issues(favoriteFromMealSchema, { mealId })).toEqual({
        mealId: 'Please choose a meal to save',
      })
    }
  })

  it('keeps the custom name to 100 characters', () => {
    expect(issues(favoriteFromMealSchema, { mealId: 1, customName: 'x'.repeat(101) })).toEqual({
      customName: 'Saved meal name must be at most 100 characters',
    })
  })
})

describe('corrected items (beyond the spec)', () => {
  const corrected = {
    ...meal,
    items: [{ text: '2 slices toast', foodId: 'fndds:51000110', grams: 56.04 }],
    handEntered: [{ text: 'grandma’s pie', calories: 320 }],
  }

  it('folds the items and the calories typed by hand into one correction', () => {
    const parsed = mealCreateSchema.parse(corrected)
    expect(parsed.correction).toEqual({
      items: [{ text: '2 slices toast', foodId: 'fndds:51000110', grams: 56 }],
      handEntered: [{ text: 'grandma’s pie', calories: 320 }],
    })
    expect(parsed).not.toHaveProperty('items')
    expect(hasManualNutrients(parsed)).toBe(false)
  })

  it('has no correction when neither list is sent', () => {
    expect(mealCreateSchema.parse(meal).correction).toBeUndefined()
    expect(mealUpdateSchema.parse({ mealType: 'dinner' }).correction).toBeUndefined()
  })

  it('refuses a correction that keeps nothing to count', () => {
    expect(issues(mealCreateSchema, { ...meal, items: [], handEntered: [] })).toEqual({
      items:
        'Keep at least one food, or enter the nutrients yourself and choose Add Meal Manually.',
    })
  })

  it('refuses a correction sent with nutrients typed by hand', () => {
    expect(issues(mealUpdateSchema, { ...corrected, calories: 400 })).toEqual({
      items: 'Send either nutrients typed by hand or corrected items, not both',
    })
  })

  it('refuses amounts and calories out of range, with the field named', () => {
    expect(
      issues(mealCreateSchema, {
        ...meal,
        items: [{ text: 'rice', foodId: 'fndds:1', grams: 0 }],
        handEntered: [{ text: 'pie', calories: 1.5 }],
      }),
    ).toEqual({
      'items.0.grams': 'Amount must be a number of grams from 1 to 3,000 for one item',
      'handEntered.0.calories': 'Calories must be a whole number from 0 to 3,000 for one item',
    })
    // 30 items of 5 kg each, or 30 × 5,000 kcal by hand: the 150,000 kcal meals of issue 24
    expect(
      issues(mealCreateSchema, {
        ...meal,
        items: [{ text: 'oil', foodId: 'fndds:1', grams: 5_000 }],
        handEntered: [{ text: 'pie', calories: 5_000 }],
      }),
    ).toEqual({
      'items.0.grams': 'Amount must be a number of grams from 1 to 3,000 for one item',
      'handEntered.0.calories': 'Calories must be a whole number from 0 to 3,000 for one item',
    })
    expect(
      issues(mealCreateSchema, { ...meal, items: [{ text: ' ', foodId: '', grams: 10 }] }),
    ).toEqual({
      'items.0.text': 'Each item needs the words it was read from',
      'items.0.foodId': 'Please choose a food for each item',
    })
  })
})
