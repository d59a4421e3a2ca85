// Units as people type them and as USDA writes its household measures, brought to one
// vocabulary so the two can meet: 'tablespoon', 'Tbsp' and 'tbsp' are all 'tbsp'.
import { stem } from './tokenize'

export type Size = 's' | 'm' | 'l' | 'xl'

/** Grams in one unit of weight. */
export const WEIGHT_GRAMS: Readonly<Record<string, number>> = {
  g: 1,
  kg: 1000,
  mg: 0.001,
  oz: 28.3495,
  lb: 453.592,
}

/** Millilitres in one unit of volume (US measures, as USDA uses). */
export const VOLUME_ML: Readonly<Record<string, number>> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  cup: 236.6,
  tbsp: 14.79,
  tsp: 4.93,
  floz: 29.57,
  pint: 473.2,
  quart: 946.4,
  // small measures people use for oils, milk in coffee and seasoning
  drizzle: 4.93,
  splash: 29.57,
  // a dollop of sour cream or yoghurt is a tablespoon, as nine writers of the spent sets read it
  dollop: 14.79,
  dash: 0.6,
  pinch: 0.3,
  // 'a sprinkle of thyme' is about a teaspoon; 'a little olive oil', 'a touch of', 'a bit of'
  // about half of one
  sprinkle: 4.93,
  touch: 2.46,
}

/**
 * Count-like measures that a food may carry in its own portions ('1 slice' = 28 g); when it
 * does not, portions.ts falls back to the listed volume or weight.
 */
export const COUNT_FALLBACK: Readonly<Record<string, { ml?: number; g?: number }>> = {
  bowl: { ml: 355 },
  glass: { ml: 240 },
  mug: { ml: 300 },
  can: { ml: 355 },
  // a bottle of kombucha, juice or a smoothie is 16 fl oz
  bottle: { ml: 473 },
  shot: { ml: 44 },
  // Australian beer glasses
  schooner: { ml: 425 },
  middy: { ml: 285 },
  // an Australian pot of beer is a middy; a pot of yoghurt or tea is its container or cup
  pot: { ml: 285 },
  // a scoop of powder is about a third of a cup; ice cream has its own 'scoop' measure
  scoop: { ml: 79 },
  handful: { g: 30 },
  // a square broken off a bar of chocolate; a food cut in squares lists its piece or cookie
  square: { g: 10 },
  // a squeeze of lemon or lime is a teaspoon of its juice, not the fruit
  squeeze: { ml: 5 },
  // a soup ladle holds half a cup
  ladle: { ml: 118 },
  knob: { g: 10 },
  pat: { g: 5 },
  // the parts a vegetable or herb is counted by, for a food whose rows list none of them
  sprig: { g: 1 },
  leaf: { g: 2 },
  clove: { g: 3 },
  floweret: { g: 12 },
  spear: { g: 15 },
  stalk: { g: 40 },
}

