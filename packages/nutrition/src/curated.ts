// The food a person means by the most common words, where the general ranking in match.ts
// would pick between near-equal rows by accident (or picks a reasonable row that is not the
// everyday one). Keys are what people type; they are normalised like queries when loaded.
import { PHRASES } from './phrase-data'
import { queryWords } from './query-words'
import { foodTokens } from './tokenize'

/** Curated defaults keyed by the normalised query (stemmed words in order). */
export const CURATED: ReadonlyMap<string, string> = new Map(
  PHRASES.defaults.map(({ words, food }) => [curatedKey(queryWords(foodTokens(words))), food]),
)

/**
 * The lookup key for a normalised query. Word order is kept: 'chocolate milk' is not 'milk
 * chocolate'.
 */
export function curatedKey(words: readonly string[]): string {
  return words.join(' ')
}
