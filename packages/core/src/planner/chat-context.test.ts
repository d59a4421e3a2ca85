import { describe, expect, it } from 'vitest'
import type { MealType } from '../meals/meal-schema'
import { chatContext, usualMeals } from './chat-context'

const logged = (description: string, day: number, mealType: MealType = 'breakfast') => ({
  description,
  mealType,
  createdAt: `2026-05-${String(day).padStart(2, '0')}T08:00:00.000Z`,
})

describe('usualMeals', () => {
  it('lists the meals logged at least twice, most often first', () => {
    const meals = [
      logged('Oatmeal with berries', 1),
      logged('Chicken salad', 1, 'lunch'),
      logged('Oatmeal with berries', 2),
      logged('Chicken salad', 2, 'lunch'),
      logged('Oatmeal with berries', 3),
      logged('Pizza', 3, 'dinner'),
    ]
    expect(usualMeals(meals)).toEqual([
      { description: 'Oatmeal with berries', mealType: 'breakfast', count: 3 },
      { description: 'Chicken salad', mealType: 'lunch', count: 2 },
    ])
  })

  it('counts the same words in any case and spacing as one meal, as last written', () => {
    const meals = [
      logged('oatmeal  with berries', 1),
      logged('Oatmeal with Berries ', 4, 'snack'),
      logged('OATMEAL WITH BERRIES', 2),
    ]
    expect(usualMeals(meals)).toEqual([
      { description: 'Oatmeal with Berries', mealType: 'snack', count: 3 },
    ])
  })

  it('puts the more recent of two equally frequent meals first and keeps at most three', () => {
    const meals = ['A', 'B', 'C', 'D'].flatMap((name, index) => [
      logged(name, 1 + index),
      logged(name, 10 + index),
    ])
    expect(usualMeals(meals).map((meal) => meal.description)).toEqual(['D', 'C', 'B'])
  })

  it('is empty with no meal eaten twice', () => {
    expect(usualMeals([logged('Toast', 1), logged('Eggs', 2)])).toEqual([])
    expect(usualMeals([])).toEqual([])
  })
})

describe('chatContext', () => {
  const goals = { calories: 2000, protein: 150 }

  it("works out what is left of today's goals from today's meals", () => {
    const context = chatContext({
      weightLbs: 170,
      goals,
      todaysMeals: [
        { calories: 460, protein: 30 },
        { calories: 700, protein: null },
      ],
      recentMeals: [],
    })
    expect(context).toEqual({
      weightLbs: 170,
      remainingCalories: 840,
      remainingProtein: 120,
      usualMeals: [],
    })
  })

  it('goes below 0 once a goal is passed', () => {
    const context = chatContext({ goals, todaysMeals: [{ calories: 2300, protein: 160 }] })
    expect(context.remainingCalories).toBe(-300)
    expect(context.remainingProtein).toBe(-10)
  })

  it('leaves out what has not loaded', () => {
    expect(chatContext({})).toEqual({})
    expect(chatContext({ goals, todaysMeals: null })).toEqual({})
    expect(chatContext({ goals: null, todaysMeals: [] })).toEqual({})
    expect(chatContext({ weightLbs: null })).toEqual({})
    expect(chatContext({ weightLbs: 0 })).toEqual({})
  })
})
