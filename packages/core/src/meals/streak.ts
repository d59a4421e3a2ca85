import { addDays, monthKey } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import { dayOutcome, keepsStreak } from './day-outcome'
import type { DayRecord } from './week-progress'

/**
 * The daily streak of §4, read literally: walking back from today through the
 * current month, every day that has meals and met the calorie or the protein
 * goal counts; the walk stops at the first day with meals that met neither.
 * Days without meals neither count nor stop it (the spec names only one stop),
 * so a forgotten day of logging does not wipe out a month of effort.
 * See docs/decisions/003-streak.md.
 */
export function calculateStreak(
  days: readonly Pick<DayRecord, 'date' | 'has_data' | 'calories_met' | 'protein_met'>[],
  today: IsoDate,
): number {
  const byDate = new Map(days.map((day) => [day.date, day]))
  const month = monthKey(today)
  let streak = 0
  for (let date = today; monthKey(date) === month; date = addDays(date, -1)) {
    const outcome = dayOutcome(byDate.get(date))
    if (outcome === 'none') continue
    if (!keepsStreak(outcome)) break
    streak += 1
  }
  return streak
}
