import { describe, expect, it } from 'vitest'
import { measures } from './measures'
import type { Measure } from './measures'
import { portionKey } from './units'

const m = (key: string, grams: number, seq: number, amount = 1, weight = grams): Measure => ({
  key,
  grams,
  seq,
  amount,
  weight,
})

describe('measures', () => {
  it('takes the container size nearest the usual amount, and keeps the smallest and largest', () => {
    const out = measures([
      m('bottle', 300, 1),
      m('bottle', 500, 2),
      m('bottle', 950, 3),
      m('qns', 450, 4),
    ])
    expect(out.get('bottle')).toBe(500)
    expect(out.get('bottle:s')).toBe(300)
    expect(out.get('bottle:l')).toBe(950)
  })

  it('keeps the listed amount of a fraction measure as the default serving', () => {
    const out = measures([m('cup', 120, 1, 0.25, 30)])
    expect(out.get('cup')).toBe(120)
    expect(out.get('listed')).toBe(30)
  })

  it('drops what a raw food yields', () => {
    expect(portionKey('small, raw, yields')).toBeNull()
    expect(portionKey('medium slice (yield after cooking)')).toBe('slice:m')
  })
})
