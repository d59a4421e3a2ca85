// The words of a food phrase as the matcher uses them: synonyms applied, filler dropped.
import { applySynonyms } from './synonyms'

// Query words that carry no food meaning once the item is parsed.
const QUERY_STOP = new Set([
  'and',
  'with',
  'n',
  'of',
  'the',
  'a',
  'an',
  'some',
  'plain',
  'fresh',
  'homemade',
  'home',
  'style',
  'serving',
  'portion',
])

/**
 * The stemmed query words after synonyms, each once, in order. keepQualified is passed to
 * applySynonyms (a one-word rule does not fire on a word its qualifier names a food with).
 */
export function queryWords(
  words: readonly string[],
  keepQualified?: (prev: string, word: string) => boolean,
): string[] {
  const out: string[] = []
  for (const w of applySynonyms(words, keepQualified))
    if (!QUERY_STOP.has(w) && !out.includes(w)) out.push(w)
  return out
}
