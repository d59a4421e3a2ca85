import { describe, expect, it } from 'vitest'
import { analyzeMeal, loadFoodTable } from './index'

function grams(text: string): number {
  return analyzeMeal(text).items.reduce((sum, item) => sum + item.grams, 0)
}

describe('analyzeMeal: grams', () => {
  it('counts eggs in eggs, never in grams', () => {
    expect(grams('2 eggs')).toBeGreaterThanOrEqual(90)
    expect(grams('2 eggs')).toBeLessThanOrEqual(115)
  })

  it.each([
    ['1 cup rice', 150, 165],
    ['150g chicken breast', 150, 150],
    ['a slice of bread', 25, 35],
    ['1 tbsp olive oil', 13, 14.5],
    ['1 tsp sugar', 4, 4.5],
    ['3 oz salmon', 84, 86],
    ['1 lb ground beef', 453, 454],
    ['a medium banana', 110, 130],
    ['a large apple', 220, 250],
    ['8 fl oz orange juice', 240, 252],
    ['12 oz coke', 350, 380],
    ['250 ml milk', 250, 265],
    ['2 slices of pizza', 200, 260],
    ['1/2 cup oats', 38, 42],
    ['a glass of milk', 235, 255],
  ])('%s weighs %d-%d g', (text, low, high) => {
    const g = grams(text)
    expect(g).toBeGreaterThanOrEqual(low)
    expect(g).toBeLessThanOrEqual(high)
  })

  it('uses a typical portion when no amount is given', () => {
    expect(grams('banana')).toBeGreaterThan(90)
    expect(grams('banana')).toBeLessThan(150)
    expect(grams('coffee')).toBeGreaterThan(200)
  })

  it('sizes butter on toast and milk in coffee by what they go with', () => {
    const toast = analyzeMeal('toast with butter')
    expect(toast.items[1]?.grams).toBeLessThanOrEqual(10)
    const coffee = analyzeMeal('coffee with milk')
    expect(coffee.items[1]?.grams).toBeLessThan(60)
  })
})

describe('analyzeMeal: totals', () => {
  it('adds up the items of a meal', () => {
    const meal = analyzeMeal('2 eggs, 2 slices of toast, 1 tbsp butter')
    expect(meal.items).toHaveLength(3)
    const sum = meal.items.reduce((s, i) => s + i.nutrients.calories, 0)
    expect(Math.abs(meal.totals.calories - sum)).toBeLessThanOrEqual(2)
    expect(meal.totals.calories).toBeGreaterThan(300)
    expect(meal.totals.calories).toBeLessThan(450)
    expect(meal.totals.protein).toBeGreaterThan(10)
  })

  it('gives a plausible total for a casual description', () => {
    const meal = analyzeMeal('had 2 eggs and toast with butter')
    expect(meal.items.map((i) => i.food.description)).toEqual([
      expect.stringMatching(/^Egg/),
      expect.stringMatching(/^Bread/),
      expect.stringMatching(/^Butter/),
    ])
    expect(meal.totals.calories).toBeGreaterThan(250)
    expect(meal.totals.calories).toBeLessThan(400)
  })

  it('rounds calories to whole kcal and the rest to one decimal', () => {
    const { totals } = analyzeMeal('1 cup rice, 150g chicken breast')
    expect(Number.isInteger(totals.calories)).toBe(true)
    for (const v of [
      totals.protein,
      totals.carbs,
      totals.fat,
      totals.fiber,
      totals.sugar,
      totals.sodium,
    ]) {
      expect(Math.round(v * 10) / 10).toBe(v)
    }
  })
})

describe('analyzeMeal: unmatched items', () => {
  it('reports what it cannot match instead of counting it as zero', () => {
    const meal = analyzeMeal('2 eggs and a zxqwv')
    expect(meal.items).toHaveLength(1)
    expect(meal.unmatched).toEqual(['a zxqwv'])
  })

  it('reports an amount with no food', () => {
    expect(analyzeMeal('2 cups').unmatched).toEqual(['2 cups'])
  })

  it('returns nothing for an empty description', () => {
    expect(analyzeMeal('')).toEqual({
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 },
      unmatched: [],
    })
  })
})

describe('loadFoodTable', () => {
  it('loads the table once and can be called again', () => {
    const first = loadFoodTable()
    expect(first.foods).toBeGreaterThan(10_000)
    expect(loadFoodTable().foods).toBe(first.foods)
  })
})
