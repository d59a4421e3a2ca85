import { describe, expect, it } from 'vitest'
import { parseTimelineDays, readTimeline, validateTimeline } from './timeline'

describe('validateTimeline', () => {
  it('asks for a timeframe when the text is empty', () => {
    expect(validateTimeline('')).toBe('Please enter a timeframe')
    expect(validateTimeline('   ')).toBe('Please enter a timeframe')
    expect(validateTimeline(null)).toBe('Please enter a timeframe')
    expect(validateTimeline(undefined)).toBe('Please enter a timeframe')
  })

  it('asks for a number when there is none', () => {
    expect(validateTimeline('a few weeks')).toBe(
      'Please include a number (e.g., "8 weeks", "3 months")',
    )
    expect(validateTimeline('two months')).toBe(
      'Please include a number (e.g., "8 weeks", "3 months")',
    )
  })

  it('asks for a unit when the number has none', () => {
    expect(validateTimeline('8')).toBe('Please specify a time unit: days, weeks, or months')
    expect(validateTimeline('8 years')).toBe('Please specify a time unit: days, weeks, or months')
    expect(validateTimeline('8 weekends')).toBe(
      'Please specify a time unit: days, weeks, or months',
    )
  })

  it('accepts every spelling of the units, in any case', () => {
    for (const text of [
      '8 weeks',
      '8 week',
      '8wk',
      '8 wks',
      '8 WEEKS',
      '3 months',
      '3 month',
      '3mo',
      '3 mos',
      '3 Months',
      '90 d',
      '90d',
      '90 days',
      '7 day',
      '  12 weeks  ',
      'about 8 weeks please',
    ]) {
      expect(validateTimeline(text), text).toBeNull()
    }
  })

  it('keeps days between 7 and 365', () => {
    expect(validateTimeline('6 days')).toBe('Please enter between 7 and 365 days')
    expect(validateTimeline('7 days')).toBeNull()
    expect(validateTimeline('365 days')).toBeNull()
    expect(validateTimeline('366 days')).toBe('Please enter between 7 and 365 days')
  })

  it('keeps weeks between 1 and 52', () => {
    expect(validateTimeline('0 weeks')).toBe('Please enter between 1 and 52 weeks')
    expect(validateTimeline('1 week')).toBeNull()
    expect(validateTimeline('52 weeks')).toBeNull()
    expect(validateTimeline('53 weeks')).toBe('Please enter between 1 and 52 weeks')
    expect(validateTimeline('-3 weeks')).toBe('Please enter between 1 and 52 weeks')
  })

  it('keeps months between 1 and 12', () => {
    expect(validateTimeline('0 months')).toBe('Please enter between 1 and 12 months')
    expect(validateTimeline('1 month')).toBeNull()
    expect(validateTimeline('12 months')).toBeNull()
    expect(validateTimeline('13 months')).toBe('Please enter between 1 and 12 months')
  })
})

describe('parseTimelineDays', () => {
  it('counts a week as 7 days and a month as 30', () => {
    expect(parseTimelineDays('8 weeks')).toBe(56)
    expect(parseTimelineDays('8wk')).toBe(56)
    expect(parseTimelineDays('3 months')).toBe(90)
    expect(parseTimelineDays('90 d')).toBe(90)
    expect(parseTimelineDays('12 Months')).toBe(360)
  })

  it('rounds a fractional amount to whole days', () => {
    // 1.5 weeks = 10.5 days, rounded to 11
    expect(parseTimelineDays('1.5 weeks')).toBe(11)
    expect(readTimeline('1.5 weeks')).toEqual({
      ok: true,
      timeline: { amount: 1.5, unit: 'weeks', days: 11 },
    })
  })

  it('falls back to 56 days when the text cannot be read', () => {
    expect(parseTimelineDays('')).toBe(56)
    expect(parseTimelineDays('soon')).toBe(56)
    expect(parseTimelineDays('10')).toBe(56)
    expect(parseTimelineDays('0 days')).toBe(56)
  })

  it('leaves the bounds to validateTimeline', () => {
    expect(parseTimelineDays('400 days')).toBe(400)
  })
})
