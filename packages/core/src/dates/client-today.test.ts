import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, formatIsoDate } from './iso-date'
import {
  CLIENT_TODAY_MESSAGE,
  CLIENT_TODAY_MAX_DAYS_FROM_UTC,
  isClientToday,
  utcTodayIso,
} from './client-today'
import { clientTodayQuerySchema, clientTodaySchema } from './iso-date-schema'

const HOUR = 3_600_000

/** The calendar date a clock set to UTC+`offsetHours` shows at `now`. */
function localDate(now: Date, offsetHours: number) {
  const shifted = new Date(now.getTime() + offsetHours * HOUR)
  return formatIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  })
}

// Every offset in use, half and quarter hours included (India +5:30, Nepal +5:45, Chatham +12:45)
const OFFSETS = [-12, -11, -9.5, -3.5, 0, 3.5, 5.5, 5.75, 8.75, 10.5, 12.75, 13, 14]

describe('utcTodayIso', () => {
  it('is the date in UTC, not in the time zone of the machine', () => {
    expect(utcTodayIso(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27')
    expect(utcTodayIso(new Date('2026-11-28T00:00:00.000Z'))).toBe('2026-11-28')
    expect(utcTodayIso(new Date('2024-02-29T12:00:00Z'))).toBe('2024-02-29')
  })
})

describe('isClientToday', () => {
  it('accepts the date of every time zone, UTC-12 to UTC+14, at every hour of a day', () => {
    const start = Date.parse('2026-12-31T00:00:00Z')
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const now = new Date(start + minutes * 60_000)
      for (const offset of OFFSETS) {
        expect(
          isClientToday(localDate(now, offset), now),
          `${now.toISOString()} UTC${offset}`,
        ).toBe(true)
      }
    }
  })

  it('allows one day either way of the UTC date, and refuses anything further', () => {
    const now = new Date('2026-11-27T09:00:00Z')
    expect(CLIENT_TODAY_MAX_DAYS_FROM_UTC).toBe(1)
    expect(
      ['2026-11-26', '2026-11-27', '2026-11-28'].map((day) => isClientToday(day, now)),
    ).toEqual([true, true, true])
    for (const day of ['2026-11-25', '2026-11-29', '2026-11-01', '2026-05-04', '2025-11-27']) {
      expect(isClientToday(day, now), day).toBe(false)
    }
  })

  it('counts across the ends of months and years', () => {
    const newYearsEve = new Date('2026-12-31T23:30:00Z')
    expect(isClientToday('2027-01-01', newYearsEve)).toBe(true)
    expect(isClientToday('2027-01-02', newYearsEve)).toBe(false)
    const leapDay = new Date('2028-03-01T01:00:00Z')
    expect(isClientToday('2028-02-29', leapDay)).toBe(true)
    expect(isClientToday('2028-02-28', leapDay)).toBe(false)
  })
})

describe('clientTodaySchema', () => {
  afterEach(() => vi.useRealTimers())

  it('reads the clock when it checks, so a long-running server moves with the days', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T09:00:00Z') })
    expect(clientTodaySchema.safeParse('2026-11-28').success).toBe(true)
    vi.setSystemTime(new Date('2026-11-30T09:00:00Z'))
    expect(clientTodaySchema.safeParse('2026-11-28').success).toBe(false)
    expect(clientTodaySchema.safeParse(' 2026-11-29 ').data).toBe('2026-11-29')
  })

  it('refuses a day out of range with a message a person can act on', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T09:00:00Z') })
    const twoDaysBack = addDays(utcTodayIso(), -2)
    const result = clientTodayQuerySchema.safeParse({ today: twoDaysBack })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['today'], message: CLIENT_TODAY_MESSAGE }),
    ])
  })

  it('gives a date that is not a date its one message, not two', () => {
    const result = clientTodaySchema.safeParse('2026-02-30')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a real date (YYYY-MM-DD)',
    ])
  })

  it('leaves today out as the server’s choice', () => {
    expect(clientTodayQuerySchema.parse({})).toEqual({})
  })
})
