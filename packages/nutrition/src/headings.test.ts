import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

const foodsOf = (text: string, region?: 'UK' | 'AU') =>
  analyzeMeal(text, region ? { region } : {}).items.map((i) => i.food.description)

describe('a heading and the parts listed after it', () => {
  it('keeps a heading that names the food the parts go on', () => {
    for (const text of ['jacket potato - beans, cheese', 'jacket potato (beans, cheese)'])
      expect(foodsOf(text, 'UK')).toEqual(['Potato, baked, NFS', 'Baked beans', 'Cheese, Cheddar'])
    expect(foodsOf('2 slices of fairy bread (marg and hundreds and thousands)', 'AU')).toEqual([
      'Bread, white',
      'Margarine, NFS',
      'Candy, sprinkles',
    ])
  })

  it('drops a heading the parts name again, or that names the parts', () => {
    expect(foodsOf('toast: 2 slices wholemeal, butter')).toHaveLength(2)
    expect(foodsOf('sausage sarnie - 2 sausages, white bread, ketchup', 'UK')).toHaveLength(3)
    expect(foodsOf("ploughman's: cheddar, ham, crusty bread, pickle, apple", 'UK')).toHaveLength(5)
    expect(foodsOf('full irish - 2 rashers, 2 sausages, fried egg', 'UK')).toHaveLength(3)
  })

  it('reads the parts in a parenthesis when the heading is a name for them', () => {
    expect(foodsOf('eton mess (meringue, cream, strawberries)', 'UK')).toHaveLength(3)
    const roast = foodsOf(
      'sunday roast at the pub (roast beef, yorkshire pud, roasties, carrots, gravy)',
      'UK',
    )
    expect(roast).toHaveLength(5)
    expect(roast).toContain('Popover')
  })

  it('reads a parenthesis of details, not parts, as details', () => {
    expect(foodsOf('breakfast burrito (egg, sausage, cheese)')).toHaveLength(1)
    expect(foodsOf('big bowl of chicken noodle soup (homemade, no crackers)')).toHaveLength(1)
  })
})
