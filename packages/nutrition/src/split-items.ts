// Splits a meal description into item texts: on commas, new lines, ';', '+', 'and',
// 'with', 'plus', 'then', 'on', 'over', 'tossed with' and the like, and drops a heading
// before a colon or a dash that lists its parts. Dishes whose name contains 'and'/'with'
// stay whole.
import { MADE_WITH_MILK, namesDairyMilk } from './milk-words'
import { PHRASES, wordsOf } from './phrase-data'
import { foodTokens, normaliseText } from './tokenize'
import { unitFor } from './units'
import { ON_EACH, settleItems } from './settle-items'
import { dropPlaces, namesMealDeal, namesOnlyWhere } from './places'
import { splitAsides } from './parse-item'
import { readQuantity } from './quantity'
import { isAmountOnly, isBareUnit, joinHalves } from './trailing-amount'
import { holds, markPairs, trigger, type Trigger } from './text-triggers'

export const MAX_ITEMS = 30
export const MAX_INPUT_CHARS = 2000

// Dishes people name with 'and'/'with' that are one food, whatever the table says.
const COMPOUNDS = wordsOf(PHRASES.compounds)

const COMPOUND_RE = new RegExp(
  `\\b(?:${COMPOUNDS.map((c) => c.replace(/ and /g, ' (?:and|n|&) ')).join('|')})\\b`,
  'g',
)

// a bread roll named by its fillings: two or more of them ('bacon and egg roll'), or one that
// names no other roll ('bacon roll'; an egg roll is Chinese, a sausage roll pastry)
const ROLL_FILLING = '(?:bacon|egg|ham|cheese|salad|chicken|schnitzel|sausage|tomato|lettuce|tuna)'
const FILLED_ROLL = new RegExp(
  `\\b((?:${ROLL_FILLING}(?:,? (?:and |n |& )?${ROLL_FILLING})+)|bacon|ham|salad|schnitzel) rolls?\\b`,
  'g',
)

/** A rewrite of a table: the pattern is looked for only when its trigger is in the text. */
interface Rewrite {
  trigger: Trigger
  pattern: RegExp
  replacement: string
}

/** The text with each rewrite done in turn, and its pairs marked again after each change. */
function rewriteAll(
  text: string,
  marks: number,
  rewrites: readonly Rewrite[],
): { text: string; marks: number } {
  // (an indexed loop: destructuring each entry took as long as the tests themselves)
  for (let k = 0; k < rewrites.length; k++) {
    const { trigger, pattern, replacement } = rewrites[k]!
    if (!holds(text, marks, trigger)) continue
    const rewritten = text.replace(pattern, replacement)
    if (rewritten !== text) marks = markPairs((text = rewritten))
  }
  return { text, marks }
}

// Dishes that are two foods under one name: written out as the two items they are.
const EXPANSIONS_TABLE: readonly (readonly [
  trigger: string,
  pattern: RegExp,
  replacement: string,
])[] = [
  [
    'chips',
    /\b(?:(?:beer )?battered |fried )?(?:fish|cod|haddock|plaice|hake|pollock|flake|barra|whiting|snapper) (?:and|n|&) chips\b/g,
    'fried battered fish, french fries',
  ],
  // ('bangers and mash (2 sausages)': the count is the sausages')
  // eslint-disable-next-line no-control-regex -- the aside marker is made of control characters
  ['bangers', /\bbangers (?:and|n|&) mash\b(\s*\u0002\d+\u0003)?/g, 'sausages$1, mashed potatoes'],
  // (the dish 'sausage and mash' is served with two, as two writers of three read it; a count
  // in brackets after it is its own)
  [
    'sausage',
    // eslint-disable-next-line no-control-regex -- the aside marker is made of control characters
    /(?<!\b(?:\d+|a|an|one|two|three) )\bsausage (?:and|n|&) mash\b(?!\s*\u0002)/g,
    '2 sausages, mashed potatoes',
  ],
  ['chips ', /\b(?:tortilla )?chips (?:and|n|&) salsa\b/g, 'tortilla chips, salsa'],
  ['chips ', /\b(?:tortilla )?chips (?:and|n|&) guac(?:amole)?\b/g, 'tortilla chips, guacamole'],
  ['chips ', /\b(?:tortilla )?chips (?:and|n|&) queso\b/g, 'tortilla chips, queso'],
  ['crackers', /\bcheese (?:and|n|&) crackers\b/g, 'cheese, crackers'],
  ['hummus', /\bhummus (?:and|n|&) pita\b/g, 'hummus, pita bread'],
  ['steak', /\bsteak (?:and|n|&) eggs\b/g, 'steak, eggs'],
  // USDA has no chicken and waffles: fried chicken beside a waffle
  ['waffle', /\b(?:fried )?chicken (?:and|n|&) waffles?\b/g, 'fried chicken, waffle'],
  // USDA has it only as a frozen meal, a can or one restaurant's plate: a plate of it is pasta in
  // tomato sauce beside the meatballs, and an amount of it (two writers) the home recipe of pasta
  // in a meat and tomato sauce, measured as one dish
  [
    'meatball',
    /\b(\d[\d./]*\s*(?:cups?|g|grams|oz)\s+(?:of\s+)?)(?:spaghetti|pasta) (?:and|n|&|with) meatballs\b/g,
    '$1spaghetti with meat sauce',
  ],
  [
    'meatball',
    /\b(?:spaghetti|pasta) (?:and|n|&|with) meatballs\b/g,
    'spaghetti with tomato sauce, meatballs',
  ],
  ['peanut butter', /\bapples? (?:and|n|&) peanut butter\b/g, 'apple, peanut butter'],
  // Thai mango sticky rice is rice cooked in coconut milk, with mango
  ['mango sticky', /\bmango sticky rice\b/g, 'coconut sticky rice, mango'],
  // fairy bread is buttered white bread under hundreds and thousands
  // (when nothing is said of what is on it: 'fairy bread (marg and hundreds and thousands)')
  [
    'fairy bread',
    // eslint-disable-next-line no-control-regex -- the aside marker is made of control characters
    /\bfairy bread\b(?!\s*[,\u0002])/g,
    'buttered white bread with hundreds and thousands',
  ],
  // USDA has no katsu curry: the breaded cutlet, its curry sauce and the rice it comes on
  [
    'katsu curry',
    /\b(?:chicken )?katsu curry(?: (?:with|and|n|&|w|on) (?:steamed |white |sticky )?rice)?\b/g,
    'chicken katsu, curry sauce, rice',
  ],
  // a tuna mornay served on rice is the tuna in its white sauce, not the pasta bake
  ['tuna mornay', /\btuna mornay (?:on|with|and|n|&|w) rice\b/g, 'tuna white sauce, rice'],
  // 'g&t': the 'g' is no gram
  ['g ', /\bg (?:and|n|&) ts?\b/g, 'gin and tonic'],
]
// (each trigger read once for the quick test of text-triggers.ts)
const EXPANSIONS: readonly Rewrite[] = EXPANSIONS_TABLE.map(([text, pattern, replacement]) => ({
  trigger: trigger(text),
  pattern,
  replacement,
}))

// USDA has no avocado toast: it is a slice of toast with half an avocado ('avacado' and other
// misspellings are put right before the split, typo-repair.ts)
const AVOCADO_TOAST = /\bavocado toasts?\b/g
const BUTTERED =
  /\bbuttered ((?:white |brown |wholemeal |granary |rye |sourdough |soda |malt |fruit )*)(toast|bread|rolls?|crumpets?|muffins?|bagels?|scones?|teacakes?|bread rolls?)\b/g
const SIZZLE_ONIONS =
  /\b((?:snags?|sausages?|sizzles?|hot ?dogs?|franks?|frankfurters?) in (?:a |some )?(?:slices? of )?(?:white |soft )?(?:bread|rolls?|buns?))(?:,| with| w| and| n| &)\s+(?:fried |grilled |cooked )?(onions?)\b/g
const SIZZLE_SAUCE =
  /\b((?:snags?|sausages?|sizzles?|pies?|pasties?|sausage rolls?|chips)\b[^\n;()]*?(?:,|\band\b|\bwith\b|\bw\b|\bn\b|&|\+) )(?:(?:some|a bit of|a squirt of|a squeeze of|lots of) )?(?:tomato )?sauce\b(?! \w)/g
// 'ham, cheese & tomato toastie', 'egg and lettuce sanga': the salad of a sandwich is beside what
// fills it, as USDA names sandwiches by their meat, egg or cheese, and has the salad on its own
// ('Tomatoes, for use on a sandwich'); 'cheese and pickle' and 'chicken and salad roll' are
// sandwiches of their own
const SANDWICH_BREAD =
  /\b(?:sandwich|sarnie|sanga|sanger|jaffle|toastie|toasty|wrap|baguette|bap|butty|sub|panini)\b/
const SANDWICH_SALAD =
  /\b([a-z]+(?:,? [a-z]+){0,2}),? (?:and|n|&) (lettuce|tomato(?:es)?|cucumber|onions?|rocket) (sandwich|sarnie|sanga|sanger|jaffle|toastie|toasty|wrap|baguette|bap|butty|sub|panini)\b((?: on (?:a |an )?(?:toasted )?(?:whole wheat|whole grain|multigrain|wheat|white|brown|wholemeal|granary|rye|sourdough)(?: bread)?)?)/g
