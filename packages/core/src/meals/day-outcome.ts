import type { DayRecord } from './week-progress'

// How a day with meals went against its goals: the one rule that the streak,
// the profile calendar, the overview's week strip and a group's Top Streaks all
// read (§4, §9). A day meets the calorie goal at or under it and the protein
// goal at or over it (day-summary.ts).

/**
 * met: both goals; partial: one of the two; missed: meals, but neither goal;
 * none: no meals.
 */
export type DayOutcome = 'met' | 'partial' | 'missed' | 'none'

/** The words of each outcome, as the legends and screen readers say them (§2: Goals Met, Partial, No Data). */
export const DAY_OUTCOME_LABELS: Record<DayOutcome, string> = {
  met: 'Goals Met',
  partial: 'Partial',
  missed: 'No Goal Met',
  none: 'No Data',
}

export function dayOutcome(
  day: Pick<DayRecord, 'has_data' | 'calories_met' | 'protein_met'> | undefined,
): DayOutcome {
  if (!day?.has_data) return 'none'
  if (day.calories_met && day.protein_met) return 'met'
  if (day.calories_met || day.protein_met) return 'partial'
  return 'missed'
}

/** A day that keeps the streak going: it met calories or protein (§4). */
export const keepsStreak = (outcome: DayOutcome) => outcome === 'met' || outcome === 'partial'
