import { sql, type SQL } from 'drizzle-orm'

// Small builders for the generator's SQL. Numbers and the generator's own
// word lists are written into the statements as literals (they never come
// from a user); everything else is a parameter.

export function int(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`)
  return sql.raw(String(value))
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`

export const textLiteral = (text: string) => sql.raw(quote(text))

export const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map(quote).join(', ')}]::text[]`)

/**
 * A fixed pseudo-random non-negative number for `key`: PostgreSQL's seeded
 * 64-bit hash, the same on every platform and version (hash partitioning
 * relies on it). Each `salt` gives an independent stream, so one row's
 * choices do not move together.
 */
export const mix = (key: SQL, salt: number) =>
  sql`(hashint8extended((${key})::bigint, ${int(salt)}) & 9223372036854775807)`

/** One of `items`, chosen by `key`. */
export const pick = (items: readonly string[], key: SQL, salt: number) =>
  sql`(${textArray(items)})[1 + ${mix(key, salt)} % ${int(items.length)}]`

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/**
 * A stride that visits every one of `count` ids before repeating: `(start + j * stride) % count`
 * is distinct for j < count exactly when stride and count share no factor. Large strides
 * spread one person's followees and likers over the whole id range.
 */
export function strideCoprimeTo(
  count: number,
  candidates: readonly number[] = [7919, 104_729, 1009, 101, 7],
) {
  const stride = candidates.find((candidate) => gcd(candidate, count) === 1)
  if (stride === undefined) throw new Error(`No stride for ${count} ids`)
  return stride
}