const STUFFED_WITH =
  /\b(stuffed (?:bell )?peppers?(?: halves)?)\s*(?:\(|\bwith\b|\bw\b)([^)\n,;]*)\)?/g
const stuffedWith = (m: string, dish: string, fillings: string): string =>
  /\brice\b/.test(fillings)
    ? `${dish.replace(' bell', '')} with rice`
    : /\b(?:beef|mince|meat|turkey|sausage|pork|lamb)\b/.test(fillings)
      ? `${dish.replace(' bell', '')} with meat`
      : m
// '6 jatz with cheddar', '5 crackers w cheese': a cracker-size slice on each (USDA's, 9 g), as three
// writers read it, not one sandwich slice for them all
const CHEESE_ON_CRACKERS =
  /\b(\d+) ((?:[a-z]+ )?(?:crackers?|jatz|ritz|saladas?|cruskits?|vita[- ]?weats?|water crackers?|oatcakes?)) (?:with|w|and|\+) (?:a slice of |slices of )?((?:cheddar|tasty|swiss|colby|gouda|brie|edam)?(?: ?cheese)?)(?: slices)?(?=\s*(?:$|[,;\n+]))/g
const CRACKER_SIZE_SLICE_GRAMS = 9
const TOAD_COUNTED =
  /\btoad in the hole(?: for (?:tea|dinner))?\s*\((\d+) (?:sausages|bangers)\b[^)\n]*\)/g
const PACK_OF = /\(the (\d+) ?(?:pack|pk|cup one|piece one)\)/g
const TOASTIE_OF_FILLINGS = /\b([a-z]+(?:,? [a-z]+)*,? (?:and|n|&) [a-z]+) (?:toasties?|toasty)\b/g
const MOVIE_POPCORN =
  /\b((?:[a-z]+ )?)popcorn (?:at|from) (?:the )?(?:movies|cinema|pictures|theater|theatre)\b/g
const PLANT_MILK_COFFEE =
  /\b((?:(?:iced|chai|vanilla|caramel|hazelnut|honey|matcha|dirty) )*(?:lattes?|cappuccinos?|flat whites?|mochas?|macchiatos?|cortados?|coffees?))(?:,| with| w) (?:oat|almond|soy|soya|coconut|rice|cashew|macadamia) milk\b/g
// the size of the pizza a slice came from, said after it: 'large pie', 'a 16 inch one'
const PIZZA_SIZE =
  /^(?:(?:a|an|the|from a|whole|a whole|the whole) )?(?:small|medium|large|extra large|xl|family|personal|regular)(?: size| sized)? (?:pie|pizza|one)$/
// 'coke no sugar', 'pepsi max', 'zero sugar lemonade': the diet soft drink
const NO_SUGAR_DRINK =
  /\b(?:(coke|pepsi|cola|sprite|lemonade|fanta|solo|dr pepper|soft drink|soda|pop|lemon squash)s? (?:no|zero) sugar|(?:zero sugar|no sugar|sugar free) (coke|pepsi|cola|sprite|lemonade|fanta|solo|dr pepper|soft drink|soda|pop))\b/g
// 'skim cappuccino', 'skinny latte': the nonfat one, as 'latte, skim' is
const SKIM_BEFORE =
  /\b(?:skim|skinny|nonfat|non fat|fat free) ((?:(?:iced|large|small|regular|medium|tall|grande|venti) )*)(lattes?|cappuccinos?|flat whites?|mochas?)\b/g
// 'soy chai latte', 'oat flat white', 'almond milk iced latte': the milk named before the drink
const PLANT_MILK_BEFORE =
  /\b(?:oat|almond|soy|soya|coconut|cashew|macadamia)(?: milk)? ((?:(?:iced|chai|vanilla|caramel|hazelnut|honey|matcha|dirty|large|small|regular|medium) )*)(lattes?|cappuccinos?|flat whites?|mochas?|macchiatos?|cortados?)\b/g
const SKIM_COFFEE =
  /\b(lattes?|cappuccinos?|flat whites?|mochas?)(?:,| with| w) (?:skim|skinny|nonfat|non fat|fat free)(?: milk)?\b/g
// water adds nothing: '40g oats cooked in water' are 40 g of oats, weighed dry
const IN_WATER = /\s+(?:cooked|made|mixed|boiled) (?:in|with) (?:hot |boiling )?water\b/g
// 'vegemite toast', 'jam toast': toast with a spread on it, which USDA has no row of
const SPREAD_TOAST = /\b(vegemite|marmite|jam|nutella|peanut butter|honey) (toasts?)\b( x ?\d+\b)?/g
// 'apple pie a la mode' is the pie with a scoop of vanilla ice cream
const A_LA_MODE = /\s*\ba la mode\b/g

// toast soldiers, and the marker of a parenthesis after them (set apart as ASIDE_MARK below)
// eslint-disable-next-line no-control-regex -- the marker is made of control characters on purpose
const SOLDIERS = /\b(?:toast )?soldiers\b(\s*\u0002\d+\u0003)?(?! (?:with|and|&) butter)/g

/**
 * Foods written out as what they are, each rewrite run only when its trigger is in the text
 * (most meals need none of them).
 */
// the sauces of a kebab shop, a chippy or a barbecue, as a list names them before 'sauce'
const SAUCE_FLAVOURS = [
  'garlic',
  'sweet chilli',
  'sweet chili',
  'chilli',
  'chili',
  'bbq',
  'barbecue',
  'tomato',
  'hot',
  'mint',
  'yoghurt',
  'yogurt',
  'burger',
  'tartare',
  'curry',
].join('|')
// 'garlic, chilli and bbq sauce', 'garlic + chilli sauce': each flavour listed before 'sauce' is
// a sauce of its own (a bare 'chilli' had read a 255 g bowl of chili, 'garlic' a clove)
const SAUCE_LIST = new RegExp(
  `\\b((?:${SAUCE_FLAVOURS})(?:\\s*(?:,|\\band\\b|\\bn\\b|&|\\+)\\s*(?:${SAUCE_FLAVOURS}))+)\\s+sauces?\\b`,
  'g',
)
const eachASauce = (_m: string, flavours: string): string =>
  flavours
    .split(/\s*(?:,|\band\b|\bn\b|&|\+)\s*/)
    .filter((f) => f !== '')
    .map((f) => `${f} sauce`)
    .join(', ')

const BREAD_BOWL_GRAMS = 150

const FILLED_BAGUETTE =
  /\b(?!(?:a|an|half|the|of|one|whole|small|large|big|mini|french|white|crusty|wholemeal|granary|seeded|sourdough|part|baked)\b)([a-z]+) baguettes?\b/g

// a Pot Noodle with its flavour said before or after it
const POT_NOODLE_FLAVOUR =
  '(?:chicken|beef|mushroom|curry|original|spicy|bombay bad boy|sweet (?:and|n|andglue) sour|chow mein)'
const POT_NOODLE = new RegExp(
  `\\b(?:${POT_NOODLE_FLAVOUR}(?: (?:and|n|andglue) ${POT_NOODLE_FLAVOUR})* )?pot noodles?\\b(?: ${POT_NOODLE_FLAVOUR}(?: (?:and|n|andglue) ${POT_NOODLE_FLAVOUR})*)?`,
  'g',
)

