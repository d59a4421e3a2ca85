// Misspelt food words are put right before the meal is split (issue 25), so the splitting,
// the synonyms and the regional words all see the word meant: 'avacado toast', 'a turkey
// sandwhich on rye', 'brocolli and rice'. No phrase table then needs to list a misspelling.
import type { FoodIndex } from './food-index'
import { repairSpelling } from './match'
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
  ].flatMap((phrase) => foodTokens(phrase)),
)

/** Whether a word is one the analyser reads as it is. */
function isKnown(index: FoodIndex, word: string): boolean {
  const stemmed = stem(word)
  return (
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
 * table's word one or two edits away, when there is one; every other character as it was.
 */
export function repairTypos(index: FoodIndex, text: string): string {
  return text.replace(/[a-z]{5,}/g, (word) => {
    let mended = mendedWords.get(word)
    if (mended === undefined) {
      mended = isKnown(index, word) ? word : (repairSpelling(index, stem(word)) ?? word)
      // meals repeat their words: each is judged once (the cache is kept small)
      if (mendedWords.size > 20_000) mendedWords.clear()
      mendedWords.set(word, mended)
    }
    return mended
  })
}

// (the index is built once per process: the cache holds for it)
const mendedWords = new Map<string, string>()
