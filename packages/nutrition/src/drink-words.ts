// Drinks named by their glass or their colour alone: '2 schooners', 'a pint',
// 'a glass of red'. The glass says what is in it when nothing else does.
import type { ParsedItem } from './parse-item'

// glasses that are filled with beer whenever the drink goes unnamed
const BEER_GLASSES = new Set(['pint', 'schooner', 'middy'])
// 'a glass of red', 'a bottle of white', 'a glass of rose', and of the bubbly
const WINE_COLOURS = new Set(['red', 'white', 'rose'])

/** The item with the drink its glass or colour names, when it names no other food. */
export function readDrinkWords(parsed: ParsedItem): ParsedItem {
  const { words, unit } = parsed
  if (words.length === 0 && unit !== null && BEER_GLASSES.has(unit)) {
    return { ...parsed, words: ['beer'] }
  }
  if (
    words.length === 1 &&
    WINE_COLOURS.has(words[0]!) &&
    (unit === 'glass' || unit === 'bottle')
  ) {
    return { ...parsed, words: ['wine', words[0]!] }
  }
  return parsed
}
