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

  it('keeps whole foods of a longer description, joined as a name', () => {
    // the case: the 5-word cut read 'overnight oats chia seeds almond'
    expect(mealTitle('overnight oats with chia seeds and almond milk')).toBe(
      'overnight oats with chia seeds',
    )
    expect(mealTitle('Grilled chicken with rice and a side of broccoli')).toBe(
      'Grilled chicken with rice',
    )
    expect(mealTitle('Two eggs, toast, avocado, orange juice, coffee')).toBe(
      'Two eggs, toast and avocado',
    )
  })

  it('drops whole filler phrases, never a word of a food', () => {
    expect(mealTitle('I had a big bowl of oatmeal with berries and honey')).toBe(
      'big bowl of oatmeal',
    )
    expect(mealTitle('for lunch I had a turkey sandwich and an apple today')).toBe(
      'turkey sandwich and apple',
    )
  })

  it('never ends on a joining word when one food is longer than 5 words', () => {
    expect(mealTitle('slow cooked beef and barley stew with carrots')).toBe('slow cooked beef')
    expect(mealTitle('one very large slice of the chocolate fudge cake')).toBe(
      'one very large slice',
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
