// Food words whose food depends on where the person lives (issue 25): 'chips'
// are fries in the UK and Australia and crisps in the US, a 'biscuit' is a
// cookie there and a scone-like bread here, 'jelly' a wobbly dessert or a jam.
// They are read in the person's region first, into words the synonyms and the
// table share; the item keeps the person's own words.
import type { FoodRegion } from '@platewise/core'
import { PHRASES } from './phrase-data'
import { phraseRules, type PhraseRules } from './phrase-rules'
import type { ParsedItem } from './parse-item'

// data/phrases.json's regional words: 'everywhere' holds the phrases that name one food in
// every region, so the one-word rules never split them ('chocolate chip', 'jelly beans');
// 'commonwealth' what UK and Australian words mean; each region may add its own.
const { everywhere, commonwealth, US, UK, AU } = PHRASES.regional
const RULES: Readonly<Record<FoodRegion, PhraseRules>> = {
  US: phraseRules([...everywhere, ...US]),
  UK: phraseRules([...everywhere, ...commonwealth, ...UK]),
  AU: phraseRules([...everywhere, ...commonwealth, ...AU]),
}

// A pint in Britain, Ireland and Australia is the imperial pint, 568 ml (the US pint is 473 ml)
const IMPERIAL_PINT = 568.3 / 473.2

// A sausage counted in Britain and Ireland is a banger, eight to the pound (57 g); in
// Australia a barbecue snag, USDA's bun-size link (75 g). USDA's piece is an American
// 35 g link, which read '2 sausages' in a full English as 70 g.
const COUNTED_SAUSAGE_GRAMS: Readonly<Record<FoodRegion, number | undefined>> = {
  US: undefined,
  UK: 57,
  AU: 75,
}
const SAUSAGE = 'sausage'
// (a snag is read as a sausage by the synonyms, after the region's words)
const SAUSAGE_WORDS = new Set([SAUSAGE, 'snag'])

// 'chips' alone, and the crisps an Australian bag of them holds
const isChips = (words: readonly string[]) => words.length === 1 && words[0] === 'chip'
const POTATO_CHIPS = ['potato', 'chip']

/**
 * The item with its food words read as the region reads them, a pint measured
 * as the region pours it, and a sausage counted as the region makes it.
 */
export function inRegion(parsed: ParsedItem, region: FoodRegion): ParsedItem {
  // an Australian bag or packet of chips is a snack, crisps (British chips come in a bag from
  // the chippy)
  const snackBag =
    region === 'AU' && (parsed.unit === 'bag' || parsed.unit === 'packet') && isChips(parsed.words)
  const words = snackBag ? [...POTATO_CHIPS] : RULES[region].apply(parsed.words)
  const sameWords =
    words.length === parsed.words.length && words.every((w, i) => w === parsed.words[i])
  const imperial = region !== 'US' && parsed.unit === 'pint'
  const sausageGrams = COUNTED_SAUSAGE_GRAMS[region]
  const countedSausage =
    sausageGrams !== undefined &&
    SAUSAGE_WORDS.has(words[words.length - 1] ?? '') &&
    parsed.quantity !== null &&
    parsed.unit === null &&
    parsed.size === null
  if (sameWords && !imperial && !countedSausage) return parsed
  return {
    ...parsed,
    words,
    ...(imperial ? { quantity: (parsed.quantity ?? 1) * IMPERIAL_PINT } : {}),
    ...(countedSausage ? { unit: SAUSAGE, unitGrams: sausageGrams } : {}),
  }
}
