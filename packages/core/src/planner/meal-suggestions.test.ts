import { describe, expect, it } from 'vitest'
import { MEAL_SUGGESTIONS } from './meal-suggestions'

describe('MEAL_SUGGESTIONS', () => {
  it('holds the three meals of §2, ready in 25, 5 and 30 minutes', () => {
    expect(MEAL_SUGGESTIONS.map((meal) => meal.prepTime)).toEqual([25, 5, 30])
    expect(new Set(MEAL_SUGGESTIONS.map((meal) => meal.id)).size).toBe(3)
  })

  it('gives calories that match the macros within 10%', () => {
    for (const meal of MEAL_SUGGESTIONS) {
      const fromMacros = meal.protein * 4 + meal.carbs * 4 + meal.fat * 9
      expect(Math.abs(fromMacros - meal.calories) / meal.calories).toBeLessThan(0.1)
    }
  })
})
