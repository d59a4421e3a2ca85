import { describe, expect, it } from 'vitest'
import { measures } from './measures'
import type { Measure } from './measures'
import { analyzeMeal } from './index'
import { packagePieces, portionKey } from './units'

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

describe("a package of several pieces (USDA's 'package 1.6 oz 2 cups')", () => {
  it('is the package, and each piece its share', () => {
    expect(portionKey('package 1.6 oz 2 cups')).toBe('package')
    expect(packagePieces('package 1.6 oz 2 cups')).toBe(2)
    // (a weight or a package of packages counts no pieces)
    expect(packagePieces('package 1.76 oz')).toBeUndefined()
    expect(packagePieces('package 1 package')).toBeUndefined()
    expect(packagePieces('package yield (2 cups)')).toBeUndefined()
  })
})

describe("Reese's cups, however the pack is said", () => {
  const gramsOf = (text: string) => Math.round(analyzeMeal(text).items[0]!.grams)

  it('reads the 2-pack at its 45 g, each cup at half of it', () => {
    expect(gramsOf("2 reese's cups")).toBe(45)
    expect(gramsOf('a pack of reeses cups')).toBe(45)
    expect(gramsOf("reese's cups (the 2 pack)")).toBe(45)
    expect(gramsOf("pack of reese's cups (the 2 cup one)")).toBe(45)
    // (a pack of crisps is still the single-serve bag)
    expect(gramsOf('a pack of crisps')).toBe(28)
  })
})

describe('a handful', () => {
  const gramsOf = (text: string) => analyzeMeal(text).items[0]?.grams
  it('of fresh fruit is a cupped hand, half a cup', () => {
    expect(gramsOf('handful of grapes')).toBe(75)
    expect(gramsOf('2 handfuls of strawberries')).toBe(150)
  })

  it('of nuts is an ounce, as before', () => {
    expect(gramsOf('handful of almonds')).toBe(30)
  })
})
