// Foods named by their measure alone: '2 schooners', 'a pint', '2 rashers', wine by the
// colour in its glass ('a glass of red', '125ml glass of white') and bread by its kind in a
// slice ('a slice of white'). The measure says what is in it when nothing else does.
import type { ParsedItem } from './parse-item'

/**
 * The Australian glasses that hold nothing but beer: '3 schooners of new' is beer whatever the
 * brand's name finds (a pint may be of ice cream or milk, a pot of noodles or yoghurt).
 */
export const BEER_ONLY_GLASSES: ReadonlySet<string> = new Set(['schooner', 'middy'])

/**
 * What a measure holds when the food in it is a name the table does not know: a pint of a
 * beer, a can of a soft drink ('a can of irn bru', 'a can of solo'), a bag of crisps. A guess,
 * asked to be checked.
 */
export const BRAND_IN_MEASURE: Readonly<Record<string, string>> = {
  pint: 'beer',
  schooner: 'beer',
  middy: 'beer',
  pot: 'beer',
  can: 'soft drink',
  // a bag of a snack the table does not know, 'a small bag of takis': the crisps' bag
  bag: 'potato chips',
  packet: 'potato chips',
}

// measures that are filled with one food whenever the food goes unnamed ('a pot' alone is not)
const FOOD_OF_UNIT: Readonly<Record<string, string>> = {
  pint: 'beer',
  schooner: 'beer',
  middy: 'beer',
  rasher: 'bacon',
}
/** Whether a measure names the food in it when none is given ('a pint', '2 rashers'). */
export const namesItsFood = (unit: string | undefined): boolean =>
  unit !== undefined && Object.hasOwn(FOOD_OF_UNIT, unit)

// 'a glass of red', 'a bottle of white', 'a glass of rose', and of the bubbly
const WINE_COLOURS = new Set(['red', 'white', 'rose'])
const WINE_VESSELS = new Set(['glass', 'bottle'])

// 'a slice of white', '2 slices of brown': the loaf by its kind
const BREAD_KINDS = new Set([
  'white',
  'brown',
  'wholemeal',
  'granary',
  'rye',
  'sourdough',
  'multigrain',
])

// coffee-shop drinks served in a smaller cup than USDA's usual 12 fl oz latte: a flat white
// is a latte in an 8 fl oz cup (or smaller), wherever it is ordered
const SERVED_IN_A_CUP = new Set(['flat white'])

/** Whether the words end with a drink served in a cup of its own ('non dairy milk flat white'). */
function servedInACup(words: readonly string[]): boolean {
  const named = words.join(' ')
  for (const drink of SERVED_IN_A_CUP)
    if (named === drink || named.endsWith(` ${drink}`)) return true
  return false
}

/**
 * The item with the food its measure or its wine's colour names, when it names no other food,
 * and a coffee served in a cup of its own measured by that cup.
 */
export function readUnitWords(parsed: ParsedItem): ParsedItem {
  const { words, unit } = parsed
  if (unit === null && parsed.size === null && servedInACup(words))
    return { ...parsed, quantity: parsed.quantity ?? 1, unit: 'cup' }
  const unitFood = unit === null ? undefined : FOOD_OF_UNIT[unit]
  if (words.length === 0 && unitFood !== undefined) return { ...parsed, words: [unitFood] }
  if (unit === 'slice' && words.length === 1 && BREAD_KINDS.has(words[0]!))
    return { ...parsed, words: [words[0]!, 'bread'] }
  // the glass may be the unit ('a glass of red') or a word beside a stated volume ('125ml glass of red')
  const notVessels = words.filter((word) => !WINE_VESSELS.has(word))
  const inVessel = (unit !== null && WINE_VESSELS.has(unit)) || notVessels.length < words.length
  if (notVessels.length === 1 && WINE_COLOURS.has(notVessels[0]!) && inVessel)
    return { ...parsed, words: ['wine', notVessels[0]!] }
  // ('175ml glass of wine': the glass beside a stated volume is no food word, where it found
  // a nonalcoholic wine)
  if (notVessels.length > 0 && notVessels.length < words.length)
    return { ...parsed, words: notVessels }
  return parsed
}