const WRITTEN_OUT_TABLE: readonly (readonly [
  trigger: string,
  pattern: RegExp,
  replacement: string,
])[] = [
  // 'corn on the cob' is counted in ears
  ['on the cob', /\bcorn on the cob\b/g, 'ears of corn'],
  ['avocado toast', AVOCADO_TOAST, 'toast, half an avocado'],
  [' toast', SPREAD_TOAST, '$2$3, $1$3'],
  ['water', IN_WATER, ''],
  // 'an egg cracked in', 'cheese stirred through': how it went in, not a second food
  [
    'ed ',
    /\s+(?:cracked|stirred|mixed|whisked|dropped|melted) (?:in|into it|through|through it)\b/g,
    '',
  ],
  // 'baileys over ice', 'a coke with ice': ice is how it was poured
  [' ice', /\s+(?:over|on|with) (?:crushed )?ice\b/g, ''],
  // 'cold brew, black', 'a tea, black': nothing added, as the drink is read anyway
  [
    'black',
    /\b((?:coffee|brew|espresso|americano|tea|filter)(?:\s*\([^)]*\))?)\s*,\s*black\b(?!\s+(?:bean|pudding|olive|forest|coffee|tea))/g,
    '$1',
  ],
  // a shop's half or quarter chicken (Nando's, a rotisserie, a chook from Red Rooster) is a
  // rotisserie bird, and its quarter a leg, not a quarter of one leg
  [
    ' ch',
    /\b(?:a |one )?(?:half|1\/2)(?: an?)? (?:(?:roast|rotisserie|grilled|peri[- ]?peri) )?(?:chicken|chook)\b(?! (?:breast|wings?|legs?|thighs?|drumsticks?|salad|sandwich|wrap|burger|curry|soup|pie|nuggets?|tenders?|strips?|fillets?))/g,
    'half a rotisserie chicken',
  ],
  [
    'quarter',
    /\b(?:a |one )?quarter(?: an?)? (?:(?:roast|rotisserie|grilled|peri[- ]?peri) )?(?:chicken|chook)(?: leg)?\b(?! (?:breast|wings?|thighs?|drumsticks?|salad|sandwich|wrap|burger|curry|soup|pie|nuggets?|tenders?|strips?|fillets?))/g,
    'a rotisserie chicken leg',
  ],
  [
    '1/4',
    /\b1\/4 (?:(?:roast|rotisserie|grilled|peri[- ]?peri) )?(?:chicken|chook)(?: leg)?\b(?! (?:breast|wings?|thighs?|drumsticks?|salad|sandwich|wrap|burger|curry|soup|pie|nuggets?|tenders?|strips?|fillets?))/g,
    'a rotisserie chicken leg',
  ],
  // 'a salmon sushi box', 'a bento box': the box it came in, not a boxed mac and cheese
  ['box', /\b(sushi|bento|noodle|rice|salad|poke|snack) box(?:es)?\b/g, '$1'],
  // a chip butty is chips in buttered bread (it read a French dip sandwich); in a barm or a bap,
  // a bread roll
  [
    'chip ',
    /\bchip (?:butty|butties|buttie|sarnie|sandwich)\b/g,
    '2 slices of bread, butter, chips',
  ],
  ['chip ', /\bchip (?:barm|bap|cob|roll)\b/g, 'bread roll, butter, chips'],
  // a fish pie is fish in a white sauce under mashed potato (it read fish beside a 150 g pie)
  ['fish pie', /\bfish pie\b/g, 'baked fish, white sauce, mashed potato'],
  // a stew's potatoes and carrots are in it: 'beef stew w/ potatoes and carrots' is the stew
  [
    'stew',
    /\b((?:beef|lamb|chicken|pork|irish|vegetable|veg) stew) (?:with|w) (?:(?:potato(?:e?s)?|carrots?|veg|veggies|vegetables|peas|onions?|celery|parsnips?)(?:,? (?:and|n|&) |, |\b))+/g,
    // (what follows the list is an item of its own: 'lamb stew with carrots and crusty bread')
    '$1, ',
  ],
  // a slice of tasty, grated tasty: Australia's tasty cheese, a cheddar
  [
    'tasty',
    /\b(slices?|grated|shredded|\d+ ?g|cup|handful) (?:of )?tasty\b(?! cheese)/g,
    '$1 tasty cheese',
  ],
  // a stir fry with noodles is one dish of the meat and its noodles: 'chicken stir fry w
  // noodles', 'beef n veg stir fry w hokkien noodles', 'chicken & hokkien noodle stir fry'
  [
    'stir',
    /\b(chicken|beef|prawn|shrimp)(?: (?:and|n|&) (?:veg|veggies|vegetables?))? stir[- ]?fry (?:with|w) (?:(?:hokkien|egg|rice|udon|singapore|hokkien egg) )?noodles\b/g,
    '$1 soy noodles',
  ],
  [
    'stir',
    /\b(chicken|beef|prawn|shrimp) (?:and|n|&) (?:(?:hokkien|egg|rice|udon|singapore) )?noodle stir[- ]?fry\b/g,
    '$1 soy noodles',
  ],
  // a sandwich 'on 2 slices of wholemeal' is one sandwich on that bread, not two sandwiches
  [
    ' slices of',
    /\b(sandwich|sarnie|sanga|sanger|toastie|butty) on (?:2|two) slices of\b/g,
    '$1 on',
  ],
  // a cheese and pickle sandwich is a cheese sandwich with a spoonful of its pickle (a chutney
  // beside cheese), which a later part may measure ('cheese and pickle sandwich, 1 tbsp pickle')
  [
    'pickle',
    /\b(cheese|cheddar|ham) (?:and|n|&) pickle (sandwich|sarnie|sanga|roll|toastie|baguette|bap|butty|sub|panini)\b(?=[^\n]*\bpickle\b)/g,
    '$1 $2',
  ],
  [
    'pickle',
    /\b(cheese|cheddar|ham) (?:and|n|&) pickle (sandwich|sarnie|sanga|roll|toastie|baguette|bap|butty|sub|panini)\b((?: on (?:a |an )?(?:toasted )?(?:whole wheat|whole grain|multigrain|wheat|white|brown|wholemeal|granary|rye|sourdough)(?: bread)?)?)/g,
    '$1 $2$3, 1 tbsp pickle',
  ],
  // a pudding after the rashers of a fry-up is black pudding, not a dessert: 'breakfast roll -
  // 2 sausages, 2 rashers, pudding, egg'
  [
    'pudding',
    /(?<=\b(?:rashers?|bacon)\b[^\n]*)(?<!\b(?:black|white|rice|bread|yorkshire|sponge|chocolate|christmas|toffee|butter|n|and|&) )\bpudding\b/g,
    'black pudding',
  ],
  // a pizza's crust as the chain names it: 'hand tossed' is its regular crust
  ['tossed', /,\s*\b(hand[- ]tossed)\b/g, ' $1'],
  // 'two slices of a large pizza': a slice of it, the size is the pizza's
  [
    'slice',
    /\b(slices?|pieces?) (?:of|from) (?:a |an |the )?(?:small|medium|large|big|extra large|xl|family size|family|personal)(?: size| sized)? (?=(?:[a-z]+ ){0,3}pizza\b)/g,
    '$1 of ',
  ],
  // a Bunnings snag or a sausage sizzle is a sausage in bread
  [
    'snag',
    /\b(?:bunnings snag|sausage sizzle)\b(?![^\n;]*\bbread\b)(?!\s*[-:(])/g,
    'snag in bread',
  ],
  // a sausage in bread with onions and sauce, the barbecue's: the onions are fried and beside
  // the bread, never an onion bread; the sauce is ketchup (Australia's 'tomato sauce')
  ['onion', SIZZLE_ONIONS, '$1, a quarter cup of fried $2'],
  ['sauce', SIZZLE_SAUCE, '$1ketchup'],
  // a full Irish's 'black and white pudding' is a slice of each
  ['pudding', /\bblack (?:and|n|&) white puddings?\b/g, 'black pudding, white pudding'],
  // Peking duck's pancakes are the thin Chinese ones
  ['duck', /\b(duck\b[^\n;]*?)\bpancakes?\b/g, '$1chinese pancakes'],
  // a chilli with beans is USDA's chili with meat and beans, one pot
  [
    'with beans',
    /\b(?:beef |meat )?chill?i(?: con carne)? with (?:kidney )?beans\b/g,
    'chili con carne',
  ],
  // a sloppy joe on its bun is the sandwich
  [
    'sloppy',
    /\b(sloppy joes?) on (?:a |an )?(?:white |wheat |hamburger )?(?:buns?|rolls?)\b/g,
    '$1',
  ],
  // a toastie or sarnie named by its fillings is a sandwich of them: 'ham cheese n tomato toastie'
  ['toast', TOASTIE_OF_FILLINGS, '$1 sandwich'],
  // a hot chocolate with whipped or squirty cream is USDA's own drink
  [
    'cream',
    /\b(hot choc(?:olate)?|hot cocoa) (?:with|w) (?:whipped|squirty|squirted) cream\b/g,
    '$1 whipped cream',
  ],
  // 'kitkat 4 finger': the bar of four fingers
  ['finger', /\bkit ?kats? (\d) fingers?\b/g, '$1 finger kit kat'],
  // a glazed doughnut named by its glaze: 'krispy kreme original glazed', 'a plain glazed'
  [
    'glazed',
    /\b(?:original|plain) glazed\b(?! (?:carrots?|ham|salmon|chicken|pork|nuts?|pecans?|donuts?|doughnuts?))/g,
    'glazed doughnut',
  ],
  // gumbo ladled over rice is USDA's gumbo with rice
  ['gumbo', /\bgumbo over rice\b/g, 'gumbo with rice'],
  // a canteen's 'half rice half chips': half a serving of each
  [
    'half',
    /\bhalf (rice|chips) (?:and )?half (rice|chips)\b/g,
    'half a serving of $1, half a serving of $2',
  ],
  // an Irish deli's chicken fillet roll: a breaded chicken fillet in a crusty roll
  ['fillet roll', /\bchicken fillet rolls?\b/g, 'chicken fillet breaded, a crusty roll'],
  // 'protein shake - 1 scoop whey': the shake is what is listed after it
  [
    'protein shake',
    /\bprotein shake\s*(?:[-:]|\bwith\b|\bw\b)\s*(?=(?:a |an |one |\d+ )?(?:scoops?|serving) of\b|(?:a |an |one |\d+ )?scoops?\b)/g,
    '',
  ],
  // (made with a milk it is a scoop of powder in that milk; alone, a ready-to-drink shake)
  [
    'protein shake',
    /\bprotein shake (?:with|w|made with) (?=(?:[a-z]+ )?milk\b)/g,
    'a scoop of whey, ',
  ],
  // a pavlova's cream is whipped, and a slice of it is two meringues' worth (40 g), as four of
  // the five writers of the spent sets read it
  ['pav', /\b(pav(?:lova)?\b[^\n;]*?(?:with|w|and|n|&) )cream\b/g, '$1whipped cream'],
  [
    'pav',
    /\b(?:(?:a |one )?(?:slice|piece) of )?pav(?:lova)?\b(?!\s*\d)(?! bhaji)/g,
    '40g meringue',
  ],
  // custard poured over a pudding is half a serving of it (65 g), as fifteen meals' writers read it
  [
    'custard',
    /([,;+&\n]|\band\b|\bn\b|\bwith\b|\bw\b)\s*custard\b(?! (?:creams?|tarts?|slices?|pies?|powder|doughnuts?|donuts?)\b)/g,
    '$1 half a serving of custard',
  ],
  // Wetherspoons, called 'spoons': 'spoons burger and chips' (a spoonful only with 'of')
  ['spoons', /(^|[\n,;:]\s*)spoons\b(?!\s+of\b)/g, '$1'],
  // 'slices of a dominos medium pepperoni': a pepperoni pizza; 'pizza from a large pie': its size
  ['pepperoni', /\b(slices? of (?:a|an|the) (?:[a-z]+ ){0,2}pepperoni)\b(?! pizza)/g, '$1 pizza'],
  [
    'pie',
    /\bpizza from (?:a|an|the) (?:small|medium|large|big|extra large|xl|family)(?: size| sized)? pie\b/g,
    'pizza',
  ],
  // a packet of cheese and onion is crisps of that flavour
  [
    ' of ',
    /\b((?:packets?|bags?|packs?) of )(cheese (?:and|n|andglue) onion|salt (?:and|n|andglue) vinegar|prawn cocktail|ready salted|smoky bacon)\b(?! (?:crisps|chips))/g,
    '$1$2 crisps',
  ],
  // an Australian burger with the lot
  [
    'the lot',
    /\bburgers? with the lot\b/g,
    'hamburger, a fried egg, half a rasher of bacon, a slice of cheese, a slice of beetroot, a slice of pineapple',
  ],
  // 'iced coffee cream and sugar': the coffee with both, not a coffee cream
  ['coffee', /\b(coffee) (cream|milk) (?:and|n|andglue|&) (sugars?)\b/g, '$1 with $2 and $3'],
  // 'a fried egg on top': where it went, not a food
  ['on top', /\s+on top\b(?! of)/g, ''],
  // a Pot Noodle is a pot of instant noodle soup made up with water, whatever its flavour ('pot
  // noodle chicken & mushroom' read the flavour's 285 g of dry noodles)
  ['pot noodle', POT_NOODLE, 'pot of ramen noodles water added'],
  // and Cup Noodles a cup of it, not a cup of plain noodles
  ['cup noodle', /\bcup noodles?\b/g, 'cup of ramen noodle soup'],
  // a short stack is three pancakes; a toad in the hole sausages baked in a Yorkshire pudding
  ['short stack', /\ba short stack\b|\bshort stack\b/g, '3 pancakes'],
  ['toad in the hole', /\btoad in the hole\b/g, '2 sausages, a yorkshire pudding'],
  // Four'N Twenty is an Australian meat pie, not four of anything
  ['twenty', /\bfour ?n? twenty\b/g, 'meat'],
  // a supermarket 'ready meal' is the dish itself
  ['ready meal', /\s*\bready meals?\b/g, ''],
  // 'vegemite toast x2, buttered', '2 slices of buttered brown bread': what was buttered has
  // butter on it
  ['buttered', /,\s*buttered\b/g, ' with butter'],
  ['buttered', BUTTERED, '$1$2 with butter'],
  ['a la mode', A_LA_MODE, ', a scoop of vanilla ice cream'],
  // toast soldiers, beside a boiled egg, are a slice of buttered toast cut in strips
  // (what a parenthesis after them says is of the toast: 'soldiers (1 slice, buttered)')
  ['soldiers', SOLDIERS, 'toast$1 with butter'],
  // a baguette named by its filling is a sandwich of it ('tuna baguette' read 90 g of tuna);
  // a baguette alone is the bread (phrases.json)
  ['baguette', FILLED_BAGUETTE, '$1 sandwich'],
  // a soup served in a round loaf hollowed out as its bowl: the soup and what is eaten of the
  // loaf, about 150 g of its 200-250 ('clam chowder in a sourdough bread bowl' read nothing at
  // all, and 'a bread bowl' a burrito bowl; the writers of two spent sets read 64 and 164 g)
  [
    'bread bowl',
    /(?:\s+in)?(?:^|\s+)(?:an? )?(?:sourdough |crusty )?bread bowl\b/g,
    `, ${BREAD_BOWL_GRAMS}g sourdough bread`,
  ],
]
// (each trigger read once for the quick test of text-triggers.ts)
const WRITTEN_OUT: readonly Rewrite[] = WRITTEN_OUT_TABLE.map(([text, pattern, replacement]) => ({
  trigger: trigger(text),
  pattern,
  replacement,
}))

