import fc from 'fast-check'
import { addDays, utcTodayIso } from '@platewise/core'

// The bad values a careless or hostile client sends: text PostgreSQL cannot
// store (NUL, half a surrogate pair), numbers JSON can write but JavaScript
// cannot hold, dates no calendar has, and sizes no form would send.

/**
 * A long run of one piece of text. Kept as a recipe so that a failing case
 * prints as `'é'.repeat(100000)` and not as 100,000 characters; it becomes the
 * text itself in JSON (toJSON) and in a URL or a form (toString).
 */
export class Repeated {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  toString() {
    return this.unit.repeat(this.times)
  }
  toJSON() {
    return this.toString()
  }
  [fc.toStringMethod]() {
    return `${JSON.stringify(this.unit)}.repeat(${this.times})`
  }
}

/**
 * JSON text written as is into a body: numbers JSON.stringify cannot produce
 * (1e309, 30 digits, -0) and nesting deeper than anything we would build.
 */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return this.text.length > 80
      ? `RawJson(${this.text.slice(0, 40)}… ${this.text.length} chars)`
      : `RawJson(${this.text})`
  }
}

const RAW_MARK = '\u0000\uFFFFraw'

/** JSON text of a value, with each RawJson written in place as it is. */
export function toJsonText(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `${RAW_MARK}${raws.push(item.text) - 1}` : item,
  )
  if (text === undefined) return ''
  return text.replace(/"\\u0000\uFFFFraw(\d+)"/g, (_match, index: string) => raws[Number(index)]!)
}

/** Text as a URL segment or query value would carry it. */
export const asText = (value: unknown): string => String(value)

const NUL = '\u0000'

export const HUGE_LENGTH = 100_000

/** Long text: ASCII, two-byte, four-byte (emoji), combining marks, NULs, spaces. */
export const hugeString = fc.constantFrom(
  new Repeated('x', HUGE_LENGTH),
  new Repeated('é', HUGE_LENGTH),
  new Repeated('😀', HUGE_LENGTH / 2),
  new Repeated('a\u0301', HUGE_LENGTH / 2),
  new Repeated(NUL, 1_000),
  new Repeated(' ', HUGE_LENGTH),
  new Repeated('ab', 1_001),
  new Repeated('z', 2_001),
  new Repeated('n', 257),
)

const hostileStringConstants = [
  '',
  ' ',
  '   ',
  '\t\r\n',
  NUL,
  `a${NUL}b`,
  `${NUL}x`,
  '%00',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\uDBFF\uD800',
  '\uFEFF',
  '\u202Egnp.exe',
  '\u200B',
  '\u0301',
  '\u0007\u001B[31m',
  '\uFFFF',
  '😀',
  '👨‍👩‍👧‍👦',
  '𝕳𝖊𝖑𝖑𝖔',
  'Ω≈ç√∫',
  '١٢٣',
  '１２３',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  "' OR '1'='1",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%',
  '%zz',
  // percent-escapes of bytes that are not UTF-8: half a surrogate pair, an overlong slash, 0xFF
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%%',
  '\\',
  '/',
  '?#&=',
  'DELETE',
  '=cmd|"/c calc"!A1',
  'a@b',
  'ada@example.com',
  `ada${NUL}@example.com`,
] as const

/** One piece of unpleasant text, short or long. */
export const hostileString: fc.Arbitrary<string | Repeated> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStringConstants) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom(NUL, '\uD800', '\uDC00', 'a', 'é', '%', ' ', '\n', '😀', '\u0301'),
      maxLength: 20,
    }),
  },
  { weight: 1, arbitrary: hugeString },
)

/** Numbers as they arrive in a URL: out of range, not whole, not numbers at all. */
export const hostileNumberText = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '-0',
    '1.5',
    '1e3',
    '1e309',
    '-1e309',
    '1e-400',
    '2147483647',
    '2147483648',
    '4294967296',
    '9007199254740993',
    '99999999999999999999999999999',
    'NaN',
    'Infinity',
    '+1',
    ' 1',
    '1 ',
    '0x10',
    '0b11',
    '01',
    '1,5',
    '1_000',
    '١',
    'abc',
    '',
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
)

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** A real calendar day, usually near the fixtures' 2026-05-01, sometimes anywhere from 1900 to 9999. */
export const isoDate: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: -12, max: 12 })
      .map((offset) => new Date(Date.UTC(2026, 4, 1 + offset)).toISOString().slice(0, 10)),
  },
  {
    weight: 1,
    arbitrary: fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('9999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  },
)

/**
 * A client's today: mostly within two days of the server's UTC date, the edge of
 * what routes that count streaks take (client-today.ts), else any date.
 */
export const clientToday: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.integer({ min: -2, max: 2 }).map((days) => addDays(utcTodayIso(), days)),
  },
  { weight: 1, arbitrary: isoDate },
)

/** Text that looks like a date but is not one any calendar day, or not in our years. */
export const hostileDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '0000-12-31',
    '0001-01-01',
    '1899-12-31',
    '-0001-01-01',
    '+275760-09-13',
    '10000-01-01',
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-5-1',
    '2026/05/01',
    '2026-05-01T00:00:00Z',
    '2026-05-01T25:00',
    ' 2026-05-01',
    `2026-05-01${NUL}`,
    '２０２６-05-01',
    '1e3',
  ),
  fc
    .tuple(
      fc.integer({ min: 0, max: 99999 }),
      fc.integer({ min: -1, max: 99 }),
      fc.integer({ min: -1, max: 99 }),
    )
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
)

/** JSON numbers outside what a field can mean, some only writable as raw JSON text. */
export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    0.1,
    1.5,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.constantFrom(
    new RawJson('1e309'),
    new RawJson('-1e309'),
    new RawJson('1e-400'),
    new RawJson('-0'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('9007199254740993'),
    new RawJson('1.0000000000000000000000001'),
    new RawJson('1E2'),
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

/** Nesting deeper than any form builds: arrays or objects, tens to tens of thousands of levels. */
export const deepNesting = fc
  .tuple(fc.constantFrom(10, 200, 5_000, 50_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  )

/**
 * A value of the wrong type or beyond any sense, for a field that expects
 * something else: null, booleans, hostile numbers and text, containers.
 */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, '', 0) },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileDate },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString.map(asText), hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deepNesting },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1_000, 20_000)
      .map((length) => new RawJson(`[${'1,'.repeat(length - 1)}1]`)),
  },
)
