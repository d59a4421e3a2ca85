import { addDays, dayOfWeek, daysInMonth, formatIsoDate, parseIsoDate } from './iso-date'
import type { IsoDate } from './iso-date'

const MONTH_GRID_CELLS = 35

export interface MonthGridCell {
  date: IsoDate
  /** Day of the month, 1 to 31 */
  day: number
  /** False for the neighbouring months' days that pad the first and last rows */
  inMonth: boolean
}

/**
 * The profile's month calendar: Monday-first rows of seven, 35 cells (§2, §9).
 *
 * A month that starts late in the week needs a sixth row (a 31-day month
 * starting on a Saturday or Sunday, a 30-day month starting on a Sunday): 35
 * cells would drop its last days, so only then the grid grows to 42 cells.
 */
export function monthGridMondayFirst(year: number, month: number): MonthGridCell[] {
  const first = formatIsoDate({ year, month, day: 1 })
  const leading = (dayOfWeek(first) + 6) % 7 // Monday 0 ... Sunday 6
  const needed = leading + daysInMonth(year, month)
  const cells = Math.max(MONTH_GRID_CELLS, Math.ceil(needed / 7) * 7)
  return Array.from({ length: cells }, (_, index) => {
    const date = addDays(first, index - leading)
    const parts = parseIsoDate(date)
    return { date, day: parts.day, inMonth: parts.month === month && parts.year === year }
  })
}
