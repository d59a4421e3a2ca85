import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

const foodsOf = (text: string, region?: 'UK' | 'AU') =>
  analyzeMeal(text, region ? { region } : {}).items.map((i) => i.food.description)

describe('a pie named by its meat is a savoury pie', () => {
  it('reads a steak, lamb or meat pie as a beef pot pie, never as meat beside a fruit pie', () => {
    for (const text of ['steak pie', 'a meat pie', 'lamb pie', 'beef mince pie'])
      expect(foodsOf(text, 'AU')).toEqual(['Pot pie, beef'])
  })

  it('reads a pie named by poultry as a chicken pot pie', () => {
    expect(foodsOf('turkey pie')).toEqual(['Pot pie, chicken'])
  })

  it("keeps 'A and B pie' whole: the first meat decides, the rest is in the pie", () => {
    expect(foodsOf('steak and kidney pie', 'UK')).toEqual(['Pot pie, beef'])
    expect(foodsOf('chicken and leek pie with mash', 'UK')).toEqual([
      'Pot pie, chicken',
      expect.stringMatching(/^Potato, mashed/),
    ])
  })

  it('weighs two pies as twice one', () => {
    const grams = (t: string) => analyzeMeal(t, { region: 'UK' }).items[0]?.grams ?? 0
    expect(grams('2 steak pies')).toBe(2 * grams('a steak pie'))
  })

  it('leaves sweet pies and the pies with names of their own alone', () => {
    expect(foodsOf('slice of pecan pie')).toEqual(['Pie, pecan'])
    expect(foodsOf('pork pie', 'UK')).toEqual(['Pastry, meat / poultry-filled'])
    expect(foodsOf('2 mince pies', 'UK')).toEqual(['Turnover, fruit'])
    expect(foodsOf('cottage pie', 'UK')).toEqual(["Shepherd's pie"])
  })
})