const cheeseOnToast = (n: string) => `${n} slices of toast, ${n} slices of cheese`

// the rice ball a konbini sells (two writers of the spent sets: 100 and 110 g)
const ONIGIRI_GRAMS = 100

const COUNTED_OUT_TABLE: readonly (readonly [
  trigger: string,
  pattern: RegExp,
  count: (match: string, n: string, food: string) => string,
])[] = [
  // a 4 finger Kit Kat is one bar, a 2 finger one half of it
  ['finger', /\b([24])[ -]finger (kit ?kats?)\b/g, (_m, n, bar) => `${Number(n) / 4} ${bar}`],
  // a roast potato is a piece of one, about a new potato's 60 g (the UK Food Standards
  // Agency's portion sizes give 3-4 pieces to a 200 g portion), never a whole medium potato
  [
    'roast',
    /\b(\d+|two|three|four|five|six) (?:roast potato(?:e?s)?|roasties?)\b/g,
    (_m, n) => `${n} roast new potatoes`,
  ],
  // an onigiri is a rice ball of about 100 g, not a 30 g piece of a sushi roll
  [
    'onigiri',
    // (an amount said in brackets after them is theirs: '2 onigiri (~110g each)'; by now the
    // brackets are a marker of control characters)
    // eslint-disable-next-line no-control-regex -- the aside marker is made of control characters
    /\b(\d+|an?|one|two|three|four) ((?:[a-z]+ ){0,3})onigiris?\b(?!\s*[(\u0002])/g,
    (_m, n, kind) => `${(readQuantity([n], 0)?.value ?? 1) * ONIGIRI_GRAMS}g ${kind}onigiri`,
  ],
  // a string cheese is a 28 g stick of mozzarella, not its 5 g 'string'
  [
    'string cheese',
    /(?<!\bof )\b(?:(\d+|an?|one|two|three) )?string cheeses?\b/g,
    (_m, n) => `${n ?? 'a'} sticks of string cheese`,
  ],
  // a rack of ribs is a dozen of them
  [
    'rack',
    /\b(half|full|a|one|1) rack of ((?:[a-z]+ )?ribs)\b/g,
    (_m, n, ribs) => `${n === 'half' ? 6 : 12} ${ribs}`,
  ],
  // cheese on toast is a slice of cheese on each slice of toast: '2 slices cheese on toast',
  // 'cheese on toast x2', 'cheese on toast, 2 slices'
  [
    'cheese on toast',
    /\b(\d+) (?:slices? (?:of )?)?cheese on toast\b/g,
    (_m, n) => cheeseOnToast(n),
  ],
  [
    'cheese on toast',
    /\bcheese on toast(?: x ?|,? )(\d+)(?: slices)?\b/g,
    (_m, n) => cheeseOnToast(n),
  ],
  // USDA has a bacon sandwich only on a biscuit, a muffin or a croissant: a bacon butty, sarnie
  // or sandwich is bread with bacon in it (a bap or barm a roll)
  [
    'bacon',
    /\bbacon (butty|butties|buttie|sarnie|sarnies|sandwich|sandwiches|bap|barm)\b/g,
    (_m, bread) => (/^ba/.test(bread) ? 'bread roll, bacon' : '2 slices of bread, bacon'),
  ],
  // '2 stuffed pepper halves' are one stuffed pepper
  [
    'halves',
    /\b(\d+) ((?:[a-z]+ ){0,2}[a-z]+) halves\b/g,
    (_m, n, food) => `${Number(n) / 2} ${food}`,
  ],
]
// (each trigger read once for the quick test of text-triggers.ts)
const COUNTED_OUT = COUNTED_OUT_TABLE.map(([text, pattern, count]) => ({
  trigger: trigger(text),
  pattern,
  count,
}))

// 'a cupcake with frosting': USDA's cakes and cupcakes carry their icing; it is no second food
// (327 g of frosting by its own serving)
const ICED =
  /\b(cupcakes?|cakes?|cookies?|brownies?|donuts?|doughnuts?) (?:with|and) (?:[a-z]+ ){0,2}?(?:frosting|icing)\b/g
// 'a scoop of whey in a cup of skim milk': two foods; 'chicken in a wrap' stays a dish
const IN_A_DRINK =
  /\s+in (?=(?:a|an|one|two|\d+(?:\.\d+)?) (?:cups?|glass(?:es)?|mugs?|bottles?|shakers?) of\b|\d+(?:\.\d+)? ?(?:ml|l|fl oz|oz)\b)/g
// 'ham on rye', 'turkey on wheat': a sandwich on that bread, not a second food; USDA names
// sandwiches on white or wheat only, so another bread is just the sandwich
const ON_SANDWICH_BREAD =
  /\s+on (?:a |an )?(?:toasted |light |dark |seeded |marble )?(?:(whole wheat|whole grain|multigrain|wheat|white|brown|wholemeal|granary)|rye|sourdough|pumpernickel|ciabatta|kaiser(?: roll)?|hoagie(?: roll)?|sub roll|french bread|italian bread)\b(?: bread\b)?(?! toast)/g

// 'peanut butter on an apple', 'avocado on toast', 'chicken on rice': a topping and what it is
// on are two items, and the amount before 'on' belongs to the topping. 'On the cob', 'on a
// stick' and 'on the side' say how a food is served, not a second food.
const ON_SPLIT = /\s+on\s+(?!(?:the |a |an )?(?:cob|stick|skewer|bone|side|go|run|way|rocks)\b)/g
// 'avocado on sourdough', 'eggs on rye': a topping on one slice of a loaf, not a sandwich
const ON_LOAF = /^(?:sourdough|rye|pumpernickel|ciabatta)\b/
const TOAST_TOPPING =
  /\b(?:avocados?|avo|eggs?|beans|mushrooms?|tomato(?:es)?|peanut butter|pb|jam|honey|ricotta|hummus|smoked salmon)\b[^,;\n]*$/
const ON_THE_SIDE = /\s+on the side\b/g
// dishes that come in their bread: 'a doner kebab in pitta' is the kebab, not a kebab and a pitta
// (a shish kebab is the skewer alone: in a pitta it is two foods)
const WRAPPED_IN_BREAD =
  /\b(?<!shish )(kebabs?|gyros?|souvlakis?|shawarmas?|burgers?|hot ?dogs?) in (?:a |an )?(?:pittas?|pitas?|wraps?|flatbreads?|naans?|buns?|bread rolls?|rolls?)\b/g
// 'meatballs in tomato sauce', 'chicken in black bean sauce': the food with its sauce
const IN_SAUCE = /\s+in (?=(?:a |some )?(?:(?!with\b|and\b)[a-z]+ ){0,3}(?:sauce|gravy)\b)/g
// '2 snags in bread', 'sausages in a bun': the food and the bread it was eaten in
const IN_BREAD =
  /\s+in (?=(?:a |an |some |white |brown |soft |crusty |bread |slices? of |wholemeal |wholegrain )*(?:bread|rolls?|buns?|baps?|pittas?|pitas?)\b)/g
// 'salmon over quinoa': the food and what it was served on, joined as 'with' is (a dish the
// table has of both, 'gumbo over rice', stays one); 'eggs over easy' is how they were fried,
// 'baileys over ice' how it was poured
const OVER_SPLIT = /\s+over\s+(?!(?:easy|medium|hard|well|ice)\b)/g

// A glue word no item contains, so protected compounds survive the split below.
const GLUE = ' andglue '

/** The text with protected compounds' 'and' written back. */
function unglue(text: string): string {
  return text.includes('glue') ? text.replace(/andglue/g, 'and').replace(/withglue/g, 'with') : text
}
// the same for the 'with' of a wrap and its fillings, which are one item
const WITH_GLUE = ' withglue '

// Text in parentheses is details of the item before it ('oatmeal (one bowl, with milk)'): while
// the text is split, each closed group stands as a marker no separator or joining word matches.
// eslint-disable-next-line no-control-regex -- the marker is made of control characters on purpose
const ASIDE_MARK = /\u0002(\d+)\u0003/g

/** The text with each closed top-level '( … )' replaced by a marker, and the groups' texts. */
function setAsidesApart(text: string): { text: string; asides: string[] } {
  const asides: string[] = []
  let out = ''
  let i = 0
  while (i < text.length) {
    const open = text.indexOf('(', i)
    if (open < 0) break
    let depth = 0
    let close = -1
    for (let k = open; k < text.length; k++) {
      const c = text[k]
      if (c === '(') depth++
      else if (c === ')' && --depth === 0) {
        close = k
        break
      }
    }
    // a '(' never closed is left to the item it stands in
    if (close < 0) break
    out += `${text.slice(i, open)} \u0002${asides.length}\u0003 `
    asides.push(text.slice(open, close + 1))
    i = close + 1
  }
  return { text: out + text.slice(i), asides }
}

/** An item's markers written back as the parentheses they stood for. */
function restoreAsides(text: string, asides: readonly string[]): string {
  return text.includes('\u0002')
    ? text.replace(ASIDE_MARK, (_, k: string) => asides[Number(k)] ?? ' ')
    : text
}

// What was left off adds nothing: 'no croutons', 'without cheese', 'hold the mayo', up to the
// next item ('no cheese and a coke' still has its coke). A product's own words stay: 'no sugar
// added', 'no fat yogurt', 'no-bake' ('coffee, no sugar' is still a negation).
const NEGATION_HINT = /\b(?:no|without|hold|minus|skip|skipped)\b/
const NEGATED =
  /\b(?:no|without|hold the|hold|minus|skip the|skipped the)\s+(?!(?:sugar|salt|sodium|fat|calorie|carb)s?\s+(?!(?:and|with|but|then|plus|or|in|on)\b)[a-z])(?:(?!\b(?:with|but|then|plus)\b|\band\s+(?:a|an|one|two|three|some|half|\d))[^,;\n+])*/g
/**
 * Whether the item says it was not eaten; a parenthesis that names another food ('chicken parm
 * (didnt touch the pasta)') says so of that food, not of the item.
 */
function notEaten(item: string): boolean {
  const said = NOT_EATEN.exec(item)
  if (!said) return false
  const object = /^\s+(?:the|my|any of the|his|her)\s+([a-z]+)/.exec(
    item.slice(said.index + said[0].length),
  )
  const inAside = item.lastIndexOf('(', said.index) > item.lastIndexOf(')', said.index)
  const outside = item.replace(/\([^)]*\)/g, ' ')
  return !(inAside && object && !outside.includes(object[1] ?? ''))
}

