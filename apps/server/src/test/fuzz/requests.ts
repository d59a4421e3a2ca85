import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import {
  asText,
  clientToday,
  deepNesting,
  hostileDate,
  hostileNumberText,
  hostileString,
  hugeString,
  isoDate,
  Repeated,
  toJsonText,
  wrongValue,
} from './hostile-values'
import { ID_PATTERN } from '@platewise/core'
import type { JsonSchema, Operation, Parameter } from './operations'

// A request is generated as a plan and turned into inject() options only when it
// is sent: ids of rows that exist are picked then, from the database as it is
// after the requests before it, and the token is the user's current one.

/**
 * A path segment: text (%-encoded, or raw when `raw` and it is plain ASCII), or
 * the id of a row that exists, now and then spelled another way (`0` + id).
 */
export type Segment =
  | { text: string | Repeated; raw: boolean }
  | { existing: number; mine: boolean; spelled?: OtherSpelling }

/**
 * Ways to write an id that are not its one spelling (issue 24: `01`, `+1` and
 * ` 1` reached row 1). A request that carries one must be refused, whatever the id.
 */
const OTHER_SPELLINGS = ['0#', '00#', '+#', ' #', '# ', '#.0', '#e0', '\t#'] as const
type OtherSpelling = (typeof OTHER_SPELLINGS)[number]
const otherSpelling = fc.constantFrom(...OTHER_SPELLINGS)
const spell = (id: number, spelling: OtherSpelling) => spelling.replace('#', String(id))

/** A number written as an id may not be, in a query: kept apart so the check knows it. */
export class SpelledId {
  constructor(
    readonly id: number,
    readonly spelling: OtherSpelling,
  ) {}
  toString() {
    return spell(this.id, this.spelling)
  }
  [fc.toStringMethod]() {
    return `SpelledId(${JSON.stringify(this.toString())})`
  }
}

/** Whether a parameter is an id: the document gives an id's pattern, or the name says so. */
const isIdParameter = (parameter: Parameter) =>
  parameter.schema.pattern === ID_PATTERN.source || /(^|_)id$|Id$/.test(parameter.name)

/** The id of a row that exists when the request is sent, in a body: of any row, or of the fuzz user's. */
export class ExistingId {
  constructor(
    readonly pick: number,
    readonly mine: boolean,
  ) {}
  [fc.toStringMethod]() {
    return `ExistingId(${this.pick}, ${this.mine ? 'mine' : 'any'})`
  }
}

const existingId = fc
  .tuple(fc.nat(), fc.boolean())
  .map(([pick, mine]) => new ExistingId(pick, mine))

export type SampleName = 'png' | 'jpeg' | 'webp' | 'gif' | 'hugePng' | 'svg'

export interface FilePart {
  bytes: Uint8Array | { sample: SampleName; cutAt?: number }
  filename: string
  contentType: string
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'text'; text: string | Repeated; contentType?: string }
  | { kind: 'bytes'; bytes: Uint8Array; contentType?: string }
  | { kind: 'form'; fields: [string, string | Repeated | FilePart][] }

export interface RequestPlan {
  /** the fuzz user's token, none, or a token nobody was given */
  auth: { kind: 'user' } | { kind: 'none' } | { kind: 'bogus'; header: string }
  path: Record<string, Segment>
  query: [string, QueryValue][] | { raw: string }
  body: Body
  /** other headers a client may send oddly: an encoding the body does not have, a strange Accept */
  headers: [string, string][]
}

/** What a plan needs from the test when it is sent. */
export interface SendContext {
  token: string
  /** ids of rows that exist now, of every table with an id, and those of the fuzz user's rows */
  existingIds(): Promise<{ all: number[]; mine: number[] }>
  samples: Record<SampleName, Uint8Array>
}

// ---------------------------------------------------------------- values from a schema

/**
 * Text a field of this name most likely wants. The document says only "string"
 * of a date or an email; without a fitting value now and then a request never
 * gets past validation, and the handler behind it is never tried.
 */
