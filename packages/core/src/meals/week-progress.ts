import { formatAmount } from '../format/format-amount'
import { addDays, startOfWeekSunday, weekDates } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import type { DailySummary } from './day-summary-schema'

// The overview's Weekly Progress strip (§2, §9): a Sunday-start week, one
// status per day, the days logged and the average deficit or surplus.

/** The fields of a day the week, streak and calendar rules read. */
export type DayRecord = Pick<
  DailySummary,
  'date' | 'has_data' | 'calories_met' | 'protein_met' | 'total_calories' | 'calories_goal'
>

/**
 * 'met' when both goals were met, 'partial' for a day with meals that missed at
 * least one (also when it missed both: the legend has no other colour for a
 * logged day), 'none' without meals.
 */
export type WeekDayStatus = 'met' | 'partial' | 'none'

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
  /** Goal minus intake averaged over logged days, rounded: positive a deficit, negative a surplus; null with nothing logged */
  average_deficit: number | null
}

/** A day on the week strip or the profile calendar: both goals met, logged, or no meals. */
export function dayStatus(
  day: Pick<DayRecord, 'has_data' | 'calories_met' | 'protein_met'> | undefined,
): WeekDayStatus {
  if (!day?.has_data) return 'none'
  return day.calories_met && day.protein_met ? 'met' : 'partial'
}

/** Goal minus intake, averaged over the days that have meals; null when none do. */
export function averageDeficit(
  days: readonly Pick<DayRecord, 'has_data' | 'total_calories' | 'calories_goal'>[],
): number | null {
  const logged = days.filter((day) => day.has_data)
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
      status: dayStatus(summary),
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
    average_deficit: averageDeficit(inWeek),
  }
}

/** The Sunday before or after, for the strip's arrows. */
export function shiftWeek(weekStart: IsoDate, weeks: number): IsoDate {
  return addDays(startOfWeekSunday(weekStart), weeks * 7)
}

/** 'Average deficit: 250 kcal/day', 'Average surplus: 120 kcal/day', 'On target on average'. */
export function describeAverageDeficit(average: number | null): string {
  if (average === null) return 'No days logged yet'
  if (average > 0) return `Average deficit: ${formatAmount(average, 'kcal/day')}`
  if (average < 0) return `Average surplus: ${formatAmount(-average, 'kcal/day')}`
  return 'On target on average'
}
