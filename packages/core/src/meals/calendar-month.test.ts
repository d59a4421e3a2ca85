import { describe, expect, it } from 'vitest'
import { calendarGrid, calendarMonth } from './calendar-month'

const day = (date: string, calories_met: boolean, protein_met: boolean) => ({
  date,
  has_data: true,
  calories_met,
  protein_met,
})

describe('calendarMonth', () => {
  it('lists every day of November with its first and last days', () => {
    const month = calendarMonth(2026, 11, [
      day('2026-10-31', true, true), // the day before: not in November
      day('2026-11-01', true, false),
      day('2026-11-30', false, true),
      day('2026-12-01', true, true), // the day after
    ])
    expect(month.year).toBe(2026)
    expect(month.month).toBe(11)
    expect(month.days).toHaveLength(30)
    expect(month.days[0]).toEqual({
      date: '2026-11-01',
      has_data: true,
      calories_met: true,
      protein_met: false,
    })
    expect(month.days[1]).toEqual({
      date: '2026-11-02',
      has_data: false,
      calories_met: false,
      protein_met: false,
    })
    expect(month.days[29]).toEqual({
      date: '2026-11-30',
      has_data: true,
      calories_met: false,
      protein_met: true,
    })
    expect(month.days.filter((d) => d.has_data)).toHaveLength(2)
  })

  it('gives a leap February 29 days', () => {
    const month = calendarMonth(2024, 2, [day('2024-02-29', true, true)])
    expect(month.days).toHaveLength(29)
    expect(month.days[28]).toEqual({
      date: '2024-02-29',
      has_data: true,
      calories_met: true,
      protein_met: true,
    })
    expect(calendarMonth(2026, 2, []).days).toHaveLength(28)
  })

  it('refuses a month that does not exist', () => {
    expect(() => calendarMonth(2026, 13, [])).toThrow(RangeError)
  })
})

describe('calendarGrid', () => {
  it("places the month's days Monday-first and leaves the neighbours empty", () => {
    // 1 February 2024 is a Thursday: 29, 30, 31 January lead the first row
    const cells = calendarGrid(2024, 2, [
      day('2024-01-31', true, true),
      day('2024-02-01', true, false),
      day('2024-02-29', false, true),
    ])
    expect(cells).toHaveLength(35)
    expect(cells[2]).toMatchObject({ date: '2024-01-31', inMonth: false, has_data: false })
    expect(cells[3]).toMatchObject({
      date: '2024-02-01',
      day: 1,
      inMonth: true,
      calories_met: true,
    })
    expect(cells[31]).toMatchObject({ date: '2024-02-29', day: 29, protein_met: true })
  })
})
