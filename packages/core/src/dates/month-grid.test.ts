import { describe, expect, it } from 'vitest'
import { monthGridMondayFirst } from './month-grid'

describe('monthGridMondayFirst', () => {
  it('starts a month that begins on a Sunday in the seventh column', () => {
    // 1 November 2026 is a Sunday: six days of October lead, and
    // 6 + 30 = 36 cells are needed, so this month takes a sixth row
    const cells = monthGridMondayFirst(2026, 11)
    expect(cells).toHaveLength(42)
    expect(cells[0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false })
    expect(cells[5]).toEqual({ date: '2026-10-31', day: 31, inMonth: false })
    expect(cells[6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true })
    expect(cells[35]).toEqual({ date: '2026-11-30', day: 30, inMonth: true })
    expect(cells[41]).toEqual({ date: '2026-12-06', day: 6, inMonth: false })
  })

  it('fills a leap February that starts on a Thursday', () => {
    // 1 February 2024 is a Thursday: Monday 29 Jan to Wednesday 31 Jan lead
    const cells = monthGridMondayFirst(2024, 2)
    expect(cells).toHaveLength(35)
    expect(cells[3]).toEqual({ date: '2024-02-01', day: 1, inMonth: true })
    expect(cells[31]).toEqual({ date: '2024-02-29', day: 29, inMonth: true })
    // 3 + 29 = 32 cells, then March 1 to 3 trail
    expect(cells[32]).toEqual({ date: '2024-03-01', day: 1, inMonth: false })
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(29)
  })

  it('keeps 35 cells for a month that fits', () => {
    // 1 June 2026 is a Monday: 30 days fill the first 30 cells exactly
    const cells = monthGridMondayFirst(2026, 6)
    expect(cells).toHaveLength(35)
    expect(cells[0]?.date).toBe('2026-06-01')
    expect(cells[29]?.date).toBe('2026-06-30')
    expect(cells[30]).toEqual({ date: '2026-07-01', day: 1, inMonth: false })
  })

  it('grows to six rows rather than drop the last days of a long month', () => {
    // 1 August 2026 is a Saturday: 5 leading cells + 31 days = 36
    const cells = monthGridMondayFirst(2026, 8)
    expect(cells).toHaveLength(42)
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(31)
    expect(cells[35]).toEqual({ date: '2026-08-31', day: 31, inMonth: true })
  })
})
