import { describe, expect, it } from 'vitest'
import { parseItem } from './parse-item'
import { readQuantity } from './quantity'
import { normaliseText, rawTokens } from './tokenize'

function amount(text: string): number | undefined {
  return readQuantity(rawTokens(normaliseText(text)))?.value
}

describe('readQuantity', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['1/2', 0.5],
    ['½', 0.5],
    ['¼', 0.25],
    ['¾', 0.75],
    ['1 1/2', 1.5],
    ['1½', 1.5],
    ['2-3', 2.5],
    ['2 or 3', 2.5],
    ['a', 1],
    ['an', 1],
    ['one', 1],
    ['twelve', 12],
    ['half', 0.5],
    ['half a', 0.5],
    ['a quarter', 0.25],
    ['three quarters of a', 0.75],
    ['a dozen', 12],
    ['half a dozen', 6],
    ['a couple of', 2],
    ['a few', 3],
    ['one and a half', 1.5],
  ])('reads %s as %d', (text, value) => {
    expect(amount(text)).toBeCloseTo(value)
  })

  it('reads no amount from a food word or a percentage', () => {
    expect(amount('eggs')).toBeUndefined()
    expect(amount('2% milk')).toBeUndefined()
  })
})

describe('parseItem', () => {
  it.each([
    ['150g chicken breast', 150, 'g', ['chicken', 'breast']],
    ['150 grams of rice', 150, 'g', ['rice']],
    ['1 kg potatoes', 1, 'kg', ['potato']],
    ['3 oz salmon', 3, 'oz', ['salmon']],
    ['2 ounces cheese', 2, 'oz', ['cheese']],
    ['1 lb ground beef', 1, 'lb', ['ground', 'beef']],
    ['half a pound of shrimp', 0.5, 'lb', ['shrimp']],
    ['250ml milk', 250, 'ml', ['milk']],
    ['1 l water', 1, 'l', ['water']],
    ['1 liter of juice', 1, 'l', ['juice']],
    ['2 cups of rice', 2, 'cup', ['rice']],
    ['1 tbsp olive oil', 1, 'tbsp', ['olive', 'oil']],
    ['2 tablespoons peanut butter', 2, 'tbsp', ['peanut', 'butter']],
    ['1 tsp sugar', 1, 'tsp', ['sugar']],
    ['a teaspoon of honey', 1, 'tsp', ['honey']],
    ['a slice of bread', 1, 'slice', ['bread']],
    ['2 pieces of chicken', 2, 'piece', ['chicken']],
    ['1 serving pasta', 1, 'serving', ['pasta']],
    ['a bowl of soup', 1, 'bowl', ['soup']],
    ['a glass of milk', 1, 'glass', ['milk']],
    ['1 can of coke', 1, 'can', ['coke']],
    ['a handful of almonds', 1, 'handful', ['almond']],
    ['1 scoop protein powder', 1, 'scoop', ['protein', 'powder']],
    ['8 fl oz orange juice', 8, 'floz', ['orange', 'juice']],
    ['1 1/2 cups oats', 1.5, 'cup', ['oat']],
    ['chicken breast 150g', 150, 'g', ['chicken', 'breast']],
    ['rice (1 cup)', 1, 'cup', ['rice']],
    ['cup of coffee', 1, 'cup', ['coffee']],
    ['2 pizza slices', 2, 'slice', ['pizza']],
    ['a couple of slices of toast', 2, 'slice', ['toast']],
  ])('reads %s', (text, quantity, unit, words) => {
    const item = parseItem(text)
    expect(item.quantity).toBeCloseTo(quantity)
    expect(item.unit).toBe(unit)
    expect(item.words).toEqual(words)
  })

  it('reads sizes as sizes, not units', () => {
    expect(parseItem('2 large eggs')).toMatchObject({
      quantity: 2,
      unit: null,
      size: 'l',
      words: ['egg'],
    })
    expect(parseItem('a small apple')).toMatchObject({ quantity: 1, size: 's', words: ['apple'] })
    expect(parseItem('medium banana')).toMatchObject({ quantity: 1, size: 'm', words: ['banana'] })
  })

  it('reads a bare count and no amount at all', () => {
    expect(parseItem('2 eggs')).toMatchObject({ quantity: 2, unit: null, words: ['egg'] })
    expect(parseItem('banana')).toMatchObject({ quantity: null, unit: null, words: ['banana'] })
  })

  it('drops what people say around the food', () => {
    expect(parseItem('i had 2 eggs for breakfast').words).toEqual(['egg'])
    expect(parseItem('breakfast burrito').words).toEqual(['breakfast', 'burrito'])
  })

  it('keeps cooking words: they steer the match', () => {
    expect(parseItem('2 scrambled eggs').words).toEqual(['scrambled', 'egg'])
  })

  it('reads an amount in parentheses as the amount of the item before them', () => {
    expect(parseItem('a smoothie (16 oz)')).toMatchObject({
      quantity: 16,
      unit: 'oz',
      words: ['smoothy'],
    })
    expect(parseItem('cashews (1 oz)')).toMatchObject({
      quantity: 1,
      unit: 'oz',
      words: ['cashew'],
    })
    expect(parseItem('oatmeal (one bowl, with milk)')).toMatchObject({
      quantity: 1,
      unit: 'bowl',
      words: ['oatmeal'],
    })
    expect(parseItem('2 eggs (about 100 g)')).toMatchObject({ quantity: 100, unit: 'g' })
    expect(parseItem('a bagel (large)')).toMatchObject({ quantity: 1, size: 'l', words: ['bagel'] })
  })

  it('never takes words in parentheses as food words', () => {
    expect(parseItem('chicken (grilled, no skin)').words).toEqual(['chicken'])
    expect(parseItem('2 slices toast (whole wheat)')).toMatchObject({
      quantity: 2,
      unit: 'slice',
      words: ['toast'],
    })
  })

  it('reads the part a food is counted by, after its name or before it, as the unit', () => {
    expect(parseItem('8 broccoli florets')).toMatchObject({
      quantity: 8,
      unit: 'floweret',
      words: ['broccoli'],
      countNoun: 'floret',
    })
    expect(parseItem('a stick of celery')).toMatchObject({ unit: 'stick', words: ['celery'] })
    expect(parseItem('3 sprigs of parsley')).toMatchObject({ unit: 'sprig', words: ['parsley'] })
    expect(parseItem('4 leeks')).toMatchObject({ unit: null, words: ['leek'] })
  })

  it("reads 'a side of' as a side order", () => {
    expect(parseItem('a side of fries')).toMatchObject({
      quantity: 1,
      unit: 'serving',
      words: ['fry'],
    })
    expect(parseItem('side salad').words).toEqual(['side', 'salad'])
  })

  it('reads seasonings and small amounts as small amounts, not sizes', () => {
    expect(parseItem('a pinch of salt')).toMatchObject({
      quantity: 1,
      unit: 'pinch',
      words: ['salt'],
    })
    expect(parseItem('a sprinkle of oregano')).toMatchObject({
      unit: 'sprinkle',
      words: ['oregano'],
    })
    expect(parseItem('a little olive oil')).toMatchObject({
      unit: 'touch',
      words: ['olive', 'oil'],
    })
    expect(parseItem('a little bit of parmesan')).toMatchObject({
      unit: 'touch',
      words: ['parmesan'],
    })
    expect(parseItem('pepper to taste')).toMatchObject({ unit: 'pinch', words: ['pepper'] })
  })

  it('never takes digits or units as food words', () => {
    expect(parseItem('a smoothie 16 oz').words).toEqual(['smoothy'])
    expect(parseItem('1 bagel 3 oz').words).toEqual(['bagel'])
    expect(parseItem('2% milk').words).toEqual(['2%', 'milk'])
  })

  it('reads a yogurt cup as one container of yogurt', () => {
    expect(parseItem('vanilla greek yogurt cup')).toMatchObject({
      quantity: 1,
      unit: 'container',
      words: ['vanilla', 'greek', 'yogurt'],
    })
  })

  it('reads the container after a stated volume as no food word', () => {
    expect(parseItem('330ml can of irn bru')).toMatchObject({
      quantity: 330,
      unit: 'ml',
      words: ['irn', 'bru'],
    })
    expect(parseItem('500 ml bottle of water')).toMatchObject({ unit: 'ml', words: ['water'] })
    // a container with no volume before it stays the unit
    expect(parseItem('a can of coke')).toMatchObject({ unit: 'can', words: ['coke'] })
  })

  it.each([
    ['I ate 2 eggs', 2, ['egg']],
    ['had a bagel', 1, ['bagel']],
    ['this morning i had a banana', 1, ['banana']],
    ['i just finished a bowl of cereal', 1, ['cereal']],
    ['we ordered a pizza', 1, ['pizza']],
  ])('reads the food and amount of %s, not the words before them', (text, quantity, words) => {
    expect(parseItem(text)).toMatchObject({ quantity, words })
  })
})
