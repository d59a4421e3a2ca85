import { aMeal } from '../../test/meal-fixtures'
import { describe, expect, it } from 'vitest'
import {
  emptyNutrientValues,
  nutrientValuesOf,
  readMealChanges,
  readNewMeal,
} from './meal-form-values'

const base = { date: '2026-03-09', mealType: 'lunch' as const, description: ' Soup ' }

describe('readNewMeal', () => {
  it('leaves the nutrients out when the server is to analyse the description', () => {
    expect(readNewMeal(base)).toEqual({
      ok: true,
      value: { meal_date: '2026-03-09', meal_type: 'lunch', description: 'Soup' },
    })
  })

  it('rounds calories to fiber to whole numbers, sugar and sodium to one decimal, blanks to 0', () => {
    const nutrients = { ...emptyNutrientValues(), calories: '410.4', fiber: '2.5', sugar: '3.14' }
    expect(readNewMeal({ ...base, nutrients })).toEqual({
      ok: true,
      value: {
        meal_date: '2026-03-09',
        meal_type: 'lunch',
        description: 'Soup',
        calories: 410,
        protein: 0,
        carbs: 0,
        fat: 0,
        fiber: 3,
        sugar: 3.1,
        sodium: 0,
      },
    })
  })

  it('names each field that is wrong', () => {
    const nutrients = { ...emptyNutrientValues(), protein: '-4' }
    expect(readNewMeal({ ...base, description: '  ', nutrients })).toEqual({
      ok: false,
      errors: {
        description: 'Please enter a meal description',
        protein: 'Protein cannot be negative',
      },
    })
  })
})

describe('readMealChanges', () => {
  const meal = aMeal({
    id: 3,
    mealDate: '2026-03-09',
    mealType: 'dinner',
    description: 'Pasta',
    calories: 600,
    protein: 20,
    carbs: 90,
    fat: 15,
    fiber: 5,
    sugar: 6.5,
    sodium: 700,
    createdAt: '2026-03-09T19:00:00.000Z',
  })

  it('keeps only what differs from the meal', () => {
    const nutrients = { ...nutrientValuesOf(meal), sugar: '7', sodium: '' }
    expect(readMealChanges(meal, { description: 'Pasta ', nutrients })).toEqual({
      ok: true,
      value: { sugar: 7, sodium: 0 },
    })
    expect(
      readMealChanges(meal, { description: 'Pasta', nutrients: nutrientValuesOf(meal) }),
    ).toEqual({
      ok: true,
      value: {},
    })
  })
})
