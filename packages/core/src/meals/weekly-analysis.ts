import { addDays, datesBetween } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import { CALORIES_PER_POUND } from '../plan/plan-formula'
import type { DayRecord } from './week-progress'

// The overview's Weight Progress Analysis (§2, §9): from the last 7 days'
// average deficit, how long until the target weight. The 7 days are the
// finished ones before today: today is in progress (week-progress.ts).

const WEEKLY_ANALYSIS_DAYS = 7
/** Below this many days the outlook is given in days, from it on in weeks (§9). */
const DAYS_DISPLAY_LIMIT = 30

interface WeeklyAnalysisInput {
  summaries: readonly Pick<DayRecord, 'date' | 'has_data' | 'total_calories' | 'calories_goal'>[]
  today: IsoDate
  /** Pounds */
  weight: number
  /** Pounds */
  targetWeight: number
  /**
   * kcal a day to measure the deficit against. §9 defines the deficit as goal
   * minus intake, which is the default. A person who eats exactly a weight-loss
   * goal then shows no deficit at all, so a caller that knows the maintenance
   * calories (calculatePlan) may pass them here for the real energy balance.
   */
  baselineCalories?: number
}

type WeightDirection = 'lose' | 'gain' | 'maintain'

export interface WeeklyAnalysis {
  /** The 7 days ending yesterday, both included */
  from: IsoDate
  to: IsoDate
  logged_days: number
  /** Rounded; positive a deficit, negative a surplus; null with nothing logged */
  average_deficit: number | null
  pounds_to_change: number
  direction: WeightDirection
  /** The average moves weight toward the target (a deficit to lose, a surplus to gain) */
  on_track: boolean
  /** Whole days, rounded up; 0 at the target; null when the pace never gets there */
  days_to_target: number | null
  /** How the outlook is shown: days under 30, else weeks (days ÷ 7, rounded) */
  display: { value: number; unit: 'days' | 'weeks' } | null
}

/** The days the analysis reads: the 7 finished days before today. */
export function weeklyAnalysisWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, -WEEKLY_ANALYSIS_DAYS), to: addDays(today, -1) }
}

export function weeklyAnalysis(input: WeeklyAnalysisInput): WeeklyAnalysis {
  const { from, to } = weeklyAnalysisWindow(input.today)
  const window = new Set(datesBetween(from, to))
  const logged = input.summaries.filter((day) => window.has(day.date) && day.has_data)

  const rawAverage =
    logged.length === 0
      ? null
      : logged.reduce(
          (sum, day) => sum + ((input.baselineCalories ?? day.calories_goal) - day.total_calories),
          0,
        ) / logged.length

  const change = input.targetWeight - input.weight
  const direction: WeightDirection = change < 0 ? 'lose' : change > 0 ? 'gain' : 'maintain'
  const pounds = Math.abs(change)
  const onTrack =
    direction === 'maintain' ||
    (rawAverage !== null && (direction === 'lose' ? rawAverage > 0 : rawAverage < 0))

  let days: number | null = null
  if (direction === 'maintain') days = 0
  else if (onTrack && rawAverage !== null) {
    days = Math.ceil((CALORIES_PER_POUND * pounds) / Math.abs(rawAverage))
  }

  return {
    from,
    to,
    logged_days: logged.length,
    average_deficit: rawAverage === null ? null : Math.round(rawAverage) + 0,
    pounds_to_change: pounds,
    direction,
    on_track: onTrack,
    days_to_target: days,
    display:
      days === null
        ? null
        : days < DAYS_DISPLAY_LIMIT
          ? { value: days, unit: 'days' }
          : { value: Math.round(days / 7), unit: 'weeks' },
  }
}

/** One sentence for the analysis card. */
export function describeWeeklyAnalysis(analysis: WeeklyAnalysis): string {
  if (analysis.direction === 'maintain') return 'You are at your target weight'
  if (analysis.average_deficit === null) return 'Log meals this week to see your outlook'
  if (!analysis.on_track || analysis.display === null) {
    return analysis.direction === 'lose'
      ? 'At this pace you are not in a deficit, so your target is out of reach'
      : 'At this pace you are not in a surplus, so your target is out of reach'
  }
  const { value, unit } = analysis.display
  const label = value === 1 ? unit.slice(0, -1) : unit
  return `About ${value} ${label} to reach your target at this pace`
}
