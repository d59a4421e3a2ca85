import { aMeal } from '../../test/meal-fixtures'
import { describe, expect, it } from 'vitest'
import { mealChangesOf, newMealOf } from './meal-form-values'

describe('newMealOf', () => {
  const soup = { mealType: 'lunch' as const, description: 'Soup' }

  it('leaves the nutrients out when the server is to analyse the description', () => {
    expect(newMealOf('2026-03-09', soup)).toEqual({
      meal_date: '2026-03-09',
      meal_type: 'lunch',
      description: 'Soup',
    })
  })

  it('sends all seven nutrients of a meal entered by hand', () => {
    const nutrients = {
      calories: 410,
      protein: 0,
      carbs: 0,
      fat: 0,
      fiber: 3,
      sugar: 3.1,
      sodium: 0,
    }
    expect(newMealOf('2026-03-09', { ...soup, ...nutrients })).toEqual({
      meal_date: '2026-03-09',
      meal_type: 'lunch',
      description: 'Soup',
      ...nutrients,
    })
  })
})

describe('mealChangesOf', () => {
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
  const same = { ...meal }

  it('keeps only what differs from the meal', () => {
    expect(mealChangesOf(meal, { ...same, sugar: 7, sodium: 0 })).toEqual({ sugar: 7, sodium: 0 })
    expect(mealChangesOf(meal, same)).toEqual({})
  })
})
