import { describe, expect, it } from 'vitest'
import { formatNutrient, nutrientFieldLabel } from './nutrient-format'

describe('nutrient labels and amounts', () => {
  it('labels each input with its unit', () => {
    expect(nutrientFieldLabel('calories')).toBe('Calories (kcal)')
    expect(nutrientFieldLabel('protein')).toBe('Protein (g)')
    expect(nutrientFieldLabel('sodium')).toBe('Sodium (mg)')
  })

  it('writes an amount in the nutrient’s unit', () => {
    expect(formatNutrient('calories', 2590)).toBe('2,590 kcal')
    expect(formatNutrient('sugar', 12.45)).toBe('12.5 g')
    expect(formatNutrient('sodium', 11867.66)).toBe('11,867.7 mg')
  })
})
