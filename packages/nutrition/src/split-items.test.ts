import { describe, expect, it } from 'vitest'
import { MAX_ITEMS, splitItems } from './split-items'

describe('splitItems', () => {
  it('splits on commas, and, with, +, new lines and semicolons', () => {
    expect(splitItems('2 eggs, toast and coffee with milk + juice\nbanana; apple')).toEqual([
      '2 eggs',
      'toast',
      'coffee',
      'milk',
      'juice',
      'banana',
      'apple',
    ])
  })

  it.each([
    'mac and cheese',
    'peanut butter and jelly sandwich',
    'salt and pepper',
    'half and half',
    'biscuits and gravy',
  ])('keeps %s whole', (dish) => {
    expect(splitItems(dish)).toEqual([dish])
  })

  it('writes fish and chips out as the two foods it is', () => {
    expect(splitItems('fish and chips')).toEqual(['fried battered fish', 'french fries'])
  })

  it('drops meal labels and keeps a topping apart from its base', () => {
    expect(splitItems('Breakfast: avocado on toast')).toEqual(['avocado', 'toast'])
  })

  it('keeps the bread a sandwich is on', () => {
    expect(splitItems('turkey sandwich on wheat')).toEqual(['turkey sandwich on wheat'])
  })

  it('caps the number of items', () => {
    expect(splitItems(Array(100).fill('egg').join(', '))).toHaveLength(MAX_ITEMS)
  })
})
