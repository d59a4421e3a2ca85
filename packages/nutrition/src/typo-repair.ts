// Misspelt food words are put right before the meal is split (issue 25), so the splitting,
// the synonyms and the regional words all see the word meant: 'avacado toast', 'a turkey
// sandwhich on rye', 'brocolli and rice'. No phrase table then needs to list a misspelling.
import { isEnglishWord } from './english-words'
import type { FoodIndex } from './food-index'
import { repairSpelling, withinOneEdit, withinTwoEdits } from './match'
import { isFiller } from './parse-item'
import { PHRASES } from './phrase-data'
import { PLACE_WORDS } from './places'
import { numberToken } from './quantity'
import { foodTokens, stem } from './tokenize'
import { COUNT_NOUNS, sizeFor, unitFor } from './units'

// Words the analyser knows though the food table does not: every word of the phrase tables
// ('houmous', 'lager', 'pasty' are no misspellings of 'hummus', 'layer' or 'pasta'), the
// places split-items.ts drops, and the words of how or when food was eaten that it reads.
const KNOWN_WORDS: ReadonlySet<string> = new Set(
  [
    ...PHRASES.synonyms.flatMap(({ from, to }) => [from, to]),
    ...PHRASES.defaults.map(({ words }) => words),
    ...PHRASES.compounds.map(({ words }) => words),
    ...Object.values(PHRASES.chains).flatMap((list) => list.map(({ words }) => words)),
    ...Object.values(PHRASES.regional).flatMap((list) =>
      list.flatMap(({ from, to }) => [from, to]),
    ),
    ...PLACE_WORDS,
    // (the filler words of parse-item.ts are known there: meal words, 'tossed', 'served' …)
    'smashed alongside without leftover leftovers pudding afters treat brekkie brekky',
    'sliced diced chopped minced grated shredded cubed halved quartered peeled unpeeled toasted',
    'warmed heated melted drained rinsed topped dressed loaded stuffed taste tasted',
    'heaped heaping rounded dunked dipped',
  ].flatMap((phrase) => foodTokens(phrase)),
)

// The phrase tables' own words, by length, for mending a slip in a word USDA does not use
// ('fettucine', 'hoummos'); the food table's words are tried first.
const PHRASE_WORDS_BY_LENGTH = new Map<number, string[]>()
for (const word of new Set(
  [
    ...PHRASES.synonyms.map(({ from }) => from),
    ...Object.values(PHRASES.regional).flatMap((list) => list.map(({ from }) => from)),
  ].flatMap((phrase) => foodTokens(phrase)),
))
  if (word.length >= 5)
    PHRASE_WORDS_BY_LENGTH.set(word.length, [
      ...(PHRASE_WORDS_BY_LENGTH.get(word.length) ?? []),
      word,
    ])

/**
 * A phrase word one slip away, or two for a longer word that starts with the same three
 * letters and is at most one letter shorter (as repairSpelling).
 */
function nearPhraseWord(word: string, edits: 1 | 2): string | undefined {
  for (let len = word.length - edits; len <= word.length + edits; len++)
    for (const candidate of PHRASE_WORDS_BY_LENGTH.get(len) ?? [])
      if (
        edits === 1
          ? withinOneEdit(word, candidate)
          : word.length >= 6 &&
            len >= word.length - 1 &&
            candidate.slice(0, 3) === word.slice(0, 3) &&
            withinTwoEdits(word, candidate)
      )
        return candidate
  return undefined
}

/**
 * The word meant by an unknown word: two words of a food's name run together, else the
 * nearest known word, one slip before two ('guiness' is 'guinness', one slip from a phrase
 * word, before 'guinea', two from a food's), the food table's before the phrase tables'.
 */
function wordMeant(index: FoodIndex, word: string): string | undefined {
  const stemmed = stem(word)
  return (
    runTogether(index, stemmed) ??
    repairSpelling(index, stemmed, 1) ??
    nearPhraseWord(word, 1) ??
    repairSpelling(index, stemmed) ??
    nearPhraseWord(word, 2)
  )
}

/**
 * Two words that stand side by side in a food's name, written as one ('hashbrown' for
 * 'Potato, hash brown', 'kitkat', 'oatmilk'), as the two words.
 */
function runTogether(index: FoodIndex, word: string): string | undefined {
  const pairs = pairsOf(index)
  for (let at = 3; at <= word.length - 3; at++) {
    const pair = `${word.slice(0, at)} ${word.slice(at)}`
    if (pairs.has(pair)) return pair
  }
  return undefined
}

const pairsByIndex = new WeakMap<FoodIndex, Set<string>>()

/** Every two neighbouring words of the food table's names, collected once per index. */
function pairsOf(index: FoodIndex): Set<string> {
  let pairs = pairsByIndex.get(index)
  if (!pairs) {
    pairs = new Set()
    for (const { food } of index.foods) {
      const tokens = foodTokens(food.description)
      for (let t = 1; t < tokens.length; t++) pairs.add(`${tokens[t - 1]} ${tokens[t]}`)
    }
    pairsByIndex.set(index, pairs)
  }
  return pairs
}

/** Whether a word is one the analyser reads as it is. */
function isKnown(index: FoodIndex, word: string): boolean {
  const stemmed = stem(word)
  return (
    isEnglishWord(word) ||
    index.vocabulary.has(stemmed) ||
    KNOWN_WORDS.has(stemmed) ||
    isFiller(word) ||
    unitFor(word) !== undefined ||
    unitFor(stemmed) !== undefined ||
    sizeFor(word) !== undefined ||
    COUNT_NOUNS.has(stemmed) ||
    numberToken(word) !== undefined
  )
}

/**
 * The normalised meal text with each unknown word of five letters or more replaced by the
 * table's word one or two edits away, else a phrase table's, else by the two words of one
 * food's name it runs together ('hashbrown'); every other character as it was.
 */
export function repairTypos(index: FoodIndex, text: string): string {
  return text.replace(/[a-z]{5,}/g, (word) => {
    let mended = mendedWords.get(word)
    if (mended === undefined) {
      mended = isKnown(index, word) ? word : (wordMeant(index, word) ?? word)
      // meals repeat their words: each is judged once (the cache is kept small)
      if (mendedWords.size > 20_000) mendedWords.clear()
      mendedWords.set(word, mended)
    }
    return mended
  })
}

// (the index is built once per process: the cache holds for it)
const mendedWords = new Map<string, string>()
