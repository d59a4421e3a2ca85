import { describe, expect, it } from 'vitest'
import { foodRegionFromAcceptLanguage, foodRegionFromLanguages } from './food-region'

describe('the food region of a browser’s languages', () => {
  it('reads the country of the first language that names one', () => {
    expect(foodRegionFromLanguages(['en-GB', 'en'])).toBe('UK')
    expect(foodRegionFromLanguages(['en-IE'])).toBe('UK')
    expect(foodRegionFromLanguages(['ga-IE'])).toBe('UK')
    expect(foodRegionFromLanguages(['en-AU'])).toBe('AU')
    expect(foodRegionFromLanguages(['en-NZ'])).toBe('AU')
    expect(foodRegionFromLanguages(['en-US', 'en-GB'])).toBe('US')
    expect(foodRegionFromLanguages(['en', 'en-GB'])).toBe('UK')
    expect(foodRegionFromLanguages(['zh-Hant-AU'])).toBe('AU')
    expect(foodRegionFromLanguages(['en_GB'])).toBe('UK')
  })

  it('falls back to the United States when no language names a country it knows', () => {
    expect(foodRegionFromLanguages([])).toBe('US')
    expect(foodRegionFromLanguages(['en'])).toBe('US')
    expect(foodRegionFromLanguages(['de-DE', 'fr'])).toBe('US')
  })
})

describe('the food region of an Accept-Language header', () => {
  it('takes the tags by weight, then by order', () => {
    expect(foodRegionFromAcceptLanguage('en-GB,en;q=0.9')).toBe('UK')
    expect(foodRegionFromAcceptLanguage('en;q=0.8,en-AU;q=0.9,en-US;q=0.5')).toBe('AU')
    expect(foodRegionFromAcceptLanguage('en-US;q=0.5, en-GB')).toBe('UK')
  })

  it('leaves out refused tags and survives a broken header', () => {
    expect(foodRegionFromAcceptLanguage('en-GB;q=0, en-AU')).toBe('AU')
    expect(foodRegionFromAcceptLanguage(undefined)).toBe('US')
    expect(foodRegionFromAcceptLanguage('')).toBe('US')
    expect(foodRegionFromAcceptLanguage(';;;,q=,en-GB;q=abc')).toBe('US')
    expect(foodRegionFromAcceptLanguage('*')).toBe('US')
  })
})