// An item not eaten adds nothing: 'dressing on the side (not eaten)', 'fries (didn't eat them)'.
const NOT_EATEN =
  /\b(?:(?:not|never|wasnt|werent) (?:eaten|eat|touched|finished)|did ?n?t (?:eat|touch)|did not (?:eat|touch)|uneaten|untouched)\b/

// When a meal was eaten, not what: 'for lunch', 'as a snack', 'for a late dinner', 'my lunch
// today was'. A meal word that names a food stays ('breakfast burrito', 'dinner roll').
const MEAL_WORD =
  /\b(?:breakfast|brunch|lunch|dinner|supper|snacks?|dessert|treat|meal|tea|pudding|afters)\b/
const MEAL_PHRASE =
  /\bafter (?:dinner|lunch|breakfast|tea|work|school|training|the gym)\b|\b(?:for|as) (?:(?:a|an|my|our) )?(?:(?:late|early|quick|light|afternoon|morning|midnight|evening|little) )?(?:breakfast|brunch|lunch|dinner|supper|snacks?|dessert|treat|meal|tea|pudding|afters)\b|\b(?:(?:my|our|todays|tonights) )?(?:breakfast|brunch|lunch|dinner|supper|snacks?|dessert)(?: (?:today|tonight|yesterday))? (?:was|were|is|consisted of|included)\b/g

// what the day was like says nothing of the food: 'a zooper dooper on a hot day', 'soup, rainy
// day lunch' (it read 'a hot day' as a hot dog)
const WHAT_A_DAY =
  /\b(?:on )?(?:a |an )?(?:(?:hot|cold|warm|freezing|rainy|wet|sunny|lazy|long|busy|stinking hot|scorching) )+(?:day|night|arvo|afternoon|morning|evening)\b/g

const EGG_AND_CHEESE = /\b(?:egg|bacon|sausage|ham) (?:and|andglue) cheese\s*$/
const EGG_AND_CHEESE_ON_A_ROLL =
  /\b((?:egg|bacon|sausage|ham) (?:and|andglue) cheese) on (?:a |an )?(?:roll|bun|kaiser(?: roll)?|hero)\b/g

/** Splits 'X on Y' into two items, except for the bread a sandwich is on. */
function splitOn(input: string): string {
  const text = input.replace(ON_THE_SIDE, '')
  return text.replace(ON_SPLIT, (m, offset: number) => {
    // 'turkey sandwich on wheat' names the sandwich's bread, not a second food
    const said = text.slice(Math.max(0, offset - 40), offset)
    const before = said.split(/[\n;,+]|\band\b|\bwith\b/)
    // ('a bacon egg n cheese on a roll' is the bodega's sandwich, on its roll)
    return /sandwich|burger|\bsub\b|wrap|hot ?dog|\bblt\b/.test(before[before.length - 1] ?? '') ||
      EGG_AND_CHEESE.test(said)
      ? m
      : ' , '
  })
}

/**
 * text.replace(/\s+/g, ' '): plain ASCII text with no control characters and no double spaces
 * (most items) comes back as it is without running the regex.
 */
function collapseSpaces(text: string): string {
  let prevSpace = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 32) {
      if (prevSpace) return text.replace(/\s+/g, ' ')
      prevSpace = true
    } else if (c < 32 || c > 126) return text.replace(/\s+/g, ' ')
    else prevSpace = false
  }
  return text
}

// 'chicken sandwich - bread, chicken, lettuce': a dash between a heading and the list of its
// parts stands for a colon (a dash with spaces, or an en or em dash; never '1-2' or 'stir-fry')
const DASH_HEADING =
  /(^|\n)([^\n,;:]*[a-z][^\n,;:]*?)\s+[-\u2013\u2014]\s+(?=[^\n]*(?:,|\+|\band\b|\bmade with\b))/g
