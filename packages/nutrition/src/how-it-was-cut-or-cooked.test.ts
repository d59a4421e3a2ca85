// How a food was cut or cooked, said after it, and measures of its parts: each case here read
// as a food nobody named, or as several of a whole, before the rule.
import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

function read(text: string) {
  const analysis = analyzeMeal(text)
  return {
    foods: analysis.items.map((item) => item.food.description),
    grams: Math.round(analysis.items.reduce((sum, item) => sum + item.grams, 0)),
    kcal: Math.round(analysis.totals.calories),
  }
}

describe('an orange by its sections and wedges', () => {
  it('reads orange sections as orange, not canned grapefruit sections', () => {
    const sections = read('1 cup orange sections')
    expect(sections.foods).toEqual(['Orange, raw'])
    expect(sections.grams).toBe(180)
  })

  it('counts wedges as parts of one orange, not as whole oranges', () => {
    // four wedges are about half an orange (154 g whole); they read as 616 g
    const wedges = read('4 orange wedges')
    expect(wedges.foods).toEqual(['Orange, raw'])
    expect(wedges.grams).toBeGreaterThan(40)
    expect(wedges.grams).toBeLessThan(90)
    expect(read('6 mandarin segments').grams).toBeLessThan(80)
  })
})

describe('egg whites measured by the cup are poured liquid whites', () => {
  it('weighs a cup of egg whites as the liquid it was measured as', () => {
    // USDA's cup of cooked egg white is chopped hard-cooked whites, 135 g
    const cup = read('1 cup egg whites')
    expect(cup.foods).toEqual(['Egg, white only, raw'])
    expect(cup.grams).toBe(245)
    expect(cup.kcal).toBeLessThan(135)
  })

  it('keeps counted whites and whites measured after cooking as cooked egg white', () => {
    expect(read('3 egg whites').foods[0]).toMatch(/^Egg, white, cooked/)
    expect(read('1 cup chopped boiled egg whites').foods[0]).toMatch(/^Egg, white, cooked/)
  })
})

describe('how it was cooked, said after a comma', () => {
  it('is the same food as said before it, never a second food', () => {
    // '2 eggs, scrambled' read 2 eggs and, beside them, a serving of scrambled egg (380 kcal)
    const eggs = read('2 eggs, scrambled')
    expect(eggs.foods).toEqual(['Egg omelet or scrambled egg, NS as to fat'])
    expect(eggs.kcal).toBe(read('2 scrambled eggs').kcal)
    expect(read('egg whites, scrambled').foods).toHaveLength(1)
  })

  it('picks the row of that method', () => {
    expect(read('2 eggs, fried').foods[0]).toMatch(/fried/)
    expect(read('chicken breast, grilled').foods[0]).toMatch(/grilled/)
    expect(read('2 eggs, hard boiled').foods[0]).toMatch(/boiled/)
    expect(read('chicken (grilled)').foods[0]).toMatch(/grilled/)
  })

  it('reads poached fish as steamed, not as the fried NFS row', () => {
    expect(read('poached salmon').foods[0]).toBe('Fish, salmon, steamed')
    expect(read('salmon fillet, poached').foods[0]).toBe('Fish, salmon, steamed')
  })
})

describe('produce said to be cooked, or that nobody eats raw', () => {
  it('never reads a raw row when the person said how it was cooked', () => {
    expect(read('roasted butternut squash').foods[0]).toMatch(/butternut, cooked, baked/)
    expect(read('roasted courgette').foods[0]).toMatch(/cooked/)
  })

  it('reads squash on an American plate as cooked summer squash, and a British one as the drink', () => {
    // the ranking chose between four raw SR squashes by accident (a raw hubbard)
    expect(read('1/2 cup squash').foods[0]).toBe(
      'Summer squash, yellow or green, fresh, cooked, no added fat',
    )
    const british = analyzeMeal('glass of orange squash', { region: 'UK' })
    expect(british.items[0]?.food.description).toBe('Fruit juice drink')
  })

  it('reads foods nobody eats raw as cooked, at a cooked portion', () => {
    // 'cassava' read a whole raw root: 408 g, 653 kcal
    const cassava = read('cassava')
    expect(cassava.foods[0]).toMatch(/^Cassava, cooked/)
    expect(cassava.kcal).toBeLessThan(250)
    expect(read('acorn squash').foods[0]).toMatch(/acorn, cooked/)
    expect(read('eggplant').foods[0]).toMatch(/^Eggplant, cooked/)
    expect(read('pumpkin').foods[0]).toMatch(/^Pumpkin, cooked/)
    // what the person says still decides
    expect(read('raw pumpkin seeds').foods[0]).toMatch(/^Pumpkin seeds/)
  })
})
