// What a chip shop serves (issue 25). A fish supper from a British or Irish chippy or an
// Australian fish shop comes with a large portion of chips and a large piece of fish; USDA's
// usual portions are a US side of fries (110 g) and a 90 g piece of fish, half of it.
import type { ParsedItem } from './parse-item'
import { stem } from './tokenize'

const FISH = ['fish', 'cod', 'haddock', 'plaice', 'hake', 'pollock', 'flake', 'barra', 'whiting']
const CHIP_SHOP = new RegExp(
  `\\b(?:chippy|chipper|chip shop|fish shop|(?:${FISH.join('|')}|battered [a-z]+) (?:and|n|&) chips|minimum (?:of )?chips|chips (?:and|n|&|with|w) curry sauce)\\b`,
)
// the foods a chip shop serves large: its chips and its fish, as an item's words read them
// (stemmed, and after the region's words: Australian flake is gummy shark)
const SERVED_LARGE = new Set(['chip', 'fry', 'shark', 'barramundi', ...FISH].map(stem))

/**
 * Whether the meal came from a chip shop: 'cod and chips', 'chippy tea', 'from the fish shop',
 * 'battered sausage and chips'.
 */
export function isChipShopMeal(text: string): boolean {
  return CHIP_SHOP.test(text)
}

/** Whether a chip shop serves the item large: its chips or its fish, with no amount given. */
export function servedLarge(parsed: ParsedItem): boolean {
  const last = parsed.words[parsed.words.length - 1]
  return (
    // ('a portion of chips' is the shop's portion)
    (parsed.unit === null ? parsed.quantity === null : parsed.unit === 'serving') &&
    parsed.size === null &&
    last !== undefined &&
    SERVED_LARGE.has(last)
  )
}
