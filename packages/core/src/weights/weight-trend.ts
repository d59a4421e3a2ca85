import { addDays, daysBetween, type IsoDate } from '../dates/iso-date'

// The trend of a person's weight (issue 27): an exponentially smoothed moving
// average, as The Hacker's Diet draws it (John Walker, "Signal and Noise"):
// each day the trend moves 10 % of the way toward that day's weight, so a
// day's water and salt barely move it while a real change shows within weeks.
//
// Days without a weigh-in: the weight is read as a straight line between the
// weigh-ins either side, and the trend keeps moving 10 % a day toward it. A gap
// thus weighs as many days as it lasts, never more than the weigh-ins around
// it say. Before the first weigh-in there is no trend, and after the last it
// is not drawn on: a trend is not a forecast.

/** The share of the way the trend moves toward each day's weight (The Hacker's Diet). */
export const TREND_SMOOTHING = 0.1

export interface WeighIn {
  date: IsoDate
  /** Pounds */
  weight: number
}

export interface TrendDay {
  date: IsoDate
  /** The weight logged that day, pounds; null on a day between weigh-ins */
  weight: number | null
  /** The trend at the end of that day, pounds */
  trend: number
}

/**
 * One entry per day from the first weigh-in to the last (days without one
 * included), in date order. Weigh-ins may come in any order; one per day.
 */
export function weightTrend(weighIns: readonly WeighIn[]): TrendDay[] {
  const sorted = [...weighIns].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const first = sorted[0]
  if (!first) return []
  const days: TrendDay[] = [{ date: first.date, weight: first.weight, trend: first.weight }]
  let trend = first.weight
  for (let index = 1; index < sorted.length; index += 1) {
    const before = sorted[index - 1]!
    const next = sorted[index]!
    const gap = daysBetween(before.date, next.date)
    for (let step = 1; step <= gap; step += 1) {
      const weighed = step === gap
      // a day between weigh-ins reads the straight line between them
      const weight = weighed
        ? next.weight
        : before.weight + ((next.weight - before.weight) * step) / gap
      trend += TREND_SMOOTHING * (weight - trend)
      days.push({ date: addDays(before.date, step), weight: weighed ? next.weight : null, trend })
    }
  }
  return days
}

/** The trend on a day (from weightTrend's days), or null when the day is outside them. */
export function trendOn(days: readonly TrendDay[], date: IsoDate): number | null {
  const first = days[0]
  if (!first) return null
  const index = daysBetween(first.date, date)
  return days[index]?.trend ?? null
}

/** The trend at the latest weigh-in: what the analysis reads as the person's weight. */
export function latestTrend(days: readonly TrendDay[]): { date: IsoDate; trend: number } | null {
  const last = days.at(-1)
  return last ? { date: last.date, trend: last.trend } : null
}