function hintedString(name: string): fc.Arbitrary<string> | undefined {
  if (name === 'today') return clientToday
  if (/date|start|end/i.test(name)) return isoDate
  if (/email/i.test(name)) return fc.emailAddress()
  if (/password/i.test(name)) {
    return fc.string({ unit: 'grapheme-ascii', minLength: 12, maxLength: 30 })
  }
  if (/username/i.test(name)) return fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/)
  if (/url|picture|avatar|link/i.test(name)) return fc.webUrl()
  if (/name|title/i.test(name)) return fc.stringMatching(/^[A-Z][a-z]{1,12}( [A-Z][a-z]{1,12})?$/)
  return undefined
}

const wellFormedString = (schema: JsonSchema, name: string): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40))
  const hinted = hintedString(name)
  const matching = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : undefined
  return fc.oneof(
    ...(matching ? [{ weight: 8, arbitrary: matching }] : []),
    ...(hinted ? [{ weight: 8, arbitrary: hinted }] : []),
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    // a string field may well want a date or an email: give it one sometimes
    { weight: 1, arbitrary: isoDate },
    { weight: 1, arbitrary: fc.emailAddress() },
    // some fields carry JSON as text (a post's meal data)
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.dictionary(hostileString.map(asText), wrongValue, { maxKeys: 4 }),
        )
        .map(toJsonText),
    },
  )
}

const numberIn = (schema: JsonSchema, integer: boolean, clean: boolean): fc.Arbitrary<number> => {
  const exclusive = schema.exclusiveMinimum === true
  const low = schema.minimum ?? -1_000_000
  const high = schema.maximum ?? 1_000_000
  const min = integer ? Math.ceil(low) + (exclusive ? 1 : 0) : low
  const max = integer ? Math.floor(high) : high
  const inside = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.oneof(
        fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusive }),
      )
  if (clean) return inside
  const boundaries = fc.constantFrom(low, high, low - 1, high + 1)
  return fc.oneof({ weight: 6, arbitrary: inside }, { weight: 1, arbitrary: boundaries })
}

/**
 * How a value is made from a schema: `clean`, every part as the schema says
 * (a request that may well succeed), or not, where about one part in seven is
 * swapped for a wrong one: of the wrong type, too big, NUL-bearing…
 */
interface Making {
  clean: boolean
  depth: number
  /** the property or parameter the value is for, a hint of what it wants */
  name: string
  /** whether a field named like an id (mealId, user_id) may get the id of a row that exists */
  ids?: boolean
}

/** A value the schema accepts, or nearly: right types, values inside or at the limits. */
function wellFormed(schema: JsonSchema, making: Making): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices?.length) return fc.oneof(...choices.map((choice) => shaped(choice, making)))
  const inner = { ...making, depth: making.depth + 1 }
  let value: fc.Arbitrary<unknown>
  switch (schema.type) {
    case 'integer':
      value = numberIn(schema, true, making.clean)
      if (making.ids && /(^|_)id$|Id$/.test(making.name)) {
        value = fc.oneof({ weight: 3, arbitrary: existingId }, { weight: 1, arbitrary: value })
      }
      break
    case 'number':
      value = numberIn(schema, false, making.clean)
      break
    case 'string':
      value = wellFormedString(schema, making.name)
      break
    case 'boolean':
      value = fc.boolean()
      break
    case 'array':
      value = fc.array(schema.items ? shaped(schema.items, inner) : fc.jsonValue({ maxDepth: 2 }), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      })
      break
    case 'object':
      value = shapedObject(schema, inner)
      break
    default:
      value = fc.jsonValue({ maxDepth: 2 })
  }
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: value }, fc.constant(null)) : value
}

/** A value shaped like the schema; unless clean, a part of it now and then wrong. */
function shaped(schema: JsonSchema, making: Making): fc.Arbitrary<unknown> {
  if (making.depth > 4) return making.clean ? fc.constant(null) : wrongValue
  if (making.clean) return wellFormed(schema, making)
  return fc.oneof(
    { weight: 6, arbitrary: wellFormed(schema, making) },
    { weight: 1, arbitrary: wrongValue },
  )
}

