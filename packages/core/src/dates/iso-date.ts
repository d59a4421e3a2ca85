// Meals belong to the user's local calendar day, so dates travel as plain
// 'YYYY-MM-DD' strings and every calculation below works on those strings.
// Arithmetic goes through UTC midnight on purpose: UTC has no daylight-saving
// jumps, so adding a day is always exactly one day, wherever the code runs.

export type IsoDate = string

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000

interface DateParts {
  year: number
  /** 1 to 12 */
  month: number
  /** 1 to 31 */
  day: number
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Days in a month, `month` from 1 (January) to 12. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Month must be 1 to 12, got ${month}`)
  }
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * The years a date may have. Nobody logs a meal from before 1900, and PostgreSQL
 * cannot store year 0 at all ('0000-01-01' used to end in a 500); 9999 is the
 * last year YYYY can write. The arithmetic below works on any 4-digit year, so
 * a week or a month at either end never fails.
 */
const MIN_YEAR = 1900
const MAX_YEAR = 9999

/** A real calendar day written as YYYY-MM-DD, in any year: what the arithmetic accepts. */
function readCalendarDate(value: unknown): DateParts | undefined {
  if (typeof value !== 'string') return undefined
  const match = ISO_DATE_PATTERN.exec(value)
  if (!match) return undefined
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  const real = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  return real ? { year, month, day } : undefined
}

/**
 * True for a real calendar day written as YYYY-MM-DD in the years MIN_YEAR to
 * MAX_YEAR: '2026-02-30' and '0000-05-01' are false. Every date a person sends
 * (a body, a path, a query) is checked with this.
 */
export function isValidIsoDate(value: unknown): value is IsoDate {
  const parts = readCalendarDate(value)
  return parts !== undefined && parts.year >= MIN_YEAR && parts.year <= MAX_YEAR
}

export function parseIsoDate(value: string): DateParts {
  if (!readCalendarDate(value)) throw new RangeError(`Not a calendar date: '${value}'`)
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')

export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

// Days since 1970-01-01. setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 19xx.
function toDayNumber(value: IsoDate): number {
  const { year, month, day } = parseIsoDate(value)
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return Math.round(date.getTime() / MS_PER_DAY)
}

function fromDayNumber(dayNumber: number): IsoDate {
  const date = new Date(dayNumber * MS_PER_DAY)
  return formatIsoDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  })
}

export function addDays(value: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number, got ${days}`)
  return fromDayNumber(toDayNumber(value) + days)
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from)
}

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(value: IsoDate): number {
  // 1970-01-01 was a Thursday (4)
  return (((toDayNumber(value) + 4) % 7) + 7) % 7
}

/** The Sunday that starts the week holding `value` (weeks start on Sunday, §9). */
export function startOfWeekSunday(value: IsoDate): IsoDate {
  return addDays(value, -dayOfWeek(value))
}

/** The seven dates, Sunday to Saturday, of the week holding `value`. */
export function weekDates(value: IsoDate): IsoDate[] {
  const sunday = startOfWeekSunday(value)
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index))
}

/** Every date from `start` to `end`, both included; empty when `end` is before `start`. */
export function datesBetween(start: IsoDate, end: IsoDate): IsoDate[] {
  const count = daysBetween(start, end) + 1
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(start, index))
}

/** Every date of a month, `month` from 1 to 12. */
export function monthDates(year: number, month: number): IsoDate[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) =>
    formatIsoDate({ year, month, day: index + 1 }),
  )
}

/** 'YYYY-MM' of a date, handy to ask whether two days share a month. */
export function monthKey(value: IsoDate): string {
  const { year, month } = parseIsoDate(value)
  return `${pad(year, 4)}-${pad(month, 2)}`
}

/** 'Sunday, November 22, 2026', in English whatever the machine's locale. */
export function formatLongDate(value: IsoDate): string {
  const { year, month, day } = parseIsoDate(value)
  return `${WEEKDAY_NAMES[dayOfWeek(value)]}, ${MONTH_NAMES[month - 1]} ${day}, ${year}`
}

/** Today's date on the clock of the machine running this (the user's browser). */
export function todayIso(now: Date = new Date()): IsoDate {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
}

export const INVALID_DATE_MESSAGE = 'Please enter a real date (YYYY-MM-DD)'
