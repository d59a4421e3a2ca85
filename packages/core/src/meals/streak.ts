import { addDays, monthKey } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import type { DayRecord } from './week-progress'

/**
 * The daily streak of §4: consecutive days, ending today, that have meals and
 * met the calorie or the protein goal, counted within the current month only.
 *
 * The spec says it "counts consecutive most-recent days ... that have data and
 * met calories or protein; stops at the first day with data that met neither".
 * We read "consecutive" as calendar days: a day without meals is not a day
 * kept, so it ends the streak just as a day that met neither goal does.
 * Today is the one exception: a day still in progress that has no meals yet
 * does not break yesterday's streak, it simply does not add to it.
 */
export function calculateStreak(
  days: readonly Pick<DayRecord, 'date' | 'has_data' | 'calories_met' | 'protein_met'>[],
  today: IsoDate,
): number {
  const byDate = new Map(days.map((day) => [day.date, day]))
  const month = monthKey(today)
  const kept = (date: IsoDate) => {
    const day = byDate.get(date)
    return day !== undefined && day.has_data && (day.calories_met || day.protein_met)
  }

  let date = today
  if (!byDate.get(today)?.has_data) date = addDays(today, -1)
  let streak = 0
  while (monthKey(date) === month && kept(date)) {
    streak += 1
    date = addDays(date, -1)
  }
  return streak
}
