import { formatAmount } from '../format/format-amount'
import { addDays, startOfWeekSunday, weekDates } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import { dayOutcome, type DayOutcome } from './day-outcome'
import type { DailySummary } from './day-summary-schema'

// The overview's Weekly Progress strip (§2, §9): a Sunday-start week, one
// status per day, the days logged and the average deficit or surplus.

/** The fields of a day the week, streak and calendar rules read. */
export type DayRecord = Pick<
  DailySummary,
  'date' | 'has_data' | 'calories_met' | 'protein_met' | 'total_calories' | 'calories_goal'
>

/** A day's outcome (day-outcome.ts), the same on the strip as on the calendar. */
export type WeekDayStatus = DayOutcome

export interface WeekDay {
  date: IsoDate
  status: WeekDayStatus
  is_today: boolean
  is_future: boolean
  has_data: boolean
  calories_met: boolean
  protein_met: boolean
}

interface WeekProgress {
  week_start: IsoDate
  week_end: IsoDate
  days: WeekDay[]
  logged_days: number
  /** 'N/7 days logged' */
  logged_label: string
  /**
   * Goal minus intake averaged over the week's logged days before today, rounded:
   * positive a deficit, negative a surplus; null with none
   */
  average_deficit: number | null
  /** Whether today is in the week: it is in progress, so not in the average */
  includes_today: boolean
}

/**
 * Goal minus intake, averaged over the finished days that have meals (§9); null
 * when none do. Today is in progress: counting its breakfast as a whole day
 * would show a deficit that dinner has yet to spend.
 */
export function averageDeficit(
  days: readonly Pick<DayRecord, 'date' | 'has_data' | 'total_calories' | 'calories_goal'>[],
  today: IsoDate,
): number | null {
  const logged = days.filter((day) => day.has_data && day.date < today)
  if (logged.length === 0) return null
  const sum = logged.reduce((acc, day) => acc + (day.calories_goal - day.total_calories), 0)
  return Math.round(sum / logged.length) + 0 // + 0 turns -0 into 0
}

/**
 * The week that starts on `weekStart` (any other day is moved back to its
 * Sunday). `summaries` may hold any dates; those outside the week are ignored.
 */
export function weekProgress(
  weekStart: IsoDate,
  summaries: readonly DayRecord[],
  today: IsoDate,
): WeekProgress {
  const dates = weekDates(startOfWeekSunday(weekStart))
  const byDate = new Map(summaries.map((summary) => [summary.date, summary]))
  const inWeek = dates.flatMap((date) => {
    const summary = byDate.get(date)
    return summary ? [summary] : []
  })
  const days = dates.map((date): WeekDay => {
    const summary = byDate.get(date)
    return {
      date,
      status: dayOutcome(summary),
      is_today: date === today,
      is_future: date > today,
      has_data: summary?.has_data ?? false,
      calories_met: summary?.calories_met ?? false,
      protein_met: summary?.protein_met ?? false,
    }
  })
  const loggedDays = days.filter((day) => day.has_data).length
  return {
    week_start: dates[0] as IsoDate,
    week_end: dates[6] as IsoDate,
    days,
    logged_days: loggedDays,
    logged_label: `${loggedDays}/7 days logged`,
    average_deficit: averageDeficit(inWeek, today),
    includes_today: dates.includes(today),
  }
}

/** The Sunday before or after, for the strip's arrows. */
export function shiftWeek(weekStart: IsoDate, weeks: number): IsoDate {
  return addDays(startOfWeekSunday(weekStart), weeks * 7)
}

/** The days an average was taken over, as its sentence names them. */
export type AverageWindow = 'this week' | 'that week' | 'over the last 7 days'

/**
 * 'Average deficit this week: 250 kcal/day', 'Average surplus over the last 7
 * days: 120 kcal/day', 'On target on average this week'. Two averages of
 * different windows sit on the overview, so each says which days it took.
 */
export function describeAverageDeficit(average: number | null, window: AverageWindow): string {
  if (average === null)
    return `No finished days logged ${window === 'over the last 7 days' ? 'in the last 7 days' : window}`
  if (average > 0) return `Average deficit ${window}: ${formatAmount(average, 'kcal/day')}`
  if (average < 0) return `Average surplus ${window}: ${formatAmount(-average, 'kcal/day')}`
  return `On target on average ${window}`
}

/** Said beside an average whose window holds today. */
export const TODAY_IN_PROGRESS_NOTE = 'Today is in progress, so it is not counted yet.'
