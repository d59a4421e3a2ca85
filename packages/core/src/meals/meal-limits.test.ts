import { describe, expect, it } from 'vitest'
import {
  descriptionPastLimitsMessage,
  ITEM_GRAMS_LIMIT,
  ITEM_LIMITS,
  limitMessage,
  MEAL_LIMITS,
  nutrientsPastLimits,
  readingPastLimits,
} from './meal-limits'
import { NUTRIENT_KEYS, type Nutrients } from './nutrients'

const nutrients = (changes: Partial<Nutrients> = {}): Nutrients => ({
  calories: 500,
  protein: 30,
  carbs: 60,
  fat: 15,
  fiber: 5,
  sugar: 10,
  sodium: 800,
  ...changes,
})

const item = (text: string, grams: number, changes: Partial<Nutrients> = {}) => ({
  text,
  grams,
  nutrients: nutrients(changes),
})

describe('the limits of one item and one meal', () => {
  it('lets one item hold no more than a whole meal may', () => {
    for (const key of NUTRIENT_KEYS) expect(ITEM_LIMITS[key]).toBeLessThanOrEqual(MEAL_LIMITS[key])
  })

  it('names the nutrient, the limit with its unit and what it is the limit of', () => {
    expect(limitMessage('calories', 'meal')).toBe(
      'Calories must be at most 5,000 kcal for one meal',
    )
    expect(limitMessage('sodium', 'item')).toBe('Sodium must be at most 10,000 mg for one item')
    expect(limitMessage('fiber', 'meal')).toBe('Fiber must be at most 150 g for one meal')
  })

  it('finds each nutrient past the limit, and takes one exactly at it', () => {
    expect(nutrientsPastLimits(MEAL_LIMITS, 'meal')).toEqual({})
    expect(nutrientsPastLimits({ calories: 5_001, sodium: 15_000.1, fat: 12 }, 'meal')).toEqual({
      calories: 'Calories must be at most 5,000 kcal for one meal',
      sodium: 'Sodium must be at most 15,000 mg for one meal',
    })
  })

  it('counts a value that is not a number as past every limit', () => {
    expect(nutrientsPastLimits({ protein: Number.NaN, carbs: Infinity }, 'item')).toEqual({
      protein: 'Protein must be at most 400 g for one item',
      carbs: 'Carbs must be at most 600 g for one item',
    })
  })
})

describe('readingPastLimits', () => {
  it('takes a large but real meal: a holiday dinner of four items', () => {
    const dinner = {
      items: [
        item('turkey with skin', 400, { calories: 900, protein: 110, fat: 45, sodium: 2_000 }),
        item('stuffing', 300, { calories: 600 }),
        item('mashed potatoes with gravy', 400, { calories: 500 }),
        item('a quarter of a pecan pie', 250, { calories: 1_100, sugar: 90 }),
      ],
      totals: nutrients({ calories: 3_100, protein: 180, carbs: 330, fat: 150, sodium: 4_800 }),
    }
    expect(readingPastLimits(dinner)).toBeNull()
  })

  it('finds an item heavier than one item may be, and names it', () => {
    const breach = readingPastLimits({
      items: [item('toast', 50), item('10000 eggs', 10_000)],
      totals: nutrients(),
    })
    expect(breach).toEqual({
      item: 1,
      text: '10000 eggs',
      field: 'grams',
      value: 10_000,
      message: `Amount must be at most ${ITEM_GRAMS_LIMIT.toLocaleString('en-US')} g for one item`,
    })
    expect(descriptionPastLimitsMessage(breach!)).toBe(
      'We read “10000 eggs” as 10,000 g, more than one item can be (at most 3,000 g). Check the amounts, or enter the nutrients yourself.',
    )
  })

  it('finds an item whose nutrients are past one item’s limits', () => {
    const breach = readingPastLimits({
      items: [item('2 cups of soy sauce', 512, { sodium: 28_119.4 })],
      totals: nutrients({ sodium: 28_119.4 }),
    })
    expect(breach).toMatchObject({ item: 0, field: 'sodium', value: 28_119.4 })
    expect(breach!.message).toBe('Sodium must be at most 10,000 mg for one item')
    expect(descriptionPastLimitsMessage(breach!)).toBe(
      'We read “2 cups of soy sauce” as 28,119.4 mg of sodium, more than one item can be (at most 10,000 mg). Check the amounts, or enter the nutrients yourself.',
    )
  })

  it('finds totals past one meal’s limits when every item is inside its own', () => {
    const breach = readingPastLimits({
      items: [item('a', 500, { calories: 2_900 }), item('b', 500, { calories: 2_900 })],
      totals: nutrients({ calories: 5_800 }),
    })
    expect(breach).toEqual({
      field: 'calories',
      value: 5_800,
      message: 'Calories must be at most 5,000 kcal for one meal',
    })
    expect(descriptionPastLimitsMessage(breach!)).toBe(
      'We read this meal as 5,800 kcal, more than one meal can be (at most 5,000 kcal). Check the amounts, or enter the nutrients yourself.',
    )
  })
})
