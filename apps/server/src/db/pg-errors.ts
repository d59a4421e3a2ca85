// PostgreSQL's error codes for a broken constraint, found on a driver's error
// wherever Drizzle wrapped it (the code sits on the cause).

const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'

function hasCode(error: unknown, code: string): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: string }).code === code) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Two writers raced past a lookup to the same unique value. */
export const isUniqueViolation = (error: unknown) => hasCode(error, UNIQUE_VIOLATION)

/** The row referred to is not there (any more). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, FOREIGN_KEY_VIOLATION)
