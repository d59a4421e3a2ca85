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

/**
 * The item with its food words read as the region reads them, and a pint
 * measured as the region pours it.
 */
export function inRegion(parsed: ParsedItem, region: FoodRegion): ParsedItem {
  const words = RULES[region].apply(parsed.words)
  const sameWords =
    words.length === parsed.words.length && words.every((w, i) => w === parsed.words[i])
  const imperial = region !== 'US' && parsed.unit === 'pint'
  if (sameWords && !imperial) return parsed
  return {
    ...parsed,
    words,
    ...(imperial ? { quantity: (parsed.quantity ?? 1) * IMPERIAL_PINT } : {}),
  }
}