function shapedObject(schema: JsonSchema, making: Making): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const fields = Object.entries(properties).map(([name, property]) =>
    fc.tuple(
      fc.constant(name),
      // a required field is there (now and then missing, unless clean), an optional one half the time
      fc
        .integer({ min: 0, max: 9 })
        .map((roll) => roll < (required.has(name) ? (making.clean ? 10 : 9) : 5)),
      shaped(property, { ...making, name }),
    ),
  )
  const extra = fc.array(fc.tuple(hostileString.map(asText), wrongValue), { maxLength: 2 })
  const extras = making.clean
    ? fc.constant([])
    : fc.oneof({ weight: 5, arbitrary: fc.constant([]) }, extra)
  // a clean object has every field half the time: the document may not say which
  // fields a rule of the route needs together (a profile's calories and protein)
  const everything = making.clean ? fc.boolean() : fc.constant(false)
  return fc.tuple(fc.tuple(...fields), extras, everything).map(([present, added, all]) => {
    const object: Record<string, unknown> = {}
    // defineProperty, so that a key named __proto__ is a key and not the prototype
    const put = (key: string, value: unknown) =>
      Object.defineProperty(object, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    for (const [name, include, value] of present) if (include || all) put(name, value)
    for (const [name, value] of added) put(name, value)
    return object
  })
}

/** A value just as the schema says, for a parameter or field of this name. */
const cleanValue = (schema: JsonSchema, name = '') =>
  wellFormed(schema, { clean: true, depth: 0, name })

// ---------------------------------------------------------------- parts of a request

function segment(parameter: Parameter): fc.Arbitrary<Segment> {
  const id = isIdParameter(parameter)
  const numeric = id || parameter.schema.type === 'integer' || parameter.schema.type === 'number'
  const text = (arbitrary: fc.Arbitrary<string | Repeated>) =>
    fc.tuple(arbitrary, fc.boolean()).map(([value, raw]): Segment => ({ text: value, raw }))
  return fc.oneof(
    {
      weight: numeric ? 4 : 1,
      arbitrary: fc
        .tuple(fc.nat(), fc.boolean())
        .map(([pick, mine]): Segment => ({ existing: pick, mine })),
    },
    // a row that exists, by its id spelled another way
    {
      weight: id ? 2 : 0,
      arbitrary: fc
        .tuple(fc.nat(), fc.boolean(), otherSpelling)
        .map(([pick, mine, spelled]): Segment => ({ existing: pick, mine, spelled })),
    },
    { weight: 2, arbitrary: text(cleanValue(parameter.schema, parameter.name).map(asText)) },
    { weight: numeric ? 2 : 1, arbitrary: text(fc.integer({ min: 1, max: 40 }).map(String)) },
    { weight: numeric ? 1 : 4, arbitrary: text(isoDate) },
    { weight: 2, arbitrary: text(hostileNumberText) },
    { weight: 2, arbitrary: text(hostileString) },
    { weight: numeric ? 1 : 2, arbitrary: text(hostileDate) },
  )
}

type QueryValue = string | Repeated | SpelledId

function queryValue(parameter: Parameter): fc.Arbitrary<QueryValue> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: cleanValue(parameter.schema, parameter.name).map((value) =>
        value === null ? '' : asText(value),
      ),
    },
    {
      weight: isIdParameter(parameter) ? 2 : 0,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 2_147_483_647 }), otherSpelling)
        .map(([id, spelling]) => new SpelledId(id, spelling)),
    },
    { weight: 2, arbitrary: hostileNumberText },
    { weight: 2, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileDate },
  )
}

type Pair = [string, QueryValue]

function query(parameters: Parameter[]): fc.Arbitrary<RequestPlan['query']> {
  const declared = parameters.map((parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<Pair[]>([]) },
      {
        weight: 4,
        arbitrary: queryValue(parameter).map((value): Pair[] => [[parameter.name, value]]),
      },
      // the same parameter twice becomes a list
      {
        weight: 1,
        arbitrary: fc.tuple(queryValue(parameter), queryValue(parameter)).map(([a, b]): Pair[] => [
          [parameter.name, a],
          [parameter.name, b],
        ]),
      },
    ),
  )
  const extras = fc.array(fc.tuple(hostileString.map(asText), hostileString), { maxLength: 2 })
  const pairs = fc
    .tuple(fc.tuple(...declared) as fc.Arbitrary<Pair[][]>, extras)
    .map(([known, unknown]): Pair[] => [...known.flat(), ...unknown])
  const broken = fc.constantFrom(
    'a=%',
    '%%%=%%%',
    '&&&=&',
    'limit[]=1&limit[]=2',
    'q[a][b]=c',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'date=%00',
    'q=%ED%A0%80',
    'today=%FF',
    '=',
  )
  return fc.oneof(
    { weight: 8, arbitrary: pairs },
    { weight: 1, arbitrary: broken.map((raw) => ({ raw })) },
  )
}

const malformedJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}garbage',
    '[1,2',
    'nul',
    'NaN',
    '\uFEFF{}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":"twice"}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '"just a string"',
    '123',
    'true',
    'null',
    '[]',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  hugeString,
)

const jsonContentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/json;;;',
      'application/vnd.api+json',
      'application/jsonx',
      'application/json, text/html',
    ),
  },
)

const otherContentType = fc.constantFrom(
  undefined,
  '',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'image/png',
  '*/*',
  'garbage',
)

/** Anything JSON-ish: random values, values of the wrong type, deep nesting, broken text. */
const anyJsonBody: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.jsonValue(), jsonContentType)
      .map(([value, contentType]): Body => ({ kind: 'json', value, contentType })),
  },
  { weight: 2, arbitrary: wrongValue.map((value): Body => ({ kind: 'json', value })) },
  { weight: 1, arbitrary: deepNesting.map((value): Body => ({ kind: 'json', value })) },
  {
    weight: 3,
    arbitrary: malformedJsonText.map((text): Body => ({
      kind: 'text',
      text,
      contentType: 'application/json',
    })),
  },
  // an empty body that says it is JSON
  {
    weight: 1,
    arbitrary: fc.constant<Body>({ kind: 'text', text: '', contentType: 'application/json' }),
  },
  // more than the body limit
  {
    weight: 1,
    arbitrary: fc.constant<Body>({ kind: 'json', value: { text: new Repeated('x', 300_000) } }),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 256 })
      .map((bytes): Body => ({ kind: 'bytes', bytes, contentType: 'application/json' })),
  },
)

/** A body in some other form altogether. */
const foreignBody: fc.Arbitrary<Body> = fc.oneof(
  fc
    .tuple(fc.jsonValue(), otherContentType)
    .map(([value, contentType]): Body => ({ kind: 'text', text: toJsonText(value), contentType })),
  fc
    .tuple(hostileString, otherContentType)
    .map(([text, contentType]): Body => ({ kind: 'text', text, contentType })),
  fc
    .tuple(fc.uint8Array({ maxLength: 512 }), otherContentType)
    .map(([bytes, contentType]): Body => ({ kind: 'bytes', bytes, contentType })),
)

const sampleNames: SampleName[] = ['png', 'jpeg', 'webp', 'gif', 'hugePng', 'svg']

const filePart: fc.Arbitrary<FilePart> = fc.record({
  bytes: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...sampleNames).map((sample) => ({ sample })) },
    // a photo cut short
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...sampleNames), fc.integer({ min: 0, max: 200 }))
        .map(([sample, cutAt]) => ({ sample, cutAt })),
    },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2_048 }) },
  ),
  filename: fc.oneof(
    fc.constantFrom(
      'photo.jpg',
      'a.png',
      '',
      '../../etc/passwd',
      '\u0000.png',
      'x'.repeat(300),
      '😀.webp',
      'a"b.gif',
    ),
    hostileString.map(asText),
  ),
  contentType: fc.constantFrom(
    'image/jpeg',
    'image/png',
    'image/webp',
    'text/html',
    'application/octet-stream',
    'image/svg+xml',
    'application/json',
  ),
})

type FormField = [string, string | Repeated | FilePart]

const imageSamples: SampleName[] = ['png', 'jpeg', 'webp', 'gif']

/** A real image with a plain name, as a browser would send it. */
const cleanFilePart: fc.Arbitrary<FilePart> = fc.constantFrom(...imageSamples).map((sample) => ({
  bytes: { sample },
  filename: `photo.${sample}`,
  contentType: `image/${sample}`,
}))

/**
 * A multipart form shaped like the schema: text fields and file fields, each
 * now and then wrong, sent twice or joined by others; or, when clean, the form
 * a browser would send.
 */
