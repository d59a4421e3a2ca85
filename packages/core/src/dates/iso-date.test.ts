import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  datesBetween,
  formatLongDate,
  isValidIsoDate,
  monthDates,
  monthKey,
  startOfWeekSunday,
  todayIso,
  weekDates,
} from './iso-date'
import { isoDateSchema } from './iso-date-schema'

describe('isValidIsoDate', () => {
  it('accepts real calendar days', () => {
    expect(isValidIsoDate('2026-11-22')).toBe(true)
    expect(isValidIsoDate('2024-02-29')).toBe(true)
    expect(isValidIsoDate('2000-02-29')).toBe(true)
  })

  it('refuses days that do not exist', () => {
    expect(isValidIsoDate('2026-02-30')).toBe(false)
    expect(isValidIsoDate('2026-02-29')).toBe(false)
    expect(isValidIsoDate('1900-02-29')).toBe(false)
    expect(isValidIsoDate('2026-04-31')).toBe(false)
    expect(isValidIsoDate('2026-13-01')).toBe(false)
    expect(isValidIsoDate('2026-00-10')).toBe(false)
    expect(isValidIsoDate('2026-01-00')).toBe(false)
  })

  it('refuses years before 1900, including the year 0000 PostgreSQL cannot store', () => {
    expect(isValidIsoDate('0000-01-01')).toBe(false)
    expect(isValidIsoDate('0000-02-29')).toBe(false)
    expect(isValidIsoDate('0001-01-01')).toBe(false)
    expect(isValidIsoDate('1899-12-31')).toBe(false)
    expect(isValidIsoDate('1900-01-01')).toBe(true)
    expect(isValidIsoDate('9999-12-31')).toBe(true)
    expect(isoDateSchema.safeParse('0000-05-01').success).toBe(false)
  })

  it('still counts days across the first and last years allowed', () => {
    expect(addDays('1900-01-01', -1)).toBe('1899-12-31')
    expect(startOfWeekSunday('1900-01-01')).toBe('1899-12-31')
    expect(dayOfWeek('1899-12-31')).toBe(0)
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31')
  })

  it('refuses other shapes and non-strings', () => {
    expect(isValidIsoDate('2026-1-5')).toBe(false)
    expect(isValidIsoDate('2026-11-22T10:00:00Z')).toBe(false)
    expect(isValidIsoDate(' 2026-11-22')).toBe(false)
    expect(isValidIsoDate('22/11/2026')).toBe(false)
    expect(isValidIsoDate(20261122)).toBe(false)
    expect(isValidIsoDate(null)).toBe(false)
  })
})

describe('daysInMonth', () => {
  it('knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2026, 2)).toBe(28)
    expect(daysInMonth(2100, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2026, 4)).toBe(30)
    expect(daysInMonth(2026, 12)).toBe(31)
  })

  it('refuses a month outside 1 to 12', () => {
    expect(() => daysInMonth(2026, 13)).toThrow(RangeError)
  })
})

describe('addDays and daysBetween', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
  })

  it('adds exactly one day across the daylight-saving change', () => {
    // Europe and the US change clocks on these Sundays; UTC arithmetic does not care
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02')
  })

  it('counts days between two dates', () => {
    expect(daysBetween('2026-11-22', '2026-11-29')).toBe(7)
    expect(daysBetween('2026-11-29', '2026-11-22')).toBe(-7)
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
  })

  it('refuses fractional days and invalid dates', () => {
    expect(() => addDays('2026-11-22', 0.5)).toThrow(RangeError)
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
  })
})

describe('weeks', () => {
  it('knows the day of the week', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0) // Sunday
    expect(dayOfWeek('2026-11-28')).toBe(6) // Saturday
    expect(dayOfWeek('1970-01-01')).toBe(4) // Thursday
    expect(dayOfWeek('1969-12-28')).toBe(0) // before the epoch
  })

  it('finds the Sunday that starts the week', () => {
    expect(startOfWeekSunday('2026-11-22')).toBe('2026-11-22')
    expect(startOfWeekSunday('2026-11-25')).toBe('2026-11-22')
    expect(startOfWeekSunday('2026-11-28')).toBe('2026-11-22')
    expect(startOfWeekSunday('2026-12-02')).toBe('2026-11-29')
  })

  it('lists a week that crosses into the next month and year', () => {
    // 2026-12-31 is a Thursday
    expect(weekDates('2026-12-31')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
  })
})

describe('ranges and months', () => {
  it('lists every date of a range, both ends included', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
    expect(datesBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02'])
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([])
  })

  it('lists every day of a leap February', () => {
    const days = monthDates(2024, 2)
    expect(days).toHaveLength(29)
    expect(days[0]).toBe('2024-02-01')
    expect(days[28]).toBe('2024-02-29')
  })

  it('names the month of a date', () => {
    expect(monthKey('2026-03-09')).toBe('2026-03')
  })
})

describe('formatLongDate', () => {
  it('writes the weekday, month, day and year in English', () => {
    expect(formatLongDate('2026-11-22')).toBe('Sunday, November 22, 2026')
    expect(formatLongDate('2024-02-29')).toBe('Thursday, February 29, 2024')
    expect(formatLongDate('2027-01-01')).toBe('Friday, January 1, 2027')
  })
})

describe('todayIso', () => {
  it('reads the local calendar day, not the UTC one', () => {
    // 23:30 local time on 22 November is still the 22nd, whatever UTC says
    expect(todayIso(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22')
    expect(todayIso(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01')
  })
})

describe('isoDateSchema', () => {
  it('accepts a real date and trims it', () => {
    expect(isoDateSchema.parse(' 2026-11-22 ')).toBe('2026-11-22')
  })

  it('refuses an impossible date with a readable message', () => {
    const result = isoDateSchema.safeParse('2026-02-30')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Please enter a real date (YYYY-MM-DD)')
    expect(isoDateSchema.safeParse(42).error?.issues[0]?.message).toBe(
      'Please enter a real date (YYYY-MM-DD)',
    )
  })
})

describe('date arithmetic for any day', () => {
  const anyDate = fc
    .date({
      // 5,000 days either way stays within the years isValidIsoDate allows
      min: new Date('1915-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10))

  it('undoes addDays with daysBetween', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const later = addDays(date, days)
        return isValidIsoDate(later) && daysBetween(date, later) === days
      }),
    )
  })

  it('always starts a week on a Sunday no later than the day itself', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const sunday = startOfWeekSunday(date)
        const gap = daysBetween(sunday, date)
        return dayOfWeek(sunday) === 0 && gap >= 0 && gap < 7
      }),
    )
  })
})
