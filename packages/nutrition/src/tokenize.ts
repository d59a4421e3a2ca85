// One normaliser for both what people type and USDA descriptions, so that
// "Eggs", "egg" and "EGG," all become the same token on both sides.

const VULGAR_FRACTIONS: Record<string, string> = {
  '½': ' 1/2',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
  '¼': ' 1/4',
  '¾': ' 3/4',
  '⅕': ' 1/5',
  '⅛': ' 1/8',
  '⅜': ' 3/8',
  '⅝': ' 5/8',
  '⅞': ' 7/8',
}

/** Lowercases and simplifies text: fractions spelt out, accents and punctuation folded, apostrophes dropped. */
export function normaliseText(input: string): string {
  let s = input
  // most input is plain ASCII; skip the Unicode work for it
  // eslint-disable-next-line no-control-regex -- the test is for plain ASCII, controls included
  if (!/^[\x00-\x7f]*$/.test(s)) {
    s = s.replace(/[½⅓⅔¼¾⅕⅛⅜⅝⅞]/g, (c) => VULGAR_FRACTIONS[c] ?? c)
    // NFKD splits accents off letters (jalapeño -> jalapeno) so they can be dropped
    s = s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    s = s.replace(/\u2044/g, '/').replace(/[’‘]/g, "'")
  }
  s = s.toLowerCase()
  if (s.includes("'") || s.includes('`')) s = s.replace(/['`]/g, '')
  if (s.includes('&')) s = s.replace(/\s*&\s*/g, ' and ')
  return s
}

const KEEP_PLURAL = new Set([
  'hummus',
  'asparagus',
  'couscous',
  'molasses',
  'swiss',
  'grits',
  'nachos',
  'series',
  'species',
  'this',
  'has',
  'gas',
  'bass',
  'glass',
  'grass',
  'less',
  'plus',
  'yes',
  'its',
  'was',
  'us',
])

// A few irregular words people type that the suffix rules below would not join.
const IRREGULAR = new Map<string, string>(
  Object.entries({
    leaves: 'leaf',
    loaves: 'loaf',
    halves: 'half',
    knives: 'knife',
    calves: 'calf',
    wolves: 'wolf',
    children: 'child',
    teeth: 'tooth',
    feet: 'foot',
    geese: 'goose',
    mice: 'mouse',
    chips: 'chip',
    // (a three-letter word keeps its 'ie': pie is no 'py')
    pies: 'pie',
  }),
)

/**
 * A light stemmer that joins singular and plural. It need not give real words, only the same
 * token for both forms: cookie and cookies -> cooky, berry and berries -> berry.
 */
export function stem(word: string): string {
  const n = word.length
  if (n <= 3 || word.charCodeAt(n - 1) > 122) return word
  const irregular = IRREGULAR.get(word)
  if (irregular) return irregular
  const last = word[n - 1]
  if (last === 'e') return word.endsWith('ie') ? word.slice(0, -2) + 'y' : word
  if (last !== 's' || KEEP_PLURAL.has(word)) return word
  if (word.endsWith('ies')) return word.slice(0, -3) + 'y'
  if (word.endsWith('es')) {
    const before = word.slice(0, -2)
    if (
      before.endsWith('ch') ||
      before.endsWith('sh') ||
      before.endsWith('x') ||
      before.endsWith('ss') ||
      before.endsWith('zz') ||
      (before.endsWith('o') && word !== 'shoes')
    )
      return before
  }
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word
  return word.slice(0, -1)
}

function isLetter(c: number): boolean {
  return c >= 97 && c <= 122
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}

function nextNonSpaceIsDigit(s: string, i: number): boolean {
  while (s.charCodeAt(i) === 32) i++
  return isDigit(s.charCodeAt(i))
}

/**
 * Splits normalised text into tokens: words, numbers ('2', '1.5', '1/2', '2%'), '~' between
 * the ends of a range ('2-3', '2 to 3'), and ',' when keepCommas is set. Letters and digits
 * come apart, so '150g' reads as '150', 'g'.
 */
export function rawTokens(s: string, keepCommas = false): string[] {
  const out: string[] = []
  const n = s.length
  let i = 0
  let lastWasNumber = false
  while (i < n) {
    const c = s.charCodeAt(i)
    if (isLetter(c)) {
      const start = i
      while (i < n && isLetter(s.charCodeAt(i))) i++
      const word = s.slice(start, i)
      if (word === 'to' && lastWasNumber && nextNonSpaceIsDigit(s, i)) out.push('~')
      else out.push(word)
      lastWasNumber = false
    } else if (isDigit(c)) {
      const start = i
      while (i < n && isDigit(s.charCodeAt(i))) i++
      const sep = s.charCodeAt(i)
      if ((sep === 46 || sep === 47) && isDigit(s.charCodeAt(i + 1))) {
        i++
        while (i < n && isDigit(s.charCodeAt(i))) i++
      }
      if (s.charCodeAt(i) === 37) i++
      out.push(s.slice(start, i))
      lastWasNumber = true
    } else {
      if ((c === 45 || c === 8211) && lastWasNumber && nextNonSpaceIsDigit(s, i + 1)) out.push('~')
      else if (c === 44 && keepCommas) out.push(',')
      if (c !== 32) lastWasNumber = false
      i++
    }
  }
  return out
}

/** Tokens of a USDA description or a food phrase, stemmed. */
export function foodTokens(text: string, keepCommas = false): string[] {
  return rawTokens(normaliseText(text), keepCommas).map(stem)
}

/**
 * The token ranges [from, to) of foodTokens(text, true) that stand in brackets:
 * 'Muffins, blueberry (includes mini-muffins)' -> [3, 6].
 */
export function asideRanges(text: string): number[] {
  const ranges: number[] = []
  if (!text.includes('(')) return ranges
  let depth = 0
  let at = 0
  for (const part of text.split(/([()])/)) {
    if (part === '(') depth++
    else if (part === ')') depth = Math.max(0, depth - 1)
    else {
      const n = foodTokens(part, true).length
      if (depth > 0 && n > 0) {
        if (ranges.length > 0 && ranges[ranges.length - 1] === at)
          ranges[ranges.length - 1] = at + n
        else ranges.push(at, at + n)
      }
      at += n
    }
  }
  return ranges
}
