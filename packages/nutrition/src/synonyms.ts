// Words people use that USDA spells otherwise ('oj', 'fries', 'porridge'). Both sides are
// stemmed when loaded, so they meet the stemmed tokens of tokenize.ts.
import { stem } from './tokenize'

const PHRASES: Readonly<Record<string, string>> = {
  porridge: 'oatmeal',
  toast: 'bread toasted',
  'french toast': 'french toast',
  'melba toast': 'melba toast',
  'rolled oat': 'oat',
  soda: 'soft drink cola',
  pop: 'soft drink cola',
  coke: 'soft drink cola',
  'coca cola': 'soft drink cola',
  pepsi: 'soft drink cola',
  cola: 'soft drink cola',
  'diet soda': 'soft drink cola diet',
  'diet coke': 'soft drink cola diet',
  'coke zero': 'soft drink cola diet',
  sprite: 'soft drink lemon lime',
  fry: 'potato french fry',
  'french fry': 'potato french fry',
  'potato fry': 'potato french fry',
  'fried potato': 'potato french fry',
  'sweet potato fry': 'sweet potato fry',
  crisp: 'potato chip',
  chip: 'potato chip',
  'tortilla chip': 'tortilla chip',
  'corn chip': 'corn chip',
  'chip and salsa': 'tortilla chip salsa',
  pb: 'peanut butter',
  pbj: 'peanut butter and jelly sandwich',
  'pb and j': 'peanut butter and jelly sandwich',
  'pb and jelly': 'peanut butter and jelly sandwich',
  'peanut butter and jelly': 'peanut butter and jelly sandwich',
  'peanut butter and jam': 'peanut butter and jelly sandwich',
  oj: 'orange juice',
  // everyday names USDA writes as one word or describes
  'jelly bean': 'jellybean',
  'jelly belly': 'jellybean',
  nigiri: 'sushi topped with',
  cheesesteak: 'cheese steak sandwich',
  'philly cheesesteak': 'cheese steak sandwich',
  'philly cheese steak': 'cheese steak sandwich',
  'tuna melt': 'tuna salad sandwich with cheese',
  'ham and swiss': 'ham and cheese',
  'turkey and swiss': 'turkey and cheese',
  jello: 'gelatin dessert',
  // gummy bears and worms are gummy candy, whatever animal they are shaped like
  kitkat: 'kit kat',
  'gummy bear': 'candy gummy',
  'gummy worm': 'candy gummy',
  gummy: 'candy gummy',
  gummie: 'candy gummy',
  'jell o': 'gelatin dessert',
  gelatin: 'gelatin dessert',
  'fruit cup': 'fruit cocktail canned',
  // a flavoured latte is USDA's 'Latte, flavored'; the flavour is in its syrup
  'vanilla latte': 'latte flavored',
  'caramel latte': 'latte flavored',
  'hazelnut latte': 'latte flavored',
  'pumpkin spice latte': 'latte flavored',
  'chicken parm': 'chicken parmigiana',
  'chicken parmesan': 'chicken parmigiana',
  'eggplant parm': 'eggplant parmigiana',
  'veal parm': 'veal parmigiana',
  // in the US South and at any drive-thru a sweet tea is sweetened iced tea
  'sweet tea': 'iced tea brewed black pre sweetened with sugar',
  'sweet iced tea': 'iced tea brewed black pre sweetened with sugar',
  'hamburger meat': 'ground beef',
  'hamburger patty': 'ground beef patty',
  'beef patty': 'ground beef patty',
  mince: 'ground beef',
  'minced beef': 'ground beef',
  'beef mince': 'ground beef',
  burger: 'hamburger',
  'beef burger': 'hamburger',
  yoghurt: 'yogurt',
  yogourt: 'yogurt',
  aubergine: 'eggplant',
  // USDA's zucchini is a green summer squash, except in its baked goods
  courgette: 'summer squash green',
  zucchini: 'summer squash green',
  'zucchini bread': 'zucchini bread',
  'zucchini muffin': 'zucchini muffin',
  'zucchini cake': 'zucchini cake',
  prawn: 'shrimp',
  capsicum: 'bell pepper',
  scallion: 'green onion',
  'spring onion': 'green onion',
  rocket: 'arugula',
  'bok choy': 'chinese cabbage pak choi',
  'bok choi': 'chinese cabbage pak choi',
  'pak choi': 'chinese cabbage pak choi',
  'pak choy': 'chinese cabbage pak choi',
  vinaigrette: 'oil vinegar dressing',
  'jacket potato': 'baked potato',
  mash: 'mashed potato',
  veggy: 'vegetable',
  veg: 'vegetable',
  mac: 'macaroni',
  'mac and cheese': 'macaroni cheese',
  'macaroni and cheese': 'macaroni cheese',
  'mac n cheese': 'macaroni cheese',
  spag: 'spaghetti',
  'spaghetti bolognese': 'pasta tomato meat sauce',
  bolognese: 'pasta tomato meat sauce',
  'spag bol': 'pasta tomato meat sauce',
  'spaghetti with meat sauce': 'pasta tomato meat sauce',
  'spaghetti and meat sauce': 'pasta tomato meat sauce',
  'pasta with meat sauce': 'pasta tomato meat sauce',
  'spaghetti with marinara': 'pasta tomato sauce',
  'spaghetti with tomato sauce': 'pasta tomato sauce',
  'pasta with tomato sauce': 'pasta tomato sauce',
  'pasta with marinara': 'pasta tomato sauce',
  // USDA's 'chicken salad' is the mayonnaise spread; a grilled one is on greens
  'grilled chicken salad': 'chicken garden salad',
  'fried battered fish': 'fish fried coated',
  battered: 'coated',
  breaded: 'coated',
  'fried fish': 'fish fried',
  hotdog: 'hot dog',
  icecream: 'ice cream',
  donut: 'doughnut',
  hashbrown: 'hash brown',
  sub: 'submarine sandwich',
  hoagie: 'submarine sandwich',
  mayo: 'mayonnaise',
  evoo: 'olive oil',
  // oil with no kind named is USDA's vegetable oil, not the first oil the table lists
  oil: 'vegetable oil',
  'cooking oil': 'vegetable oil',
  avo: 'avocado',
  choc: 'chocolate',
  omelette: 'omelet',
  wholemeal: 'whole wheat',
  wholewheat: 'whole wheat',
  'whole grain bread': 'whole wheat bread',
  'brown bread': 'whole wheat bread',
  'wheat bread': 'whole wheat bread',
  'wheat toast': 'whole wheat bread toasted',
  'whole wheat toast': 'whole wheat bread toasted',
  'brown toast': 'whole wheat bread toasted',
  'white toast': 'white bread toasted',
  'semi skimmed milk': 'milk 2%',
  'skimmed milk': 'milk skim',
  'skim milk': 'milk skim',
  'full fat milk': 'milk whole',
  'whole milk': 'milk whole',
  oatmilk: 'oat milk',
  almondmilk: 'almond milk',
  'soy milk': 'soymilk',
  'soya milk': 'soymilk',
  ketchup: 'ketchup',
  'tomato sauce': 'tomato sauce',
  'sweet potato': 'sweet potato',
  'hard boiled': 'hard boiled',
  'boiled egg': 'egg boiled',
  'hardboiled egg': 'egg boiled',
  'sunny side up': 'fried',
  'over easy': 'fried',
  bbq: 'barbecue',
  'pulled pork': 'pork pulled barbecue',
  'chicken nugget': 'chicken nugget',
  nugget: 'chicken nugget',
  tenders: 'chicken tender',
  'chicken tender': 'chicken tender',
  'cheese toastie': 'grilled cheese sandwich',
  'grilled cheese': 'grilled cheese sandwich',
  'toasted cheese sandwich': 'grilled cheese sandwich',
  blt: 'bacon lettuce tomato sandwich',
  'bacon lettuce and tomato': 'bacon lettuce tomato sandwich',
  'ham and cheese': 'ham cheese sandwich',
  'ham and cheese sandwich': 'ham cheese sandwich',
  'ham sandwich': 'ham sandwich',
  'tuna sandwich': 'tuna salad sandwich',
  'egg salad': 'egg salad',
  'iced coffee': 'coffee iced',
  latte: 'coffee latte',
  cappuccino: 'coffee cappuccino',
  americano: 'coffee brewed',
  espresso: 'coffee espresso',
  'black coffee': 'coffee',
  'green tea': 'tea green',
  'black tea': 'tea black',
  'iced tea': 'tea iced',
  beer: 'beer',
  'red wine': 'wine red',
  'white wine': 'wine white',
  'whey protein': 'protein powder',
  whey: 'protein powder',
  granola: 'granola',
  muesli: 'muesli',
  cereal: 'cereal',
  cornflake: 'corn flake',
  'corn flake': 'corn flake',
  'bran flake': 'bran flake',
  'sushi roll': 'sushi',
  'chow mein': 'chow mein',
  'lo mein': 'lo mein',
  'pad thai': 'pad thai',
  'sweet and sour': 'sweet sour',
  'half and half': 'half and half cream',
  'salt and pepper': 'salt',
  'rice and bean': 'rice bean',
  'bean and rice': 'rice bean',
  'biscuit and gravy': 'biscuit gravy',
  'steak and egg': 'steak',
  'bangers and mash': 'sausage mashed potato',
  'cookies and cream': 'cookies cream ice cream',
  'cooky n cream': 'cookies cream ice cream',
  'chicken and dumpling': 'chicken dumpling',
  'chicken and waffle': 'chicken waffle',
  'bacon egg and cheese': 'bacon egg cheese sandwich',
  'sausage egg and cheese': 'sausage egg cheese sandwich',
  'egg and cheese': 'egg cheese sandwich',
  'bacon and egg': 'bacon egg sandwich',
  'sausage and egg': 'sausage egg sandwich',
  'cheese and cracker': 'cheese cracker',
  'hummus and pita': 'hummus',
  'apples and peanut butter': 'apple',
  'lox and cream cheese': 'bagel lox cream cheese',
  'pork and bean': 'pork and beans',
  'frank and bean': 'beans and franks',
  'oil and vinegar': 'oil vinegar dressing',
  'liver and onion': 'liver onion',
  'pea and carrot': 'peas carrots',
  'shrimp and grits': 'shrimp grits',
  'corned beef and cabbage': 'corned beef cabbage',
  'surf and turf': 'steak',
  'spinach and artichoke': 'spinach artichoke dip',
  'chicken and broccoli': 'chicken broccoli',
  vegetarian: 'meatless',
  decaf: 'decaffeinated',
  // curries USDA names only as curry
  'tikka masala': 'curry',
  masala: 'curry',
  korma: 'curry',
  'butter chicken': 'chicken curry',
  'beef and broccoli': 'beef broccoli',
}