function formBody(schema: JsonSchema, clean: boolean): fc.Arbitrary<Body> {
  const properties = Object.entries(schema.properties ?? {})
  const required = new Set(schema.required ?? [])
  const textOf = (property: JsonSchema, name: string) => {
    const text = wellFormed(property, { clean, depth: 1, name }).map((value) =>
      typeof value === 'string' ? value : toJsonText(value),
    )
    return clean
      ? text
      : fc.oneof({ weight: 5, arbitrary: text }, { weight: 2, arbitrary: hostileString })
  }
  const fieldsOf = properties.map(([name, property]) => {
    const isFile = property.format === 'binary'
    let value: fc.Arbitrary<string | Repeated | FilePart>
    if (clean) value = isFile ? cleanFilePart : textOf(property, name)
    else if (isFile)
      value = fc.oneof({ weight: 5, arbitrary: filePart }, { weight: 1, arbitrary: hostileString })
    else
      value = fc.oneof(
        { weight: 8, arbitrary: textOf(property, name) },
        { weight: 1, arbitrary: filePart },
      )
    return fc.oneof(
      { weight: required.has(name) ? 1 : 4, arbitrary: fc.constant<FormField[]>([]) },
      { weight: 8, arbitrary: value.map((part): FormField[] => [[name, part]]) },
      // a field sent twice
      {
        weight: clean ? 0 : 1,
        arbitrary: fc.tuple(value, value).map(([a, b]): FormField[] => [
          [name, a],
          [name, b],
        ]),
      },
    )
  })
  const extras = fc.array(fc.tuple(hostileString.map(asText), fc.oneof(hostileString, filePart)), {
    maxLength: 2,
  })
  return fc
    .tuple(
      fc.tuple(...fieldsOf) as fc.Arbitrary<FormField[][]>,
      clean ? fc.constant([]) : fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, extras),
    )
    .map(([declared, extra]): Body => ({ kind: 'form', fields: [...declared.flat(), ...extra] }))
}

const brokenForm: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    {
      kind: 'text',
      text: '--xyz\r\nContent-Disposition: form-data; name="content"\r\n\r\nhi',
      contentType: 'multipart/form-data; boundary=xyz',
    },
    { kind: 'text', text: '--xyz--\r\n', contentType: 'multipart/form-data; boundary=xyz' },
    { kind: 'text', text: 'no boundary here', contentType: 'multipart/form-data' },
    { kind: 'text', text: '', contentType: 'multipart/form-data; boundary=xyz' },
    {
      kind: 'text',
      text: '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n',
      contentType: 'multipart/form-data; boundary=xyz',
    },
  ),
  fc.uint8Array({ maxLength: 1_024 }).map((bytes): Body => ({
    kind: 'bytes',
    bytes,
    contentType: 'multipart/form-data; boundary=xyz',
  })),
)

function body(operation: Operation): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ kind: 'none' })
  if (operation.body?.mediaType === 'multipart/form-data') {
    return fc.oneof(
      { weight: 7, arbitrary: formBody(operation.body.schema, false) },
      { weight: 3, arbitrary: formBody(operation.body.schema, true) },
      { weight: 2, arbitrary: brokenForm },
      { weight: 1, arbitrary: anyJsonBody },
      { weight: 1, arbitrary: foreignBody },
      { weight: 1, arbitrary: none },
    )
  }
  if (operation.body) {
    const shapedBody = shaped(operation.body.schema, {
      clean: false,
      depth: 0,
      name: '',
      ids: true,
    }).map((value): Body => ({
      kind: 'json',
      value,
    }))
    const wellShaped = wellFormed(operation.body.schema, {
      clean: true,
      depth: 0,
      name: '',
      ids: true,
    }).map((value): Body => ({
      kind: 'json',
      value,
    }))
    return fc.oneof(
      { weight: 8, arbitrary: shapedBody },
      { weight: 4, arbitrary: wellShaped },
      { weight: 4, arbitrary: anyJsonBody },
      { weight: 2, arbitrary: foreignBody },
      { weight: 1, arbitrary: formBody(operation.body.schema, false) },
      { weight: 1, arbitrary: none },
    )
  }
  // a route that takes no body is sent one all the same, now and then
  return fc.oneof(
    { weight: 6, arbitrary: none },
    { weight: 2, arbitrary: anyJsonBody },
    { weight: 1, arbitrary: foreignBody },
  )
}

const bogusAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Basic YWRhOmFkYQ==',
    'bearer x',
    'Token abc',
    'Bearer a.b.c',
    '   ',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => `Bearer ${text}`),
  fc.base64String({ minLength: 40, maxLength: 48 }).map((text) => `Bearer ${text}`),
)

const oddHeaders = fc.uniqueArray(
  fc.oneof(
    fc.constantFrom<[string, string]>(
      ['content-encoding', 'gzip'],
      ['content-encoding', 'deflate'],
      ['content-encoding', 'br'],
      ['content-encoding', 'identity, gzip'],
      ['content-encoding', 'made-up'],
      ['accept', 'text/csv'],
      ['accept', 'application/xml'],
      ['accept', '*/*;q=garbage'],
      ['accept-encoding', 'gzip;q=2, *;q=-1'],
      ['accept-language', 'xx-invalid-;q=;;'],
      ['x-forwarded-for', '999.999.999.999, ::ffff:garbage'],
      ['x-forwarded-proto', 'gopher'],
      ['x-http-method-override', 'DELETE'],
      ['if-none-match', '"*", W/"x"'],
      ['range', 'bytes=500-100'],
      ['expect', '100-continue'],
    ),
    fc
      .tuple(
        fc.constantFrom('accept', 'user-agent', 'referer', 'origin'),
        fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
      )
      .map(([name, value]): [string, string] => [name, value]),
  ),
  { minLength: 1, maxLength: 3, selector: ([name]) => name },
)

