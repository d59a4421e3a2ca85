// Parsing and validation of the onboarding timeline text (§5 Timeline, §9).

type TimelineUnit = 'days' | 'weeks' | 'months'

const DAYS_PER_UNIT: Record<TimelineUnit, number> = { days: 1, weeks: 7, months: 30 }

/** Allowed amounts in the unit the person typed (§5). */
const TIMELINE_BOUNDS: Record<TimelineUnit, { min: number; max: number }> = {
  days: { min: 7, max: 365 },
  weeks: { min: 1, max: 52 },
  months: { min: 1, max: 12 },
}

/** Used when the text cannot be read at all (§5): eight weeks. */
const DEFAULT_TIMELINE_DAYS = 56

const TIMELINE_MESSAGES = {
  required: 'Please enter a timeframe',
  number: 'Please include a number (e.g., "8 weeks", "3 months")',
  // The spec ends this one with '...', its own mark for an elided tail; the
  // message a person reads is complete without it.
  unit: 'Please specify a time unit: days, weeks, or months',
  days: 'Please enter between 7 and 365 days',
  weeks: 'Please enter between 1 and 52 weeks',
  months: 'Please enter between 1 and 12 months',
} as const

const UNIT_WORDS: Record<string, TimelineUnit> = {
  d: 'days',
  day: 'days',
  days: 'days',
  wk: 'weeks',
  wks: 'weeks',
  week: 'weeks',
  weeks: 'weeks',
  mo: 'months',
  mos: 'months',
  month: 'months',
  months: 'months',
}

const NUMBER = /-?\d+(?:\.\d+)?/
// A number directly followed by a unit word ('8 weeks', '8wk', '90 d'). The unit
// must end the word, so '8 weekends' or '3 dogs' do not count as a unit.
const AMOUNT_WITH_UNIT = /(-?\d+(?:\.\d+)?)\s*(days?|d|weeks?|wks?|months?|mos?)(?![a-z])/i

interface ParsedTimeline {
  amount: number
  unit: TimelineUnit
  /** Whole days: a week is 7 days, a month 30 (§9) */
  days: number
}

type TimelineReading =
  { ok: true; timeline: ParsedTimeline } | { ok: false; reason: 'required' | 'number' | 'unit' }

/** Reads the amount and unit, without checking the bounds. */
export function readTimeline(text: string | null | undefined): TimelineReading {
  const trimmed = (text ?? '').trim()
  if (trimmed === '') return { ok: false, reason: 'required' }
  const match = AMOUNT_WITH_UNIT.exec(trimmed)
  if (!match) return { ok: false, reason: NUMBER.test(trimmed) ? 'unit' : 'number' }
  const amount = Number(match[1])
  const unit = UNIT_WORDS[(match[2] ?? '').toLowerCase()]
  if (unit === undefined) return { ok: false, reason: 'unit' }
  return { ok: true, timeline: { amount, unit, days: Math.round(amount * DAYS_PER_UNIT[unit]) } }
}

/** The message to show under the timeline field, or null when the text is fine. */
export function validateTimeline(text: string | null | undefined): string | null {
  const reading = readTimeline(text)
  if (!reading.ok) return TIMELINE_MESSAGES[reading.reason]
  const { amount, unit } = reading.timeline
  const { min, max } = TIMELINE_BOUNDS[unit]
  return amount < min || amount > max ? TIMELINE_MESSAGES[unit] : null
}

/**
 * The timeline in days for the plan formula. Text that cannot be read, or that
 * reads as zero or fewer days, gives the spec's default of 56 days. Bounds are
 * validateTimeline's job: the wizard never reaches the plan with a text it refused.
 */
export function parseTimelineDays(text: string | null | undefined): number {
  const reading = readTimeline(text)
  if (!reading.ok || reading.timeline.days <= 0) return DEFAULT_TIMELINE_DAYS
  return reading.timeline.days
}