// a hot drink before a colon (or a dash, made one above), and what goes in it after: 'cuppa:
// semi skimmed and 1 sugar' (British 'tea - sausages, mash and peas' is the evening meal)
const DRINK_HEADING =
  /(^|\n)(\s*(?:(?:a|an|my|large|small|big|mug of|cup of) )*(?:cuppa|tea|brew|coffee|builders tea|latte|cappuccino|flat white|long black))\s*:\s*(?=(?:a |an |one |two |\d+ |splash of |dash of |drop of |bit of )?(?:semi[- ]?skimmed|skimmed|skim|full[- ]?cream|whole milk|oat milk|soy|soya|almond milk|milk|sugars?|sweeteners?|cream|honey|lemon)\b)/g
// 'burrito bowl: rice, beans, chicken': a heading that names the parts after it
const HEADING = /(^|\n)([^:\n,;]*):(?=([^\n]*(?:,|\band\b|\bwith\b|\+)[^\n]*))/g
// (a dish made with milk, marked until the split is done: made-with-milk.ts)
const MILK_MARK = '\u0004'
// 'a smoothie made with banana, spinach and almond milk'
const MADE_WITH = /(^|[\n;,])([^\n;,]*?)\bmade (?:with|from|of|using)\b([^\n;]*)/g

/**
 * What a heading is to the parts listed after it: the base food they go on or in ('jacket
 * potato - beans, cheese', 'fairy bread (marg and hundreds and thousands)'), a name for them
 * ('eton mess (meringue, cream, strawberries)', 'ploughman's: cheddar, ham, bread'), or
 * neither, when they are its details ('breakfast burrito (egg, sausage, cheese)'). Answered by
 * the matcher (analyze.ts).
 */
export type ReadHeading = (heading: string, parts: readonly string[]) => 'base' | 'name' | undefined

