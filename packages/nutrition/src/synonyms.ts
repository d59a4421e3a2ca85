// Words people use that USDA spells otherwise ('oj', 'fries', 'porridge'), from
// data/phrases.json. Both sides are stemmed when loaded, so they meet the stemmed tokens of
// tokenize.ts.
import { PHRASES } from './phrase-data'
import { phraseRules } from './phrase-rules'

const RULES = phraseRules(PHRASES.synonyms)

/** Whether a word alone is rewritten ('fry', 'burger', 'soda'). */
export const hasOneWordRule = (word: string): boolean => RULES.hasOneWordRule(word)

/** The first words of the synonyms that write any of the words ('maccas' writes 'mcdonalds'). */
export const synonymsWriting = (words: ReadonlySet<string>): Set<string> =>
  RULES.startsWriting(words)

/**
 * Rewrites a food's words into USDA's vocabulary ('fry' -> 'french fry', 'oj' -> 'orange juice').
 * keepQualified(prev, word), when given, may keep a one-word rule from firing on a word that the
 * word before it qualifies into a food of its own: 'turkey burger' and 'stir fry' are not
 * 'turkey hamburger' and 'stir french fries' when the table names them.
 */
export const applySynonyms = (
  words: readonly string[],
  keepQualified?: (prev: string, word: string) => boolean,
): string[] => RULES.apply(words, keepQualified)
