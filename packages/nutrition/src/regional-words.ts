// Food words whose food depends on where the person lives (issue 25): 'chips'
// are fries in the UK and Australia and crisps in the US, a 'biscuit' is a
// cookie there and a scone-like bread here, 'jelly' a wobbly dessert or a jam.
// They are read in the person's region first, into words the synonyms and the
// table share; the item keeps the person's own words.
import type { FoodRegion } from '@platewise/core'
import { PHRASES } from './phrase-data'
import { phraseRules, type PhraseRules } from './phrase-rules'
import type { ParsedItem } from './parse-item'
import { stem } from './tokenize'

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

const ROLL = 'roll'
const SUSHI = 'sushi'
const HAND_ROLL_GRAMS = 120

// 'chips' or '<brand> chips', and the crisps an Australian bag of them holds ('a bag of
// smith's chips'); chips named by another food are that food's, the 'everywhere' phrases
// ('corn chip', 'banana chip')
const CHIP = 'chip'
const OTHER_CHIPS: ReadonlySet<string> = new Set(
  everywhere
    .map((rule) => rule.from.split(' '))
    .filter((words) => words.length === 2 && words[1] === CHIP)
    .map((words) => stem(words[0] ?? '')),
)
// (a flavour's phrase, 'salt and vinegar chips', is the synonyms' to read)
const isChips = (words: readonly string[]) =>
  words.length <= 2 &&
  words[words.length - 1] === CHIP &&
  !OTHER_CHIPS.has(words[words.length - 2] ?? '')
const asCrisps = (words: readonly string[]) => [...words.slice(0, -1), 'potato', CHIP]

/**
 * The item with its food words read as the region reads them, a pint measured
 * as the region pours it, and a sausage counted as the region makes it.
 */
export function inRegion(parsed: ParsedItem, region: FoodRegion): ParsedItem {
  // an Australian bag or packet of chips is a snack, crisps (British chips come in a bag from
  // the chippy)
  const bag = (unit: string | null | undefined) => unit === 'bag' || unit === 'packet'
  const snackBag =
    region === 'AU' && (bag(parsed.unit) || bag(parsed.heldIn)) && isChips(parsed.words)
  const words = snackBag ? asCrisps(parsed.words) : RULES[region].apply(parsed.words)
  const sameWords =
    words.length === parsed.words.length && words.every((w, i) => w === parsed.words[i])
  const imperial = region !== 'US' && parsed.unit === 'pint'
  const sausageGrams = COUNTED_SAUSAGE_GRAMS[region]
  const countedSausage =
    sausageGrams !== undefined &&
    SAUSAGE_WORDS.has(words[words.length - 1] ?? '') &&
    // (an Australian snag is one barbecue sausage, counted or not: 'snag in bread')
    (parsed.quantity !== null || (region === 'AU' && words[words.length - 1] === 'snag')) &&
    parsed.unit === null &&
    parsed.size === null
  // an Australian sushi roll is a hand roll from the sushi shop, one uncut roll (120 g), not
  // the six or eight pieces an American roll is cut into
  const handRoll =
    region === 'AU' &&
    words[words.length - 1] === ROLL &&
    words.includes(SUSHI) &&
    parsed.quantity !== null &&
    parsed.unit === null &&
    parsed.size === null
  if (sameWords && !imperial && !countedSausage && !handRoll) return parsed
  return {
    ...parsed,
    words,
    ...(imperial ? { quantity: (parsed.quantity ?? 1) * IMPERIAL_PINT } : {}),
    ...(countedSausage ? { unit: SAUSAGE, unitGrams: sausageGrams } : {}),
    ...(handRoll ? { unit: ROLL, unitGrams: HAND_ROLL_GRAMS } : {}),
  }
}
