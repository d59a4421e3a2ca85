// Food words whose food depends on where the person lives (issue 25): 'chips'
// are fries in the UK and Australia and crisps in the US, a 'biscuit' is a
// cookie there and a scone-like bread here, 'jelly' a wobbly dessert or a jam.
// They are read in the person's region first, into words the synonyms and the
// table share; the item keeps the person's own words.
import type { FoodRegion } from '@platewise/core'
import { phraseRules, type PhraseRules } from './phrase-rules'
import type { ParsedItem } from './parse-item'

// Phrases that name the same food in every region: they stay as they are, so
// the one-word rules below never split them ('chocolate chip cookie', 'jelly beans').
const SAME_EVERYWHERE: Readonly<Record<string, string>> = {
  'potato chip': 'potato chip',
  'tortilla chip': 'tortilla chip',
  'corn chip': 'corn chip',
  'pita chip': 'pita chip',
  'pitta chip': 'pita chip',
  'banana chip': 'banana chip',
  'kale chip': 'kale chip',
  'veggie chip': 'veggie chip',
  'vegetable chip': 'vegetable chip',
  'bagel chip': 'bagel chip',
  'chocolate chip': 'chocolate chip',
  'choc chip': 'chocolate chip',
  'fish and chip': 'fish and fry',
  'jelly bean': 'jelly bean',
  'jelly belly': 'jelly belly',
  'jelly doughnut': 'jelly doughnut',
  'jelly donut': 'jelly doughnut',
  'jelly roll': 'jelly roll',
  'peanut butter and jelly': 'peanut butter and jelly',
  'pb and jelly': 'peanut butter and jelly',
  'biscuit and gravy': 'biscuit and gravy',
  // read before the count noun: five fish fingers are five sticks, not five servings
  'fish finger': 'fish stick',
}

// Where UK and Australian words mean another food than the US's
const COMMONWEALTH: Readonly<Record<string, string>> = {
  ...SAME_EVERYWHERE,
  chip: 'fry',
  'hot chip': 'fry',
  'chip butty': 'fry sandwich',
  'oven chip': 'fry',
  'potato chip': 'potato chip',
  biscuit: 'cookie',
  'digestive biscuit': 'graham cracker',
  digestive: 'graham cracker',
  'chocolate digestive': 'chocolate graham cracker',
  'cheese biscuit': 'cheese cracker',
  jelly: 'gelatin dessert',
  'jelly cup': 'gelatin dessert',
  'jelly baby': 'gummy',
  'fruit squash': 'fruit drink',
  'orange squash': 'fruit drink',
  squash: 'fruit drink',
  'butternut squash': 'butternut squash',
  'rice pudding': 'rice pudding',
  'bread pudding': 'bread pudding',
  'chocolate pudding': 'chocolate pudding',
  // a pudding on its own is the sweet course: a sponge pudding is what it most often is
  pudding: 'cake',
  'black pudding': 'blood sausage',
  'christmas pudding': 'fruitcake',
  'sticky toffee pudding': 'cake',
  'sponge pudding': 'cake',
  entree: 'appetizer',
  // cider there is the alcoholic one; in the US it is apple juice
  cider: 'hard cider',
  'cider vinegar': 'cider vinegar',
  'apple cider vinegar': 'cider vinegar',
  // beans on toast, beans with a fry-up: baked beans, unless another bean is named
  bean: 'baked bean',
}

const US: Readonly<Record<string, string>> = {
  ...SAME_EVERYWHERE,
  // the US's squash is a vegetable, its chips crisps (synonyms.ts), its jelly a jam
  jelly: 'jam',
}

const RULES: Readonly<Record<FoodRegion, PhraseRules>> = {
  US: phraseRules(US),
  UK: phraseRules({ ...COMMONWEALTH, lolly: 'ice pop', 'ice lolly': 'ice pop' }),
  AU: phraseRules({
    ...COMMONWEALTH,
    // a lolly is a sweet in Australia, an ice lolly in Britain
    lolly: 'candy',
    'ice block': 'ice pop',
    'ice lolly': 'ice pop',
  }),
}

// A pint in Britain, Ireland and Australia is the imperial pint, 568 ml (the US pint is 473 ml)
const IMPERIAL_PINT = 568.3 / 473.2

/**
 * The item with its food words read as the region reads them, and a pint
 * measured as the region pours it.
 */
export function inRegion(parsed: ParsedItem, region: FoodRegion): ParsedItem {
  // ('green beans' and 'black beans' name their bean: only a bean standing alone is baked)
  const words = RULES[region].apply(parsed.words, (_prev, word) => word === 'bean')
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
