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

/** The stemmed query words after synonyms, each once, in order. */
export function queryWords(words: readonly string[]): string[] {
  return [...new Set(applySynonyms(words).filter((w) => !QUERY_STOP.has(w)))]
}
