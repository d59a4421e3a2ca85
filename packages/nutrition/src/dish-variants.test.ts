import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

const foodsOf = (text: string, region?: 'AU') =>
  analyzeMeal(text, region ? { region } : {}).items.map((i) => i.food.description)

describe('a dish made with the meat or seafood it comes in a variant of', () => {
  it("reads 'pho with beef' as beef pho, and gives the dish the amount said after it", () => {
    const pho = analyzeMeal('pho with beef (about 3 cups)')
    expect(pho.items.map((i) => i.food.description)).toEqual(['Soup, pho, with meat'])
    expect(pho.items[0]?.grams).toBe(analyzeMeal('3 cups of beef pho').items[0]?.grams)
  })

  it('finds the variant by the words the matcher reads, in every region', () => {
    expect(foodsOf('pad thai with prawns', 'AU')).toEqual(foodsOf('prawn pad thai', 'AU'))
    expect(foodsOf('fried rice with shrimp')).toEqual(['Rice, fried, with shrimp'])
  })

  it('keeps a plain food and the meat beside it as two foods', () => {
    expect(foodsOf('rice with chicken')).toHaveLength(2)
    expect(foodsOf('eggs with bacon')).toHaveLength(2)
    expect(foodsOf('baked potato with tuna')).toHaveLength(2)
  })
})