// a heading on a line of its own names the dish its lines are: 'ulster fry:', 'sunday lamb roast'
// a meal named on a line of its own, over the lines of what was in it
const PLATE_NAME =
  /^(?:(?:my|a|the|sunday|saturday|big|full|cooked|proper|late|quick|work|school|kids|kids') )*(?:breakfast|brekkie|brekky|brunch|lunch|dinner|tea|supper|snacks?|english|irish|scottish|welsh|ulster fry|fry[- ]?up|carvery)\s*:?$/
const LINE_HEADING =
  /\b(?:roast|fry|fry-up|fry up|breakfast|brekkie|brunch|lunch|dinner|tea|supper|plate|platter|bowl|meal|box|spread|feed)$/

/**
 * 'ulster fry:\n- soda bread\n- 2 sausages', 'sunday lamb roast\n3 slices lamb\n2 roast
 * potatoes': a heading on its own line over a list of lines, written as a heading over its parts
 * so the heading is read as it is on one line (dropHeadings then keeps it only as the base its
 * parts go on). A line ending in a colon is a heading; another only when it ends in a word that
 * names a meal or a plate (a first line that is a food of its own stays one).
 */
function headingOverLines(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const [first = '', ...rest] = lines
  // ('brekkie', 'full english', 'maccas' on a line of their own name the meal or where it came
  // from, never a food: brekkie had read a candy bar, a full english an English muffin)
  if (rest.length >= 1 && (PLATE_NAME.test(first) || namesOnlyWhere(first))) return rest.join('\n')
  if (rest.length < 2 || /\d|[,;]/.test(first)) return text
  const parts = rest.map((line) => line.replace(/^[-*\u2022]\s*/, ''))
  const colon = /:$/.test(first)
  const heading = first.replace(/\s*:$/, '')
  // (a heading word on its own line is read as a heading with a colon is: 'chipotle bowl' over
  // its fillings names them, and is dropped for them unless it is the base they go on)
  if (!colon && !LINE_HEADING.test(heading)) return text
  return `${heading}: ${parts.join(', ')}`
}

/**
 * The parts of a list: 'beans, cheese and butter' -> ['beans', 'cheese', 'butter']; a dish
 * named with 'and' is one part ('marg and hundreds and thousands' -> two).
 */
const listedParts = (list: string): string[] =>
  list
    .replace(COMPOUND_RE, (m) => m.replace(/ (?:and|n|&) /g, GLUE))
    .split(/,|\band\b|\+|\bwith\b/)
    .map((part) => unglue(part).trim())
    .filter((part) => part !== '')

// 'loaded baked potato (cheese, bacon bits, sour cream)': a parenthesis that lists foods, with
// no amount in it (a marker of setAsidesApart stands for it)
// eslint-disable-next-line no-control-regex -- the marker is made of control characters on purpose
const LISTED_ASIDE = /(^|[\n,;])([^\n,;\u0002]*?)\s*\u0002(\d+)\u0003/g

/** A dish whose parenthesis lists what is on it, with the parts as items when the dish keeps them. */
function listAsideParts(text: string, asides: string[], readHeading: ReadHeading): string {
  return text.replace(LISTED_ASIDE, (m, start: string, heading: string, at: string) => {
    const aside = (asides[Number(at)] ?? '').replace(/^\(|\)$/g, '')
    // ('(4 tenders, fries, honey mustard)': a count may lead a part; a weight makes it an amount)
    if (!/,|\band\b|\+/.test(aside) || /\d\s*(?:g|kg|ml|oz|cups?)\b|\bno\b|\bwithout\b/.test(aside))
      return m
    // (a list is two parts or more, each a word at least: 'toast (s and)' lists nothing)
    const parts = listedParts(aside)
    if (parts.length < 2 || parts.some((part) => !/[a-z]{2}/.test(part))) return m
    // ('full english (2 eggs, bacon, beans)': a meal's name over what was in it; it read an
    // English muffin)
    const read = PLATE_NAME.test(heading.trim()) ? 'name' : readHeading(heading, parts)
    if (read === 'base') return `${start}${heading}, ${aside}`
    // (the amount said with a name is the meal's, not a part's: kept as an aside of the first)
    return read === 'name' ? `${start}${aside}` : m
  })
}

/**
 * A dish whose parts are listed is counted by its parts, once: a heading before a colon that
 * several parts follow is dropped, and so is a dish 'made with' several ingredients; a dish
 * made with one ('pancakes made with buttermilk') is the dish.
 */
function dropHeadings(text: string, readHeading?: ReadHeading): string {
  // (a heading naming a food the parts go on is kept: 'jacket potato - beans, cheese')
  let out = text.includes(':')
    ? text.replace(HEADING, (_m, start: string, heading: string, parts: string) =>
        readHeading?.(heading, listedParts(parts)) === 'base' ? `${start}${heading},` : start,
      )
    : text
  if (out.includes('made ')) {
    out = out.replace(MADE_WITH, (m: string, start: string, dish: string, parts: string) => {
      // ('oatmeal made with water 250g, raisins 20g': water is how it was cooked, IN_WATER's)
      if (/^\s*(?:hot |boiling )?water\b/.test(parts)) return m
      // ('porridge made with milk, drizzle of honey': an amount after the first part ends the list)
      // (a dish made with milk is still the dish: 'porridge made with milk and water' read milk
      // and water, no oats)
      const [madeOf = '', after] = parts.split(/,|\band\b|\+/)
      if (
        after !== undefined &&
        !startsWithAmount(after) &&
        !startsWithUnit(after) &&
        !namesDairyMilk(madeOf)
      )
        return `${start} ${parts}`
      // '45g oats made with 250ml milk': an ingredient with its own amount is an item
      if (/^\s*\d/.test(parts) || startsWithAmount(parts)) return `${start}${dish}, ${parts}`
      // 'porridge made with semi-skimmed': the dish as made with milk, which USDA may have a row of
      // (what is added after the milk is an item, '+ 1 tbsp honey', or tops the dish, 'topped w
      // sliced banana')
      const toppedAt = parts.search(/\s+topped\b/)
      const listed = toppedAt < 0 ? parts : parts.slice(0, toppedAt)
      const topped = toppedAt < 0 ? '' : parts.slice(toppedAt)
      // ('made with semi skimmed milk and 1 tbsp honey': the honey is an item, as after a comma)
      const [first = '', ...rest] = listed.split(/,|\band\b|\+/)
      // (as a mark, written out as a parenthesis once the items are split: its 'with' joins none)
      const made = namesDairyMilk(first) ? MILK_MARK : ''
      return `${start}${dish}${made}${rest.length > 0 ? `,${rest.join(',')}` : ''}${topped}`
    })
  }
  return out
}

// What comes with a food but is not eaten (chicken skin is eaten, so skins are not here)
const REFUSE =
  /\b(?:with (?:the |its |their )?(?:peels?|rinds?|shells?|pits?|stones?|cores?)(?: on)?|(?:peel|rind|shell) on|in (?:the |its |their )?shells?|unpeeled)\b/g

// '6 inch', '6-inch', '12"', 'footlong' (a 12 inch sub)
const INCHES = /\b(?:(\d+)[ -]?(?:inch(?:es)?\b|")|(foot)[ -]?long\b)/g
// a pizza's inches are its size as pizzerias sell them: 10 inch small, 12 medium, 14 large
const PIZZA_INCHES =
  /\b(\d+)[ -]?(?:inch(?:es)?\b|")\s*(?=(?:[a-z]+ ){0,2}(?:pizzas?|margheritas?|pepperoni|hawaiian|pies?)\b|one\b(?<=\b(?:pizza|margherita)\b[^\n;]*))/g
const pizzaSize = (inches: number) =>
  inches <= 10 ? 'small ' : inches <= 13 ? 'medium ' : inches <= 15 ? 'large ' : 'huge '

// the measures of a powder stirred into a drink
const SPOONS = new Set(['tsp', 'tbsp', 'scoop'])
const saysSpoons = (text: string) => foodTokens(text).some((t) => SPOONS.has(unitFor(t) ?? ''))
const MILK_OR_WATER =
  /^(?:(?:full cream|whole|semi[- ]?skimmed|skim|skimmed|hot|warm|cold) )*(?:milk|water)$/

// 'half a banana, sliced': how the food before was cut or cooked, not a food
const ALL_OF_IT =
  /^(?:(?:ate|had) )?(?:the )?(?:whole|entire) (?:thing|lot)$|^(?:ate |had )?all of it$/
const PREPARATION_ONLY =
  /^(?:(?:thinly|finely|roughly|lightly|well|freshly|then) )?(?:homemade|home made|shop bought|store bought|sliced|diced|chopped|minced|mashed|grated|shredded|cubed|halved|quartered|peeled|toasted|warmed(?: up)?|heated(?: up)?|melted|cooked|steamed|grilled|baked|fried|boiled|roasted|raw|scrambled|poached|sauteed|broiled|stewed|braised|barbecued|(?:pan|deep|air|stir|oven|slow) fried|(?:hard|soft) boiled|cold|hot|warm|plain|drained|rinsed|neat|straight up|on the rocks|original|classic)$/
// 'a carrot cut into sticks', 'an apple cut in wedges': how it was cut says nothing of the food
const CUT_INTO =
  /\s+cut (?:in|into|up into) (?:\w+ )?(?:sticks|slices|cubes|wedges|chunks|pieces|strips|rounds|halves|quarters)\b/g

// what a food was finished with is an item of its own, added to it: 'pasta tossed with pesto'
// ('n' is how 'and' is typed in a hurry: 'fries n a coke'; 'mac n cheese' is glued first)
const JOINERS =
  /\b(and|n|with|along with|alongside|(?:topped|tossed|drizzled|served|sprinkled|dressed|loaded|smothered|covered) (?:with|in)|on top of)\b/

// a dish wrapped around what it is filled with: 'chicken burrito w rice, beans & cheese'
const WRAP_WITH = /((?:^|[\n;])[^\n;]*?\b(?:burrito bowls?|burritos?|wraps?))\s+with\s+([^\n;]+)/g
// what comes beside a wrap rather than in it
const SIDE_WORDS = /\b(?:chips|fries|crisps|drinks?|coke|soda|side|sides)\b/

/**
 * A wrapped dish and the fillings listed after it, as one item: 'chicken burrito w rice, beans &
 * cheese and a can of coke' -> 'chicken burrito with rice beans cheese, a can of coke' (the
 * analyser reads the fillings before the dish, asWrapFilling). USDA names burritos by their
 * fillings; a filling beside one would count it twice. The list ends at a part with an amount
 * of its own ('a can of coke') or a side ('chips').
 */
function fillWraps(text: string): string {
  return text.replace(WRAP_WITH, (m, wrap: string, list: string) => {
    const parts = list.split(/(,|\band\b|&|\+)/)
    const fillings: string[] = []
    let at = 0
    for (; at < parts.length; at += 2) {
      const part = (parts[at] ?? '').trim()
      if (part === '') continue
      if (startsWithAmount(part) || startsWithUnit(part) || SIDE_WORDS.test(part)) break
      if (part.split(' ').length > 3) break
      fillings.push(part)
    }
    if (fillings.length === 0) return m
    const rest = parts.slice(at).join('').trim()
    return `${wrap}${WITH_GLUE}${fillings.join(' ')}${rest ? `, ${rest}` : ''}`
  })
}

/** Whether a chunk starts with a small measure ('drizzle of honey', 'splash of milk'). */
function startsWithUnit(chunk: string): boolean {
  return /^\s*(?:drizzle|splash|dollop|dash|pinch|sprinkle|handful|knob|squeeze|scoop|spoonful)\b/.test(
    chunk,
  )
}

/** Whether a chunk starts with an amount: then it is surely its own item ('and a coffee'). */
function startsWithAmount(chunk: string): boolean {
  return /^(?:a|an|one|two|three|four|five|six|half|some|\d)\b/.test(chunk.trim())
}

/**
 * Splits a meal description into item texts. canJoin, when given, may keep 'A and B' or
 * 'A with B' together (the food table knows dishes such as 'biscuit with gravy').
 */
export function splitItems(
  description: string,
  canJoin?: (left: string, right: string, joiner: 'and' | 'with') => boolean,
  readHeading?: ReadHeading,
): string[] {
  return splitMeal(description, canJoin, readHeading).map((item) => item.text)
}

/** One item of a meal and the word that joined it to the item before ('with' for a topping). */
export interface SplitItem {
  text: string
  joiner: 'and' | 'with' | null
}

/** splitItems, with the word that joined each item to the one before it. */
export function splitMeal(
  description: string,
  canJoin?: (left: string, right: string, joiner: 'and' | 'with') => boolean,
  readHeading?: ReadHeading,
): SplitItem[] {
  let text = normaliseText(description.slice(0, MAX_INPUT_CHARS))
  // control characters and symbols carry no food; treat them as separators
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  text = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '\n')
  // 'a 6 inch sub', 'meatball sub (6 inch)', 'a 12" pizza': inches are the item's size, not a
  // count of it
  if (text.includes('inch') || text.includes('"') || text.includes('footlong'))
    text = text
      .replace(PIZZA_INCHES, (_m, n: string) => pizzaSize(Number(n)))
      .replace(INCHES, (_m, n: string | undefined) =>
        n === undefined || Number(n) > 8 ? ' large ' : ' ',
      )
      .replace(/\(\s*\)/g, ' ')
  let asides: string[] = []
  // '(the 2 pack)', '(the 2 cup one)': how many of them the pack held, not 2 packs or 2 cups
  if (text.includes('(the ')) text = text.replace(PACK_OF, '($1)')
  // 'toad in the hole (3 sausages in the batter)': the count is the sausages'
  if (text.includes('toad in the hole'))
    text = text.replace(TOAD_COUNTED, '$1 sausages, a yorkshire pudding')
  // 'stuffed bell pepper (ground beef + rice)': what a stuffed pepper is stuffed with is in it
  if (text.includes('stuffed')) text = text.replace(STUFFED_WITH, stuffedWith)
  // 'microwave popcorn, butter': the flavour of the popcorn
  if (text.includes('popcorn')) text = text.replace(/\bpopcorn,\s*butter\b/g, 'popcorn butter')
  if (text.includes('(')) ({ text, asides } = setAsidesApart(text))
  // ('jambalaya (about a cup and a half)': a parenthesis's amount is read as the text's is)
  asides = asides.map((aside) => (aside.includes(' and') ? joinHalves(aside) : aside))
  // each rewrite runs only when its trigger is in the text: most meals need none of them
  if (text.includes('w/')) {
    text = text.replace(/\bw\/o\b/g, ' without ')
    // (one space each side: 'topped w/ granola' is 'topped with granola', a joiner of its own)
    text = text.replace(/\s*\bw\/\s*/g, ' with ')
  }
  // 'frm the thai place': how 'from' is typed in a hurry (the place's 'thai' read a pad thai)
  if (text.includes('frm')) text = text.replace(/\bfrm\b/g, 'from')
  // 'a quarter pounder w cheese': a lone 'w' before a word is 'with'
  if (text.includes(' w ')) text = text.replace(/ w (?=[a-z0-9])/g, ' with ')
  // 'popcorn at the movies' is movie theater popcorn, whatever the place says otherwise
  if (text.includes('popcorn')) text = text.replace(MOVIE_POPCORN, '$1movie theater popcorn')
  text = dropPlaces(text)
  // 'a cappuccino with oat milk': the coffee made with a plant milk, one drink
  if (text.includes(' milk')) text = text.replace(PLANT_MILK_COFFEE, 'non dairy milk $1')
  if (/oat|almond|soy|coconut|cashew|macadamia/.test(text))
    text = text.replace(PLANT_MILK_BEFORE, 'non dairy milk $1$2')
  // 'tall iced vanilla latte, skim': a skinny latte
  if (/skim|skinny|nonfat|non fat|fat free/.test(text))
    text = text.replace(SKIM_COFFEE, '$1 nonfat').replace(SKIM_BEFORE, '$1$2 nonfat')
  if (/sugar/.test(text))
    text = text.replace(
      NO_SUGAR_DRINK,
      (_m, after?: string, before?: string) => `diet ${after ?? before}`,
    )
  if (text.includes(' and')) text = joinHalves(text)
  if (NEGATION_HINT.test(text)) text = text.replace(NEGATED, ' ')
  if (text.includes('\n')) text = headingOverLines(text)
  if (text.includes(' -') || text.includes('\u2013') || text.includes('\u2014'))
    text = text.replace(DASH_HEADING, '$1$2: ')
  // meal labels, with the words before them: 'Breakfast: eggs', 'diner breakfast: eggs' -> 'eggs'
  if (text.includes(':') || text.includes('-'))
    text = text.replace(
      /(^|\n)[^\n,;:]*?\b(?:breakfast|brunch|lunch|dinner|supper|snacks?|dessert|brekkie)\s*[:-]/g,
      '$1\n',
    )
  if (MEAL_WORD.test(text)) text = text.replace(MEAL_PHRASE, ' ')
  if (/day|night|arvo|afternoon|morning|evening/.test(text)) text = text.replace(WHAT_A_DAY, ' ')
  // 'cuppa - milk and 1 sugar': what a hot drink is listed with goes in it; the drink is no heading
  if (text.includes(':')) text = text.replace(DRINK_HEADING, '$1$2 with ')
  if (text.includes(':') || text.includes('made ')) text = dropHeadings(text, readHeading)
  if (readHeading && asides.length > 0) text = listAsideParts(text, asides, readHeading)
  if (/burrito|wrap/.test(text) && text.includes(' with ')) text = fillWraps(text)
  // a bread roll named by what fills it ('bacon and egg roll', 'ham and salad roll'): USDA has
  // only the roll, and each filling is an item ('egg roll' alone is Chinese, 'sausage roll'
  // pastry: neither is one)
  if (text.includes(' roll'))
    text = text.replace(
      FILLED_ROLL,
      (_m, fillings: string) => `bread roll, ${fillings.replace(/,? (?:and|n|&) |, /g, ', ')}`,
    )
  if (/ (?:and|n|&|with|on) |sticky|katsu|fairy/.test(text)) {
    text = rewriteAll(text, markPairs(text), EXPANSIONS).text
    text = text.replace(COMPOUND_RE, (m) => m.replace(/ (?:and|n|&) /g, GLUE))
  }
  if (text.includes(' cut ')) text = text.replace(CUT_INTO, '')
  // 'a banana with peel' is one food weighed with what is not eaten, not a banana and a peel
  if (REFUSE.test(text)) text = text.replace(REFUSE, ' unpeeled ')
  if (SANDWICH_BREAD.test(text))
    text = text.replace(
      SANDWICH_SALAD,
      // (the loaf it is on goes with the sandwich: 'ham cheese and tomato sanga on wholemeal')
      (_m, fillings: string, salad: string, bread: string, loaf: string) =>
        `${fillings.replace(/,/g, '')} ${bread}${loaf}, ${salad} for a sandwich`,
    )
  if (text.includes('cheese') || text.includes('cheddar'))
    text = text.replace(
      CHEESE_ON_CRACKERS,
      (_m, n: string, crackers: string, cheese: string) =>
        `${n} ${crackers}, ${Number(n) * CRACKER_SIZE_SLICE_GRAMS}g ${cheese}`,
    )
  if (text.includes('sauce')) text = text.replace(SAUCE_LIST, eachASauce)
  const written = rewriteAll(text, markPairs(text), WRITTEN_OUT)
  text = written.text
  let marks = written.marks
  for (const { trigger, pattern, count } of COUNTED_OUT)
    if (holds(text, marks, trigger)) marks = markPairs((text = text.replace(pattern, count)))
  if (text.includes('frosting') || text.includes('icing')) text = text.replace(ICED, '$1')
  if (text.includes(' in '))
    text = text
      .replace(IN_A_DRINK, ' , ')
      // a kebab or a gyro in pitta is one dish with its bread
      .replace(WRAPPED_IN_BREAD, '$1')
      .replace(IN_BREAD, ' , ')
      .replace(IN_SAUCE, ' with ')
  if (text.includes(' on '))
    text = text.replace(ON_SANDWICH_BREAD, (m, plain: string | undefined, offset: number) => {
      const before = text.slice(0, offset)
      // 'avocado on sourdough' is a topping on one slice of toast, not a sandwich
      if (
        TOAST_TOPPING.test(before.slice(-40)) &&
        ON_LOAF.test(m.replace(/^\s+on (?:a |an )?(?:toasted )?/, ''))
      )
        return ` , a slice of ${m.replace(/^\s+on (?:a |an )?/, '')}`
      // 'a turkey sandwich on wheat' already names its sandwich
      const named = /(?:sandwich|burger|\bsub|wrap|hot ?dog|\bblt)\s*$/.test(before)
      const bread = plain ? ` on ${/white/.test(plain) ? 'white' : 'wheat'}` : ''
      return named ? bread || ' ' : ` sandwich${bread}`
    })
  // ('a bacon egg n cheese on a roll': the bodega's sandwich, whose row stands for its roll)
  // ('1 tbsp peanut butter on each': as much again on each of the foods before, settle-items.ts)
  if (text.includes(' on each')) text = text.replace(/ on each\b/g, ` ${ON_EACH}`)
  if (text.includes(' on ')) text = splitOn(text.replace(EGG_AND_CHEESE_ON_A_ROLL, '$1 sandwich'))
  if (text.includes(' over ')) text = text.replace(OVER_SPLIT, ' with ')

  const items: SplitItem[] = []
  // ('chicken 170g / rice 180g', 'salt/pepper': a slash between words lists them; '1/2' is a
  // number, and 'w/' was read as 'with' above)
  const pieces = text.split(
    /[\n;,+•|]|\bthen\b|\bplus\b|\balso\b|\bnext\b|\. |(?<!\d)\s\/\s|\s\/\s(?!\d)|(?<=[a-z])\/(?=[a-z])/,
  )
  for (const piece of pieces) {
    // chunks alternate with the words that joined them: ['chicken ', 'with', ' carrots']
    // (a piece with none of the joining words, most of them, is its own one chunk)
    const chunks =
      piece.includes('and') ||
      piece.includes(' n ') ||
      piece.includes('with') ||
      piece.includes('alongside') ||
      piece.includes('on top of') ||
      (piece.includes('ed in ') && JOINERS.test(piece))
        ? piece.split(JOINERS)
        : [piece]
    let current = chunks[0] ?? ''
    let currentJoiner: SplitItem['joiner'] = null
    for (let i = 2; i < chunks.length; i += 2) {
      const next = chunks[i] ?? ''
      const joiner = chunks[i - 1] === 'and' || chunks[i - 1] === 'n' ? 'and' : 'with'
      if (
        canJoin &&
        current.trim() !== '' &&
        next.trim() !== '' &&
        !startsWithAmount(next) &&
        canJoin(restoreAsides(unglue(current), asides), restoreAsides(unglue(next), asides), joiner)
      ) {
        // the dish keeps the words it was named with: 'fish with rice' is not 'fish and rice'
        current = `${current} ${chunks[i - 1] ?? joiner} ${next}`
      } else {
        items.push({ text: current, joiner: currentJoiner })
        current = next
        // 'yogurt with berries and granola': what follows a topping with 'and' is one too
        const topping: boolean =
          /(?:with|in)$/.test(chunks[i - 1] ?? '') ||
          (currentJoiner === 'with' && !startsWithAmount(next))
        currentJoiner = topping ? 'with' : 'and'
      }
    }
    items.push({ text: current, joiner: currentJoiner })
  }
  const out: SplitItem[] = []
  for (const item of items) {
    if (out.length === MAX_ITEMS) break
    // (a dash left where a heading was dropped starts no item: 'nandos - 1/4 chicken')
    const s = collapseSpaces(
      restoreAsides(unglue(item.text), asides).replace(MILK_MARK, ` (${MADE_WITH_MILK})`),
    )
      .trim()
      .replace(/^[-\u2013\u2014]+\s*/, '')
    if (!/[a-z0-9]/.test(s) || (s.includes('t') && notEaten(s))) continue
    const prev = out[out.length - 1]
    // 'chicken caesar salad, restaurant', 'sweet tea, large, from chick fil a': where the foods
    // before came from, said on its own after them
    if (prev && item.joiner === null && namesOnlyWhere(s)) continue
    // 'meal deal / chicken & bacon sandwich / crisps': how the foods were bought, wherever said
    // (it read a meal replacement bar)
    if (s.includes('deal') && namesMealDeal(s)) continue
    // 'pizza express margherita, whole thing': all of the item before, one whole one
    // (an amount said before it is the whole: 'chicken pot pie, 10 oz, ate the whole thing')
    if (prev && item.joiner === null && ALL_OF_IT.test(s)) {
      if (!prev.text.includes('(')) prev.text = `${prev.text} (1 whole)`
      continue
    }
    // 'fried rice, 2 cups': the amount of the item before, as if in its parentheses
    // ('2 slices of pepperoni pizza, large pie': the size of the pizza they were cut from; what
    // a parenthesis beside it says is details, as for an amount)
    const pizzaSize =
      prev !== undefined &&
      /pizza/.test(prev.text) &&
      PIZZA_SIZE.test(splitAsides(s).outside.trim())
    if (
      prev &&
      item.joiner === null &&
      (isAmountOnly(s) || PREPARATION_ONLY.test(s) || pizzaSize)
    ) {
      // ('split pea soup w ham, bowl', 'ramen w/ chashu + soft egg, whole bowl': a bare unit
      // holds the dish named first, not what went on it)
      // ('milo w full cream milk, 2 heaped teaspoons': spoons measure the powder, not the milk)
      const spooned = saysSpoons(s) && MILK_OR_WATER.test(prev.text) && out.length > 1
      const head =
        isBareUnit(s) || spooned ? ((spooned ? out[out.length - 2] : out[0]) ?? prev) : prev
      head.text = `${head.text} (${s})`
    } else if (/[a-z]/.test(s)) out.push({ text: s, joiner: item.joiner })
  }
  return settleItems(out, {
    asides: asides.length > 0,
    roast: text.includes('roast'),
    onEach: text.includes(ON_EACH),
  })
}
