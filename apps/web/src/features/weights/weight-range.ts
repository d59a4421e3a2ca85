import {
  addDays,
  formatMeasure,
  MONTH_NAMES,
  parseIsoDate,
  type IsoDate,
  type TrendDay,
  type UnitSystem,
} from '@platewise/core'

// What a range of the weight chart shows, and the sentence that says it: the
// chart's text equivalent, with the table of its weigh-ins.

export const WEIGHT_RANGES = [
  { key: 'month', label: '1 month', words: 'the last month', days: 30 },
  { key: 'quarter', label: '3 months', words: 'the last 3 months', days: 91 },
  { key: 'year', label: '1 year', words: 'the last year', days: 365 },
] as const
export type WeightRangeKey = (typeof WEIGHT_RANGES)[number]['key']

export const rangeOf = (key: WeightRangeKey) => WEIGHT_RANGES.find((range) => range.key === key)!

/** 'Nov 28' */
export const shortDate = (date: IsoDate) => {
  const { month, day } = parseIsoDate(date)
  return `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}`
}

/** 'Nov 28, 2026' */
export const dateWithYear = (date: IsoDate) => `${shortDate(date)}, ${parseIsoDate(date).year}`

export interface ShownRange {
  from: IsoDate
  to: IsoDate
  /** The trend's days inside the range (days between weigh-ins included) */
  days: TrendDay[]
  /** Those with a weigh-in */
  weighIns: (TrendDay & { weight: number })[]
}

/** The trend's days from `days` before today up to today. */
export function shownRange(
  trend: readonly TrendDay[],
  key: WeightRangeKey,
  today: IsoDate,
): ShownRange {
  const from = addDays(today, -rangeOf(key).days)
  const days = trend.filter((day) => day.date >= from && day.date <= today)
  const weighIns = days.filter((day): day is TrendDay & { weight: number } => day.weight !== null)
  return { from, to: today, days, weighIns }
}

/**
 * 'Over the last month: 12 weigh-ins, from Oct 30 to Nov 28. Your trend went
 * from 182.1 lbs to 179.4 lbs, down 2.7 lbs. Your goal is 165 lbs.'
 */
export function describeRange(
  shown: ShownRange,
  key: WeightRangeKey,
  units: UnitSystem,
  goal: number | null,
): string {
  const { words } = rangeOf(key)
  const goalText = goal ? ` Your goal is ${formatMeasure('weight', goal, units)}.` : ''
  const first = shown.weighIns[0]
  const last = shown.weighIns.at(-1)
  if (!first || !last) return `No weigh-ins in ${words}.${goalText}`
  const count = shown.weighIns.length
  const weighIns = `${count} ${count === 1 ? 'weigh-in' : 'weigh-ins'}`
  if (first === last)
    return `Over ${words}: 1 weigh-in, on ${shortDate(first.date)}, at ${formatMeasure('weight', first.weight, units)}.${goalText}`
  const change = last.trend - first.trend
  const shownChange = formatMeasure('weight', Math.abs(change), units)
  const direction =
    shownChange === formatMeasure('weight', 0, units)
      ? 'steady'
      : `${change < 0 ? 'down' : 'up'} ${shownChange}`
  return (
    `Over ${words}: ${weighIns}, from ${shortDate(first.date)} to ${shortDate(last.date)}. ` +
    `Your trend went from ${formatMeasure('weight', first.trend, units)} to ${formatMeasure('weight', last.trend, units)}, ${direction}.${goalText}`
  )
}
