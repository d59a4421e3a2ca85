import { describe, expect, it } from 'vitest'
import { foodTokens, rawTokens, stem } from './tokenize'

describe('stem', () => {
  it('joins singular and plural forms', () => {
    for (const [a, b] of [
      ['eggs', 'egg'],
      ['cookies', 'cookie'],
      ['berries', 'berry'],
      ['potatoes', 'potato'],
      ['peaches', 'peach'],
      ['olives', 'olive'],
      ['leaves', 'leaf'],
      ['fries', 'fry'],
    ]) {
      expect(stem(a ?? '')).toBe(stem(b ?? ''))
    }
  })

  it('leaves words that only look plural', () => {
    expect(stem('hummus')).toBe('hummus')
    expect(stem('asparagus')).toBe('asparagus')
    expect(stem('glass')).toBe('glass')
  })
})

describe('rawTokens', () => {
  it('splits glued amounts and keeps fractions, decimals and percentages whole', () => {
    expect(rawTokens('150g 1.5cups 1/2 2% milk')).toEqual([
      '150',
      'g',
      '1.5',
      'cups',
      '1/2',
      '2%',
      'milk',
    ])
  })

  it('marks ranges', () => {
    expect(rawTokens('2-3 eggs')).toEqual(['2', '~', '3', 'eggs'])
    expect(rawTokens('2 to 3 eggs')).toEqual(['2', '~', '3', 'eggs'])
  })

  it('folds accents, apostrophes and unicode fractions', () => {
    expect(foodTokens('Jalapeño')).toEqual(['jalapeno'])
    expect(foodTokens("McDONALD'S")).toEqual(['mcdonald'])
    expect(foodTokens('½ cup')).toEqual(['1/2', 'cup'])
  })
})
