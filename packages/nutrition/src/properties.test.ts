import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'
import type { MealAnalysis } from './index'
import { howCooked } from './parse-item'

function expectSane(result: MealAnalysis): void {
  for (const value of Object.values(result.totals)) {
    expect(Number.isFinite(value)).toBe(true)
    expect(value).toBeGreaterThanOrEqual(0)
  }
  for (const item of result.items) {
    expect(Number.isFinite(item.grams)).toBe(true)
    expect(item.grams).toBeGreaterThanOrEqual(0)
    expect(item.confidence).toBeGreaterThanOrEqual(0)
    expect(item.confidence).toBeLessThanOrEqual(1)
  }
}

const amounts = fc.constantFrom(
  '',
  '1',
  '2',
  '0',
  '1/2',
  '½',
  '1 1/2',
  '2.5',
  'a',
  'an',
  'half',
  'a dozen',
  'a few',
  'twelve',
  '999999',
  '1e308',
  '-3',
)
const units = fc.constantFrom(
  '',
  'g',
  'grams',
  'kg',
  'oz',
  'lb',
  'ml',
  'l',
  'cup',
  'cups',
  'tbsp',
  'tsp',
  'slice',
  'slices of',
  'piece',
  'bowl of',
  'glass of',
  'can of',
  'handful of',
  'scoop',
  'large',
  'small',
  'fl oz',
)
const foods = fc.constantFrom(
  'egg',
  'eggs',
  'rice',
  'chicken breast',
  'toast',
  'butter',
  'milk',
  'coffee',
  'banana',
  'pizza',
  'mac and cheese',
  'fries',
  'salad',
  'zxqwv',
  'grilled salmon',
  'oj',
)
const joiners = fc.constantFrom(', ', ' and ', ' with ', '\n', ' + ', '; ')

describe('analyzeMeal on any input', () => {
  it('never throws and keeps totals finite and non-negative on random strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expectSane(analyzeMeal(text))
      }),
      { numRuns: 300 },
    )
  })

  it('copes with any Unicode (emoji, control characters, combining marks)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expectSane(analyzeMeal(text))
      }),
      { numRuns: 200 },
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expectSane(analyzeMeal(text))
      }),
      { numRuns: 200 },
    )
  })

  it('copes with random combinations of amounts, units and foods', () => {
    const item = fc
      .tuple(amounts, units, foods)
      .map(([a, u, f]) => [a, u, f].filter(Boolean).join(' '))
    const meal = fc
      .tuple(fc.array(item, { minLength: 1, maxLength: 8 }), joiners)
      .map(([items, j]) => items.join(j))
    fc.assert(
      fc.property(meal, (text) => {
        const result = analyzeMeal(text)
        expectSane(result)
        // every item is either analysed or reported
        expect(result.items.length + result.unmatched.length).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })

  it('stays quick and bounded on huge input', () => {
    const huge = '2 eggs and toast, '.repeat(20_000)
    const started = performance.now()
    const result = analyzeMeal(huge)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(result.items.length).toBeLessThanOrEqual(30)
    expectSane(result)
  })

  it('treats values that are not strings as empty', () => {
    expectSane(analyzeMeal(undefined as unknown as string))
    expectSane(analyzeMeal(42 as unknown as string))
  })
})

describe('analyzeMeal: parentheses are details', () => {
  // what people put in brackets, and anything else, commas, joining words and units included
  const asideWords = fc.constantFrom(
    '16 oz',
    'one bowl',
    ', ',
    'with milk',
    ' and ',
    'large',
    '2 cups',
    'grilled',
    'chicken',
    'on the side',
    ' + ',
    '1/2',
    'then',
    'fries',
    'w/ cheese',
    'x2',
    '150g',
    '; ',
    'a handful',
    'mac and cheese',
  )
  const aside = fc
    .oneof(
      fc.string({ maxLength: 40 }),
      fc.array(asideWords, { maxLength: 6 }).map((w) => w.join(' ')),
    )
    // (brackets would end the aside; 'not eaten' rightly removes its item; a list of foods
    // with no weight or volume after a food they go on is its parts, 'toast (butter, jam)' and
    // 'toast (w/ cheese and x2 chicken)': headings.test.ts)
    .filter((t) => !/[()]/.test(t) && !/\b(?:not|never|didn?t|did|uneaten|untouched)\b/i.test(t))
    .filter(
      (t) => !/,|\band\b|\+/.test(t) || /\d\s*(?:g|kg|ml|oz|cups?)\b|\bno\b|\bwithout\b/.test(t),
    )
    // (how it was cooked, and nothing else, picks the row: '2 eggs (scrambled)', parse-item.ts)
    .filter((t) => howCooked(t) === undefined)

  it('never changes which foods are matched outside them', () => {
    const item = fc
      .tuple(amounts, units, foods)
      .map(([a, u, f]) => [a, u, f].filter(Boolean).join(' '))
    const meal = fc.tuple(fc.array(item, { minLength: 1, maxLength: 5 }), joiners, fc.nat(), aside)
    fc.assert(
      fc.property(meal, ([items, joiner, at, text]) => {
        const plain = items.join(joiner)
        const detailed = items
          .map((it, k) => (k === at % items.length ? `${it} (${text})` : it))
          .join(joiner)
        const foodsOf = (t: string) => analyzeMeal(t).items.map((i) => i.food.id)
        expect(foodsOf(detailed)).toEqual(foodsOf(plain))
      }),
      { numRuns: 300 },
    )
  })
})
