import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

describe('an amount said after the food, in words of its own', () => {
  it('weighs what the bowl held and what was eaten', () => {
    const ramen = analyzeMeal('tonkotsu ramen, bowl was about 650g')
    expect(ramen.unmatched).toEqual([])
    expect(ramen.items[0]?.grams).toBe(650)
    const pho = analyzeMeal('pho, ate about 3 cups (left some broth)')
    expect(pho.unmatched).toEqual([])
    expect(pho.items[0]?.grams).toBe(analyzeMeal('3 cups of pho').items[0]?.grams)
  })
})

describe('a weight or volume said before a measure or a container', () => {
  const first = (text: string) => analyzeMeal(text).items[0]

  it('weighs the food, and the measure chooses no other row', () => {
    expect(first('120g slice of carrot cake')?.food.description).toBe(
      first('carrot cake')?.food.description,
    )
    expect(first('120g slice of carrot cake')?.grams).toBe(120)
  })

  it('reads a stated glass of wine as wine, and of red as red wine', () => {
    expect(first('175ml glass of wine')?.food.description).toBe(
      first('glass of wine')?.food.description,
    )
    expect(first('175ml glass of wine')?.nutrients.calories).toBeGreaterThan(120)
    expect(first('175ml glass of red')?.food.description).toBe('Wine, red')
  })
})