// Stemmed user words -> canonical unit. Stemming already joins most plurals.
const UNIT_WORDS: Readonly<Record<string, string>> = {
  g: 'g',
  gr: 'g',
  gram: 'g',
  gramme: 'g',
  grm: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  mg: 'mg',
  milligram: 'mg',
  oz: 'oz',
  ozs: 'oz',
  ounce: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  ml: 'ml',
  // ('fl oz' read as one word, 'floz', where a text is read before its items are parsed)
  floz: 'floz',
  mls: 'ml',
  milliliter: 'ml',
  millilitre: 'ml',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  liter: 'l',
  litre: 'l',
  cup: 'cup',
  c: 'cup',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tablespoon: 'tbsp',
  tablespoonful: 'tbsp',
  spoon: 'tbsp',
  spoonful: 'tbsp',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoonful: 'tsp',
  pint: 'pint',
  quart: 'quart',
  drizzle: 'drizzle',
  splash: 'splash',
  squeeze: 'squeeze',
  dollop: 'dollop',
  dash: 'dash',
  pinch: 'pinch',
  sprinkle: 'sprinkle',
  sprinkling: 'sprinkle',
  touch: 'touch',
  smidge: 'touch',
  smidgen: 'touch',
  slice: 'slice',
  rasher: 'rasher',
  piece: 'piece',
  pc: 'piece',
  pcs: 'piece',
  serving: 'serving',
  portion: 'serving',
  helping: 'serving',
  order: 'serving',
  plate: 'plate',
  plateful: 'plate',
  bowl: 'bowl',
  bowlful: 'bowl',
  glass: 'glass',
  mug: 'mug',
  can: 'can',
  tin: 'can',
  // a tube of Pringles is what USDA calls their can
  tube: 'can',
  bottle: 'bottle',
  shot: 'shot',
  schooner: 'schooner',
  middy: 'middy',
  middie: 'middy',
  handful: 'handful',
  scoop: 'scoop',
  stick: 'stick',
  strip: 'strip',
  fillet: 'fillet',
  filet: 'fillet',
  patty: 'patty',
  link: 'link',
  clove: 'clove',
  sprig: 'sprig',
  spear: 'spear',
  floret: 'floweret',
  floweret: 'floweret',
  bar: 'bar',
  packet: 'packet',
  sachet: 'packet',
  bag: 'bag',
  box: 'box',
  container: 'container',
  carton: 'container',
  tub: 'container',
  pot: 'pot',
  wedge: 'wedge',
  section: 'section',
  segment: 'section',
  leaf: 'leaf',
  stalk: 'stalk',
  head: 'head',
  ear: 'ear',
  square: 'square',
  cube: 'cube',
  knob: 'knob',
  pat: 'pat',
  ladle: 'ladle',
  ladleful: 'ladle',
}

const SIZE_WORDS: Readonly<Record<string, Size>> = {
  small: 's',
  mini: 's',
  little: 's',
  medium: 'm',
  regular: 'm',
  average: 'm',
  normal: 'm',
  // 'the individual one': a pie or a pizza for one
  individual: 'm',
  large: 'l',
  lg: 'l',
  lrg: 'l',
  big: 'l',
  huge: 'xl',
  jumbo: 'xl',
  // coffee-shop cup sizes
  grande: 'm',
  venti: 'l',
}

/**
 * The parts a food is counted by when they follow its name ('asparagus spears', 'garlic
 * cloves', 'a celery stick'): the count is of the food's own part, not of another food that
 * happens to be named by the word ('Fish, stick', 'Spices, cloves').
 */
export const COUNT_NOUNS: ReadonlySet<string> = new Set([
  'spear',
  'floret',
  'floweret',
  'stick',
  'stalk',
  'sprig',
  'clove',
  'leaf',
  // an orange's or a mandarin's
  'section',
  'segment',
])

/** The canonical unit for a (stemmed) word, or undefined when it is not a unit. */
export function unitFor(word: string): string | undefined {
  return Object.hasOwn(UNIT_WORDS, word) ? UNIT_WORDS[word] : undefined
}

/** The size a word names ('big' -> 'l'), or undefined. */
export function sizeFor(word: string): Size | undefined {
  return Object.hasOwn(SIZE_WORDS, word) ? SIZE_WORDS[word] : undefined
}

export function isWeightUnit(unit: string): boolean {
  return Object.hasOwn(WEIGHT_GRAMS, unit)
}

export function isVolumeUnit(unit: string): boolean {
  return Object.hasOwn(VOLUME_ML, unit)
}

// Where USDA's guideline amounts apply: the food a condiment goes with.
const GUIDE_KEYS: [RegExp, string][] = [
  [/coffee|tea|beverage|fl oz/, 'guide:drink'],
  [/bread|roll|toast|bagel|muffin|biscuit/, 'guide:bread'],
  [/sandwich/, 'guide:sandwich'],
  [/salad/, 'guide:salad'],
  [/cereal/, 'guide:cereal'],
  [/pancake|waffle|french toast/, 'guide:pancake'],
  [/potato/, 'guide:potato'],
]

