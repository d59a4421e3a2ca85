import { monthDates } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import { monthGridMondayFirst } from '../dates/month-grid'
import type { MonthGridCell } from '../dates/month-grid'
import type { CalendarDay, CalendarMonth } from './calendar-month-schema'
import type { DayRecord } from './week-progress'

// The month activity calendar of §3 (GET /api/meals/calendar/{year}/{month}).

type DayFlags = Pick<DayRecord, 'date' | 'has_data' | 'calories_met' | 'protein_met'>

const flagsOf = (date: IsoDate, day: DayFlags | undefined): CalendarDay => ({
  date,
  has_data: day?.has_data ?? false,
  calories_met: day?.calories_met ?? false,
  protein_met: day?.protein_met ?? false,
})

/** Every day of the month, from the 1st to the last; days without a summary have no data. */
export function calendarMonth(
  year: number,
  month: number,
  summaries: readonly DayFlags[],
): CalendarMonth {
  const byDate = new Map(summaries.map((summary) => [summary.date, summary]))
  return {
    year,
    month,
    days: monthDates(year, month).map((date) => flagsOf(date, byDate.get(date))),
  }
}

interface CalendarGridCell extends MonthGridCell, CalendarDay {}

/**
 * The profile's Monday-first grid (35 cells, 42 when the month needs a sixth
 * row) with each day's flags. Cells of the neighbouring months carry no data.
 */
export function calendarGrid(
  year: number,
  month: number,
  days: readonly DayFlags[],
): CalendarGridCell[] {
  const byDate = new Map(days.map((day) => [day.date, day]))
  return monthGridMondayFirst(year, month).map((cell) => ({
    ...cell,
    ...flagsOf(cell.date, cell.inMonth ? byDate.get(cell.date) : undefined),
  }))
}
