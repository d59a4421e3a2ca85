// How the profile and meal schemas read a number. JSON sends numbers; forms send
// strings, and a number input left empty reads as '' (or NaN through
// valueAsNumber). Numeric strings become numbers, blanks become null, and
// anything else is passed on unchanged so the schema can name the field in its
// "must be a number" message.

const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/

export function readNumberInput(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '') return null
    return NUMERIC_TEXT.test(text) ? Number(text) : value
  }
  return value
}
