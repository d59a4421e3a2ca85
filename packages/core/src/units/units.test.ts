import { describe, expect, it } from 'vitest'
import {
  formatMeasure,
  fromShownUnits,
  rangeInUnits,
  toShownUnits,
  unitSystemFromLanguages,
} from './units'

describe('body measures in a person’s units', () => {
  it('shows pounds and inches as they are in US units', () => {
    expect(formatMeasure('weight', 165, 'US')).toBe('165 lbs')
    expect(formatMeasure('height', 70, 'US')).toBe('70 in')
  })

  it('shows a weight in kilograms to a tenth and a height in whole centimetres', () => {
    expect(formatMeasure('weight', 165, 'metric')).toBe('74.8 kg')
    expect(formatMeasure('height', 70, 'metric')).toBe('178 cm')
    // a change converts the same way as a value
    expect(toShownUnits('weight', -15, 'metric')).toBe(-6.8)
  })

  it('reads what a person typed back into the API’s units without losing it', () => {
    const pounds = fromShownUnits('weight', 75, 'metric')
    expect(pounds).toBeCloseTo(165.347, 3)
    expect(toShownUnits('weight', pounds, 'metric')).toBe(75)
    expect(fromShownUnits('height', 180, 'metric')).toBeCloseTo(70.866, 3)
    expect(fromShownUnits('weight', 150, 'US')).toBe(150)
  })

  it('narrows a range to whole numbers the API accepts once converted', () => {
    const kg = rangeInUnits('weight', { min: 66, max: 660 }, 'metric')
    expect(kg).toEqual({ min: 30, max: 299 })
    expect(fromShownUnits('weight', kg.min, 'metric')).toBeGreaterThanOrEqual(66)
    expect(fromShownUnits('weight', kg.max, 'metric')).toBeLessThanOrEqual(660)
    expect(rangeInUnits('height', { min: 48, max: 96 }, 'metric')).toEqual({ min: 122, max: 243 })
    expect(rangeInUnits('height', { min: 48, max: 96 }, 'US')).toEqual({ min: 48, max: 96 })
  })
})

describe('the units a browser suggests', () => {
  it('follows the first language that names a country', () => {
    expect(unitSystemFromLanguages(['en-US', 'en'])).toBe('US')
    expect(unitSystemFromLanguages(['en-GB', 'en-US'])).toBe('metric')
    expect(unitSystemFromLanguages(['de', 'de-DE'])).toBe('metric')
    expect(unitSystemFromLanguages(['en', 'es-US'])).toBe('US')
  })

  it('keeps US units for plain English and nothing at all, metric for another language', () => {
    expect(unitSystemFromLanguages(['en'])).toBe('US')
    expect(unitSystemFromLanguages([])).toBe('US')
    expect(unitSystemFromLanguages(['fr'])).toBe('metric')
  })
})
