// Spreadsheet programs run a cell that starts with one of these as a formula
// (OWASP "CSV injection"); a leading apostrophe makes it text again.
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvCell = string | number | boolean | null | undefined

/** One cell, safe to open in a spreadsheet: formulas disarmed, quoted when it must be. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV document (RFC 4180, CRLF line ends) of a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