interface Rule {
  from: string[]
  to: string[]
}

// rules by their first word, longest phrases first, so 'diet coke' wins over 'coke'
const RULES_BY_FIRST = new Map<string, Rule[]>()
for (const rule of Object.entries(PHRASES)
  .map(([from, to]) => ({ from: from.split(' ').map(stem), to: to.split(' ').map(stem) }))
  .sort((a, b) => b.from.length - a.from.length)) {
  const first = rule.from[0] ?? ''
  const list = RULES_BY_FIRST.get(first) ?? []
  list.push(rule)
  RULES_BY_FIRST.set(first, list)
}

/** Whether a word alone is rewritten ('fry', 'burger', 'soda'). */
export function hasOneWordRule(word: string): boolean {
  return RULES_BY_FIRST.get(word)?.some((r) => r.from.length === 1) ?? false
}

/**
 * Rewrites a food's words into USDA's vocabulary ('fry' -> 'french fry', 'oj' -> 'orange juice').
 * keepQualified(prev, word), when given, may keep a one-word rule from firing on a word that the
 * word before it qualifies into a food of its own: 'turkey burger' and 'stir fry' are not
 * 'turkey hamburger' and 'stir french fries' when the table names them.
 */
export function applySynonyms(
  words: readonly string[],
  keepQualified?: (prev: string, word: string) => boolean,
): string[] {
  const out: string[] = []
  let i = 0
  outer: while (i < words.length) {
    const w = words[i] ?? ''
    const rules = RULES_BY_FIRST.get(w)
    if (rules) {
      for (const rule of rules) {
        const n = rule.from.length
        if (i + n > words.length) continue
        let same = true
        for (let k = 1; k < n && same; k++) same = words[i + k] === rule.from[k]
        if (!same) continue
        if (n === 1 && i > 0 && keepQualified?.(words[i - 1] ?? '', w)) break
        // 'french fry' stays 'french fry', not 'french french fry'
        const prev = out[out.length - 1]
        const to = rule.to[0] === prev ? rule.to.slice(1) : rule.to
        for (const t of to) out.push(t)
        i += n
        continue outer
      }
    }
    out.push(w)
    i++
  }
  return out
}
