// Every figure the app shows (calories, grams, milligrams, pounds, kcal a day)
// goes through this one formatter, so '11,867.7 mg' never sits next to
// '11867.7mg'. The locale is fixed: the numbers read the same on every machine
// and in tests.
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/**
 * A figure with thousands separators and at most one decimal, and its unit
 * after a space: formatAmount(11867.66, 'mg') is '11,867.7 mg',
 * formatAmount(2590, 'kcal/day') is '2,590 kcal/day', formatAmount(14) is '14'.
 * A value that is not a finite number shows as '—', without a unit.
 */
export function formatAmount(value: number, unit?: string): string {
  if (!Number.isFinite(value)) return '—'
  const formatted = NUMBER.format(value)
  // -0, or a small negative that rounds to it, is plain '0'
  const number = formatted === '-0' ? '0' : formatted
  return unit ? `${number} ${unit}` : number
}

/** A count and the word for it: formatCount(1, 'member', 'members') is '1 member', 1204 '1,204 members'. */
export function formatCount(count: number, one: string, many: string): string {
  return formatAmount(count, count === 1 ? one : many)
}