/** Every request the fuzzer may send to one route. */
export function requestPlans(operation: Operation): fc.Arbitrary<RequestPlan> {
  const path = fc.record(
    Object.fromEntries(
      operation.pathParams.map((parameter) => [parameter.name, segment(parameter)]),
    ),
  )
  return fc.record({
    auth: fc.oneof(
      { weight: 16, arbitrary: fc.constant({ kind: 'user' as const }) },
      { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
      {
        weight: 2,
        arbitrary: bogusAuthorization.map((header) => ({ kind: 'bogus' as const, header })),
      },
    ),
    path,
    query: query(operation.queryParams),
    body: body(operation),
    headers: fc.oneof(
      { weight: 6, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 1, arbitrary: oddHeaders },
    ),
  })
}

// ---------------------------------------------------------------- sending

const plainAscii = /^[\x21-\x7e]*$/

interface Ids {
  all: number[]
  mine: number[]
}

function pickId(pick: number, mine: boolean, ids: Ids): number {
  const pool = mine && ids.mine.length ? ids.mine : ids.all
  return pool.length ? pool[pick % pool.length]! : 1
}

/** The body's ExistingIds as ids of rows that exist now; everything else as it was. */
function withIds(value: unknown, ids: Ids): unknown {
  if (value instanceof ExistingId) return pickId(value.pick, value.mine, ids)
  if (Array.isArray(value)) return value.map((item) => withIds(item, ids))
  if (
    value === null ||
    typeof value !== 'object' ||
    Object.getPrototypeOf(value) !== Object.prototype
  ) {
    return value
  }
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    // defineProperty, so that a key named __proto__ stays a key
    Object.defineProperty(copy, key, {
      value: withIds(item, ids),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return copy
}

const containsId = (value: unknown): boolean =>
  value instanceof ExistingId ||
  (Array.isArray(value) && value.some(containsId)) ||
  (value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).some(containsId))

function segmentText(value: Segment, ids: Ids): string {
  if ('existing' in value) {
    const id = pickId(value.existing, value.mine, ids)
    return value.spelled ? encodeURIComponent(spell(id, value.spelled)) : String(id)
  }
  const text = asText(value.text)
  if (text === '') return ''
  // raw: as a client that forgets to encode would send it (a lone % stays broken)
  if (value.raw && plainAscii.test(text) && !/[/?#]/.test(text)) return text
  return encodeURIComponent(toWellFormed(text))
}

// encodeURIComponent throws on half a surrogate pair; a browser sends U+FFFD instead
const toWellFormed = (text: string) =>
  text.replace(/[\uD800-\uDFFF]/g, (unit, index: number) => {
    const code = unit.charCodeAt(0)
    const next = text.charCodeAt(index + 1)
    const previous = text.charCodeAt(index - 1)
    const paired =
      code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : previous >= 0xd800 && previous < 0xdc00
    return paired ? unit : '\uFFFD'
  })

function queryText(value: RequestPlan['query']): string {
  if ('raw' in value) return value.raw
  return value
    .map(
      ([name, item]) =>
        `${encodeURIComponent(toWellFormed(name))}=${encodeURIComponent(toWellFormed(asText(item)))}`,
    )
    .join('&')
}

/** How the plan spells an id otherwise, if it does: in a path segment or a query value. */
export function otherSpellingIn(plan: RequestPlan): string | undefined {
  for (const [name, value] of Object.entries(plan.path)) {
    if ('existing' in value && value.spelled) return `the path's ${name} as "${value.spelled}"`
  }
  if ('raw' in plan.query) return undefined
  const spelled = plan.query.find(([, value]) => value instanceof SpelledId)
  return spelled ? `the query's ${spelled[0]} as "${String(spelled[1])}"` : undefined
}

/** The plan as inject() options, with the current token and ids of rows that exist now. */
export async function toInjectOptions(
  operation: Operation,
  plan: RequestPlan,
  context: SendContext,
): Promise<InjectOptions> {
  const bodyIds = plan.body.kind === 'json' && containsId(plan.body.value)
  const needsIds = bodyIds || Object.values(plan.path).some((value) => 'existing' in value)
  const ids = needsIds ? await context.existingIds() : { all: [], mine: [] }
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    segmentText(plan.path[name] ?? { text: '', raw: false }, ids),
  )
  const search = queryText(plan.query)
  const headers: Record<string, string> = {}
  if (plan.auth.kind === 'user') headers.authorization = `Bearer ${context.token}`
  if (plan.auth.kind === 'bogus') headers.authorization = plan.auth.header
  for (const [name, value] of plan.headers) headers[name] = value
  const options: InjectOptions = {
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    headers,
  }
  const body: Body =
    bodyIds && plan.body.kind === 'json'
      ? { ...plan.body, value: withIds(plan.body.value, ids) }
      : plan.body
  const sent = await bodyPayload(body, context)
  if (sent) {
    if (sent.contentType !== undefined) headers['content-type'] = sent.contentType
    options.payload = sent.payload
  }
  return options
}

async function bodyPayload(
  body: Body,
  context: SendContext,
): Promise<{ payload: string | Buffer; contentType?: string } | undefined> {
  switch (body.kind) {
    case 'none':
      return undefined
    case 'json':
      return {
        payload: toJsonText(body.value),
        contentType: body.contentType ?? 'application/json',
      }
    case 'text':
      return { payload: asText(body.text), contentType: body.contentType }
    case 'bytes':
      return { payload: Buffer.from(body.bytes), contentType: body.contentType }
    case 'form': {
      const form = new FormData()
      for (const [name, value] of body.fields) {
        if (value instanceof Repeated || typeof value === 'string') form.append(name, asText(value))
        else
          form.append(
            name,
            new Blob([fileBytes(value, context)], { type: value.contentType }),
            value.filename,
          )
      }
      const encoded = new Response(form)
      return {
        payload: Buffer.from(await encoded.arrayBuffer()),
        contentType: encoded.headers.get('content-type') ?? undefined,
      }
    }
  }
}

function fileBytes(part: FilePart, context: SendContext): Uint8Array<ArrayBuffer> {
  if (part.bytes instanceof Uint8Array) return new Uint8Array(part.bytes)
  const sample = context.samples[part.bytes.sample]
  return new Uint8Array(
    part.bytes.cutAt === undefined ? sample : sample.subarray(0, part.bytes.cutAt),
  )
}

/** A short account of a sent request, for a failure message. */
export function describeRequest(options: InjectOptions): string {
  const headers = { ...(options.headers as Record<string, string>) }
  if (headers.authorization?.length)
    headers.authorization = `${headers.authorization.slice(0, 12)}…`
  const payload = options.payload
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload)
        ? payload.toString('latin1')
        : ''
  const shown = text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text
  const url = String(options.url)
  return `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url}\nheaders: ${JSON.stringify(headers)}\nbody: ${JSON.stringify(shown)}`
}