// 'xs' (miniature, bite size) is kept apart so that it never stands in for 'small'
const SIZE_PREFIXES: [RegExp, Size | 'xs'][] = [
  [/^(?:extra[ -]large|jumbo|extra large)\b/, 'xl'],
  [/^(?:large or thick|large\/king size|large|regular\/large)\b/, 'l'],
  [/^(?:medium or regular|medium\/regular|medium|regular)\b/, 'm'],
  [/^(?:small or thin\/very thin|small or thin|small\/regular|small|thin)\b/, 's'],
  [/^(?:miniature\/bite size|miniature|mini|bite size|silver dollar|snack-size)\b/, 'xs'],
]

// Words before a measure that do not change what it is: 'individual packet', 'single serving'.
const PLAIN_MODIFIERS = new Set([
  'individual',
  'single',
  'whole',
  'nlea',
  'standard',
  'regular',
  'one',
  'serving',
])

/**
 * Turns a USDA measure ('cup, chopped', 'Tbsp', 'medium (7" to 7-7/8" long)', 'large or thick
 * slice', 'Quantity not specified') into a key: 'cup', 'tbsp', 'm', 'slice:l', 'qns'. Weight
 * measures ('oz', 'lb') give null: weights are converted directly.
 */
/**
 * How many of the food's pieces a package measure holds, when it says ('package 1.6 oz 2 cups':
 * 2); the build gives the food a piece of that package's share.
 */
export function packagePieces(unitText: string): number | undefined {
  const s = unitText.toLowerCase()
  if (!/^package\b/.test(s) || /\byield/.test(s)) return undefined
  const count = /(?:^|\s)(\d+) (?!(?:oz|g|lb|servings?|packages?)\b)[a-z]+\s*$/.exec(s)?.[1]
  return count === undefined ? undefined : Number(count)
}

export function portionKey(unitText: string): string | null {
  // 'small, raw, yields' is what a raw potato gives, not a measure of the food as eaten
  if (/\byields\b/i.test(unitText)) return null
  let s = unitText.toLowerCase().replace(/\([^)]*\)/g, ' ')
  s = (s.split(',')[0] ?? '').replace(/\s+/g, ' ').trim()
  if (s === '') return null
  if (s.startsWith('quantity not specified')) return 'qns'
  if (s.startsWith('guideline amount')) {
    for (const [re, key] of GUIDE_KEYS) if (re.test(s)) return key
    return 'guide:other'
  }
  // 'package 1.6 oz 2 cups' holds several of the food's pieces: it is the package (Reese's cups,
  // whose two packages shared one key and lost this one)
  if ((packagePieces(unitText) ?? 0) > 1) return 'package'
  if (/^fl\.? ?oz\b|^fluid ounce/.test(s)) return 'floz'
  if (/^(?:oz|lb|ounce|pound|g|gram|kg)\b/.test(s)) return null
  if (/^cup\b|^cups\b/.test(s)) return 'cup'
  if (/^(?:tbsp|tablespoon)/.test(s)) return 'tbsp'
  if (/^(?:tsp|teaspoon)/.test(s)) return 'tsp'
  let size: Size | 'xs' | undefined
  for (const [re, sz] of SIZE_PREFIXES) {
    const m = re.exec(s)
    if (m) {
      size = sz
      // 'small/medium shrimp', 'large/jumbo shrimp', 'regular or small piece': the second size
      // adds nothing
      s = s
        .slice(m[0].length)
        .replace(/^(?:\/| ?or )(?:small|medium|regular|large|jumbo|king size)\b/, '')
        .trim()
      break
    }
  }
  // 'piece/slice', 'can or bottle', 'slice/chunk': the first alternative names the measure
  const first = (s.split(/\/| or /)[0] ?? '').trim()
  const words = first.split(' ').filter((w) => w !== '' && !/^\d/.test(w))
  if (words.length === 0) return size ?? null
  if (words[0] === 'serving' || words[0] === 'nlea') return size ? `serving:${size}` : 'serving'
  const last = stem(words[words.length - 1] ?? '')
  // 'cracker-size slice' is not a slice: a qualified measure keeps its own key
  const plain = words.slice(0, -1).every((w) => PLAIN_MODIFIERS.has(w))
  const unit = plain ? (unitFor(last) ?? last) : words.map(stem).join('-')
  return size ? `${unit}:${size}` : unit
}
