// The food table's measures are USDA's portion names as stemmed words joined by dashes, with a
// size after a colon ('cherry-tomato', 'bar-fun-size', 'thigh-without-skin', 'taco-salad:l').
// An amount shows them as a person says them: '2 fun-size bars', '1 large taco salad'.

// words USDA's measure names carry that say nothing a person needs after a number
const BOOKKEEPING = new Set(['oz', 'fl', 'label', 'nlea'])
// a size or a state said after the thing it describes ('muffin-small', 'leaf-inner',
// 'gizzard-cooked', 'piece-whole')
const SAID_AFTER = new Set([
  'small',
  'medium',
  'large',
  'thin',
  'thick',
  'oval',
  'regular',
  'inner',
  'outer',
  'whole',
  'cooked',
])
const SIZE_CODES: Readonly<Record<string, string>> = {
  xs: 'extra small',
  s: 'small',
  m: 'medium',
  l: 'large',
  xl: 'extra large',
}
// the words a preposition starts, which follow the thing counted ('thigh without skin')
const PREPOSITIONS = new Set(['with', 'without', 'in', 'of', 'from', 'per', 'for'])
// the table's stems of words that end in -ie or -i, written whole again
const WHOLE_WORDS: Readonly<Record<string, string>> = {
  cooky: 'cookie',
  browny: 'brownie',
  pierogy: 'pierogi',
  calory: 'calorie',
  smoothy: 'smoothie',
}

/**
 * A measure's words, in a person's order, and which of them is the thing counted (the one that
 * takes a plural): 'bar-fun-size' -> 'fun-size bar', counted 'bar'.
 */
export function measureWords(key: string): { words: string[]; counted: number } {
  const [name = '', sizeCode] = key.split(':')
  const parts = name.split('-').filter((word) => word !== '' && !BOOKKEEPING.has(word))
  const words: string[] = []
  for (const part of parts) {
    const word = WHOLE_WORDS[part] ?? part.replace(/'$/, "'s")
    // ('fun size', 'snack size': one word that says a size)
    if (word === 'size' && words.length > 0) words.push(`${words.pop()}-size`)
    else words.push(word)
  }
  // ('or bite size' is the second of USDA's two names for one measure; 'each taco' one taco)
  if ((words[0] === 'or' || words[0] === 'each') && words.length > 1) words.shift()
  // a size said after the thing goes before it ('muffin-small', 'biscuit-regular-size-biscuit'),
  // but not one said of something else ('skin-from-small')
  const end = words.findIndex((word, k) => k > 0 && PREPOSITIONS.has(word))
  const head = end < 0 ? words : words.slice(0, end)
  const described = head.filter((word, k) => k > 0 && describes(word))
  const named = head.filter((word, k) => !(k > 0 && describes(word)))
  const thing = named.filter((word, k) => named[k - 1] !== word)
  const code = sizeCode === undefined ? undefined : SIZE_CODES[sizeCode]
  const before = [...(code ? [code] : []), ...described]
  const ordered = [...before, ...thing, ...(end < 0 ? [] : words.slice(end))]
  return { words: ordered, counted: before.length + thing.length - 1 }
}

/** A size or a state of the thing counted, said after it in USDA's names. */
function describes(word: string): boolean {
  return SAID_AFTER.has(word) || word.endsWith('-size')
}
