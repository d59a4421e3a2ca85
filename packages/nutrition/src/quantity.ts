// Reads an amount from the start of a token list: '2', '1.5', '1/2', '1 1/2', '2-3',
// 'a', 'one', 'half', 'a couple of', 'half a dozen', 'one and a half'.

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    hundred: 100,
    pair: 2,
    couple: 2,
    few: 3,
    several: 3,
    dozen: 12,
    half: 0.5,
    quarter: 0.25,
    third: 1 / 3,
  }),
)

// words that may stand before an amount word without changing it: 'a couple', 'a few'
const ARTICLES = new Set(['a', 'an'])

export interface QuantityRead {
  value: number
  /** index of the first token after the amount */
  next: number
}

/** A plain number token: '2', '1.5', '1/2'. Percentages ('2%') are not amounts. */
export function numberToken(token: string | undefined): number | undefined {
  if (token === undefined) return undefined
  // both forms start with a digit: most tokens are words and need no regex
  const first = token.charCodeAt(0)
  if (!(first >= 48 && first <= 57)) return undefined
  if (/^\d+(?:\.\d+)?$/.test(token)) return Number(token)
  const m = /^(\d+)\/(\d+)$/.exec(token)
  if (m) {
    const d = Number(m[2])
    return d > 0 ? Number(m[1]) / d : undefined
  }
  return undefined
}

function isFraction(token: string | undefined): boolean {
  return token !== undefined && /^\d+\/\d+$/.test(token)
}

function numberAt(tokens: readonly string[], i: number): QuantityRead | undefined {
  const t = tokens[i]
  const n = numberToken(t)
  if (n !== undefined) {
    // '1 1/2' is one and a half
    const frac = tokens[i + 1]
    if (!isFraction(t) && isFraction(frac))
      return { value: n + (numberToken(frac) ?? 0), next: i + 2 }
    return { value: n, next: i + 1 }
  }
  const word = t === undefined ? undefined : NUMBER_WORDS.get(t)
  if (word !== undefined) return { value: word, next: i + 1 }
  return undefined
}

/** Reads the amount that starts at tokens[start], or undefined when there is none. */
const HALF_AND_HALF = new Set(['and', 'n', '&'])

export function readQuantity(tokens: readonly string[], start = 0): QuantityRead | undefined {
  let i = start
  let article = false
  if (ARTICLES.has(tokens[i] ?? '')) {
    article = true
    i++
  }
  // ('half and half' is the cream, not two halves)
  const cream =
    tokens[i] === 'half' && HALF_AND_HALF.has(tokens[i + 1] ?? '') && tokens[i + 2] === 'half'
  let read = cream ? undefined : numberAt(tokens, i)
  if (!read) return article ? { value: 1, next: i } : undefined
  let { value, next } = read

  // '2-3 eggs', '2 or 3 eggs': the middle of the range
  if ((tokens[next] === '~' || tokens[next] === 'or') && numberAt(tokens, next + 1)) {
    const upper = numberAt(tokens, next + 1)
    if (upper && upper.value > value) {
      value = (value + upper.value) / 2
      next = upper.next
    }
  }
  // 'one and a half', '2 and a half'
  if (
    tokens[next] === 'and' &&
    ARTICLES.has(tokens[next + 1] ?? '') &&
    tokens[next + 2] === 'half'
  ) {
    value += 0.5
    next += 3
  }
  // 'half a dozen', 'half a cup', 'a quarter of a', 'three quarters of'
  if (
    tokens[next] === 'quarter' ||
    tokens[next] === 'quarters' ||
    tokens[next] === 'third' ||
    tokens[next] === 'thirds'
  ) {
    value *= tokens[next]?.startsWith('quarter') ? 0.25 : 1 / 3
    next++
  }
  if (value < 1 && tokens[next] === 'of' && ARTICLES.has(tokens[next + 1] ?? '')) next += 2
  else if (value < 1 && ARTICLES.has(tokens[next] ?? '')) next++
  if (tokens[next] === 'dozen') {
    value *= 12
    next++
  }
  // '2 x eggs' and '2x'
  if (tokens[next] === 'x' && numberToken(tokens[start]) !== undefined) next++
  read = { value, next }
  return read
}
