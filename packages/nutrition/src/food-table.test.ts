import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CURATED } from './curated'
import { FOOD_FILE_URL, readFoodTable } from './food-table'
import type { FoodFile } from './food-table'
import { asideRanges, foodTokens } from './tokenize'
import { portionKey } from './units'

describe('the committed food table', () => {
  it('has every curated food', () => {
    const { byId } = readFoodTable()
    for (const id of CURATED.values()) expect(byId.has(id), id).toBe(true)
  })

  it('was built with the current tokenizer (else run npm run build:foods)', () => {
    const file = JSON.parse(readFileSync(FOOD_FILE_URL, 'utf8')) as FoodFile
    for (const row of file.foods) {
      const stored = row[12].map((id) => (id < 0 ? ',' : file.vocabulary[id]))
      expect(stored).toEqual(foodTokens(row[1], true))
      expect(row[13] ?? []).toEqual(asideRanges(row[1]))
    }
  })

  it('keeps generic everyday foods and drops infant foods', () => {
    const { foods } = readFoodTable()
    expect(foods.some((f) => f.description === 'Egg, whole, boiled or poached')).toBe(true)
    expect(foods.some((f) => /^Babyfood/.test(f.description))).toBe(false)
  })
})

describe('portionKey', () => {
  it.each([
    ['tbsp', 'tbsp'],
    ['Tbsp', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['cup, chopped', 'cup'],
    ['cup (8 fl oz)', 'cup'],
    ['fl oz', 'floz'],
    ['medium (7" to 7-7/8" long)', 'm'],
    ['large', 'l'],
    ['large or thick slice', 'slice:l'],
    ['medium or regular slice', 'slice:m'],
    ['slice', 'slice'],
    ['cracker-size slice', 'cracker-size-slice'],
    ['Quantity not specified', 'qns'],
    ['Guideline amount per slice of bread/roll', 'guide:bread'],
    ['oz', null],
  ])('reads %s as %s', (unit, key) => {
    expect(portionKey(unit)).toBe(key)
  })
})
