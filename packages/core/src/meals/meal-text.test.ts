import { describe, expect, it } from 'vitest'
import { mealTitle, truncateText } from './meal-text'

describe('mealTitle', () => {
  it("is 'Untitled Meal' for an empty description", () => {
    expect(mealTitle('')).toBe('Untitled Meal')
    expect(mealTitle('   ')).toBe('Untitled Meal')
    expect(mealTitle(null)).toBe('Untitled Meal')
    expect(mealTitle(' ,. ')).toBe('Untitled Meal')
  })

  it('keeps a description of up to 5 words whole', () => {
    expect(mealTitle('Grilled chicken salad')).toBe('Grilled chicken salad')
    expect(mealTitle('  a bowl   of oats ')).toBe('a bowl of oats')
    expect(mealTitle('Toast with jam and butter')).toBe('Toast with jam and butter')
  })

  it('drops filler words from a longer description', () => {
    // 10 words; without 'with', 'and', 'a', 'of': Grilled chicken rice side broccoli
    expect(mealTitle('Grilled chicken with rice and a side of broccoli')).toBe(
      'Grilled chicken rice side broccoli',
    )
    expect(mealTitle('I had a big bowl of oatmeal with berries and honey')).toBe(
      'big bowl oatmeal berries honey',
    )
  })

  it('cuts to 5 words when dropping fillers is not enough', () => {
    expect(mealTitle('Two eggs, toast, avocado, orange juice, coffee')).toBe(
      'Two eggs toast avocado orange',
    )
  })

  it('keeps the first words when every word is a filler', () => {
    expect(mealTitle('and the of a an with')).toBe('and the of a an')
  })
})

describe('truncateText', () => {
  it('leaves short text alone and cuts long text with an ellipsis', () => {
    expect(truncateText('Lentil soup', 40)).toBe('Lentil soup')
    expect(truncateText('x'.repeat(40), 40)).toBe('x'.repeat(40))
    expect(truncateText('Grilled chicken with rice and a side of broccoli', 40)).toBe(
      'Grilled chicken with rice and a side of...',
    )
  })
})
