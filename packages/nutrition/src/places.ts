// Where a food was bought is not what it is: 'orange chicken from panda express', 'a latte at
// starbucks', 'a 6 inch sub from subway'. 'From X' / 'at X' is dropped before the food is
// matched, and a drive-thru or fast-food place asks for USDA's fast-food rows. A chain the
// table has rows of ("McDONALD'S, …", "Whopper (Burger King)") is kept in front of the food,
// and its name counts only when it finds one of the chain's own rows (chainMatch).
import { PHRASES, wordsOf } from './phrase-data'
import { applySynonyms, synonymsWriting } from './synonyms'
import { foodTokens } from './tokenize'

// Chains people name; their names are no food's words ('subway' is no train, 'panda' no bear).
const CHAINS = wordsOf(PHRASES.chains.named)

// '(from|at) chipotle' is the chain; 'chipotle mayo' is the pepper, so such names need 'from'/'at'
const CHAINS_AFTER_FROM = wordsOf(PHRASES.chains.afterFrom)

const alternation = (names: readonly string[]): string =>
  names.map((n) => n.replace(/ /g, '[ -]?')).join('|')

const FAST_FOOD_PLACE =
  /\b(?:from|at|in) (?:the |a )?(?:drive[ -]?(?:thru|through|in)|fast[ -]?food(?: place| joint| restaurant| chain)?)\b/g
// chains USDA has rows of, whose names find them
const CHAINS_WITH_ROWS = wordsOf(PHRASES.chains.withRows)
const ROWS_CHAIN = new RegExp(`\\b(?:${alternation(CHAINS_WITH_ROWS)})\\b`)

// a chain with rows named before an amount and its food, up to the next joiner or separator:
// 'mcdonalds small fries and a coke' -> 'mcdonalds' + 'small fries'
const CHAIN_BEFORE_AMOUNT = new RegExp(
  `(^|[,;:+\\n(]\\s*|\\b(?:and|n|with)\\s+)(${alternation(CHAINS_WITH_ROWS)})s?\\s+((?:a|an|one|two|three|\\d+(?:\\.\\d+)?|small|medium|large|regular|kids)\\b(?:(?!\\s(?:and|n|with|&)\\s)[^,;:+\\n()])*)`,
  'g',
)
const CHAIN = new RegExp(`\\b(?:${alternation(CHAINS)})s?\\b`, 'g')
// Places food is bought or eaten at, and the cuisines that name them ('the korean place')
export const PLACE_WORDS: readonly string[] = [
  'restaurant',
  'diner',
  'cafe',
  'coffee shop',
  'deli',
  'bakery',
  'food truck',
  'gas station',
  'vending machine',
  'convenience store',
  'bodega',
  'corner shop',
  'ballpark',
  'stadium',
  'mall',
  'food court',
  'work',
  'school',
  'office',
  'place',
  'joint',
  'shop',
  'takeout place',
  'takeout',
  'takeaway',
  'pub',
  'chippy',
  'fish shop',
  'chip shop',
  'fish and chip shop',
  'chipper',
  'servo',
  'market',
  'markets',
  'canteen',
  'game',
  'match',
  'footy',
  'cinema',
  'movies',
  'gym',
  // occasions: 'champagne at the wedding', '2 hot dogs at the ballgame'
  'wedding',
  'party',
  'ballgame',
  'barbie',
  'beach',
  'picnic',
  'festival',
  'concert',
  'airport',
  'hotel',
  'home',
  'church',
  'fair',
  'carnival',
  'show',
  'markets',
  'caff',
  'bake sale',
  'spot',
  'cart',
  'truck',
  'stand',
  'van',
  'kiosk',
  'cookout',
  'beer garden',
]
// 'from the centra deli', 'at tesco express': a chain's shop, with the word for what it is
// (it had left 'deli' behind, which read a slice of deli ham)
const FROM_CHAIN = new RegExp(
  `\\b(?:from|at|in) (?:the |a |an )?(?:${alternation(CHAINS)}|${alternation(CHAINS_AFTER_FROM)})\\b(?: (?:express|metro|local|${PLACE_WORDS.join('|')})\\b)?`,
  'g',
)
// people whose home a meal was eaten at
const FAMILY = [
  'nan',
  'nana',
  'nanna',
  'gran',
  'granny',
  'grandma',
  'grandad',
  'grandpa',
  'mum',
  'mom',
  'mam',
  'dad',
  'mate',
  'friend',
  'auntie',
  'aunty',
  'uncle',
  'sister',
  'brother',
  'parent',
  'in-law',
]
const CUISINES = [
  'chinese',
  'indian',
  'thai',
  'mexican',
  'korean',
  'japanese',
  'italian',
  'greek',
  'turkish',
  'lebanese',
  'vietnamese',
  'sushi',
  'pizza',
  'burger',
  'kebab',
  'noodle',
  'ramen',
  'taco',
]
// a place said before the food it sold: 'gas station hot dog', 'chinese takeout beef and
// broccoli' (the cuisine's word had gone to the food: chinese broccoli)
const LEADING_PLACE_WORDS =
  'gas station|petrol station|servo|takeout|takeaway|take out|vending machine|convenience store|corner shop|corner store|bodega|food truck|airport|stadium|ballpark|canteen|hospital'
const LEADING_PLACE_HINT = new RegExp(`\\b(?:${LEADING_PLACE_WORDS}) [a-z]`)
const LEADING_PLACE = new RegExp(
  `(^|[,;\\n+]\\s*|\\b(?:a|an|the|my|some) )(?:(?:${CUISINES.join('|')}) )?(?:${LEADING_PLACE_WORDS}) (?=[a-z])`,
  'g',
)
// 'from the restaurant', 'at a cafe', 'after the pub': how it was bought, not a food
const FROM_PLACE = new RegExp(
  `\\b(?:from|at|after) (?:the |a |an |my |our |work |school |our local |a local |the local )*(?:(?:${CUISINES.join('|')}) )?(?:${PLACE_WORDS.join('|')})\\b`,
  'g',
)
// where the place is, after it: 'from the thai place down the street', 'the bakery by work'
const WHERE_IT_IS =
  /(?:\s+(?:down|up|across|round|around|near|by|next to|opposite|on) (?:the |my |our )?(?:street|road|corner|block|work|office|school|station|uni|house|way home))+(?=\s*(?:$|[,;\n)]))/g
// 'from the bbq place', 'at the county fair', 'at the bar': a place named with a word or two of
// its own ('bar' only so: 'a protein bar' is food)
const FROM_NAMED_PLACE = new RegExp(
  `\\b(?:from|at) (?:the|a|an|my|our) (?:[a-z'-]+ ){0,2}(?:${PLACE_WORDS.join('|')}|bar)\\b`,
  'g',
)
// 'in the beer garden', 'in the car': where it was eaten, said with 'in'
const IN_PLACE =
  /\bin (?:the|a|my|our) (?:beer garden|pub|park|car|office|sun|garden|canteen|cinema|stadium|staff room|break room|food court)\b/g
// 'at nans', "at my mum's", 'at grandmas house': someone's home
const AT_SOMEONES = new RegExp(
  `\\bat (?:my |our )?(?:${FAMILY.join('|')})(?:'?s)?(?: (?:house|place))?(?=\\s*(?:$|[,;.!\\n)]))`,
  'g',
)
// 'from the indian', 'from the chinese': a takeaway named by its cuisine, at the end of the item
const FROM_THE_CUISINE = new RegExp(
  `\\b(?:from|at) the (?:${CUISINES.join('|')})(?=\\s*(?:$|[,;\\n)]))`,
  'g',
)
// when and with whom, at the end of an item: 'on the way to work', 'after sledding w the kids',
// 'with the fam'
const ON_THE_WAY =
  /\s+on (?:the|my) (?:way|walk|drive|train|bus|commute)(?: (?:to|home|back|in|out)(?: from)?(?: (?:the |my )?(?:work|school|office|uni|gym|station|airport|game|match))?)?(?=\s*(?:$|[,;\n)]))/g
const AFTER_DOING = /\s+after [a-z]+ing\b(?: (?:with|w) (?:the|my) [a-z]+)?(?=\s*(?:$|[,;\n)]))/g
const IN_COMPANY =
  /\s+(?:with|w) (?:the|my) (?:kids|fam|family|girls|boys|lads|mates|team|crew|wife|husband|partner)(?=\s*(?:$|[,;\n)]))/g
// the day it was eaten on, and whose recipe it was: 'baileys over ice, christmas eve', 'bowl
// of coddle, my nan's recipe'
const OCCASION =
  /(^|[,;\n]|\s)\s*(?:on )?(?:(?:christmas|xmas|new years?|boxing|easter|thanksgiving|birthday|bday)(?: (?:eve|day|party|morning|night))?|(?:my |mums |moms |nans |grandmas |the )*(?:own )?recipe)(?=\s*(?:$|[,;\n)]))/g
// a place after a dash: 'salad - turkish restaurant'
const DASHED_PLACE = new RegExp(
  `\\s+[-\u2013\u2014]\\s+(?:(?:the|a|an) )?(?:(?:${CUISINES.join('|')}) )?(?:${PLACE_WORDS.join('|')})(?=\\s*(?:$|[,;\\n)]))`,
  'g',
)
// what the person or their family thought of it: 'kids loved it'
const VERDICT =
  /(^|[,;\n])\s*(?:the |my )?(?:kids|everyone|family|he|she|they|we|i) (?:loved|liked|enjoyed|hated|devoured|inhaled|demolished) (?:it|them|this|that)\b[^,;\n]*/g
const HINT =
  /\b(?:christmas|xmas|new year|boxing|easter|thanksgiving|birthday|bday|recipe|(?:loved|liked|enjoyed|hated|devoured|inhaled|demolished) (?:it|them|this|that)|on (?:the|my) | [-\u2013\u2014] |(?:with|w) (?:the|my) |from|at|after|in (?:the|a|my|our) |drive|fast|mc|king|wendy|subway|taco bell|kfc|chick|popeye|panda|starbuck|dunkin|hut|domino|papa|caesar|arby|sonic|queen|guys|box|carl|hardee|burger|culver|panera|garden|applebee|denny|ihop|barrel|friday|lobster|outback|chili|john|mike|sub|qdoba|castle|kreme|horton|costco|wawa|sheetz|eleven|shack|cane|zaxby|bojangle|m and s|in n out|in and out|centra|spar|londis|supervalu|dunnes|costcutter|dunks|tesco|sainsbury|waitrose|pret|greggs|costa|nero|nando|spoons|asda|morrison|aldi|lidl|co op|woolies|woolworth|coles|jacks|guzman|factory|waffle house|itsu|macca|smoothie king|jamba)/

/**
 * The text with the places a food came from dropped; a fast-food place leaves 'fast food', and
 * a chain with rows of its own leaves its name ('fries from wendys' -> 'fries wendys').
 */
export function dropPlaces(text: string): string {
  if (!HINT.test(text) && !LEADING_PLACE_HINT.test(text)) return text
  // (Australia's name for McDonald's)
  let out = text.includes('macca') ? text.replace(/\bmaccas\b|\bmacca's\b/g, 'mcdonalds') : text
  // ('cheesecake factory slice': a slice of the place's cheesecake, not a slice of nothing)
  if (out.includes('factory'))
    out = out.replace(/\bcheesecake factory (?:slice|cheesecake)\b/g, 'slice of cheesecake')
  if (/drive|fast/.test(out)) out = out.replace(FAST_FOOD_PLACE, ' fast food ')
  out = out.replace(FROM_CHAIN, (m) => ` ${ROWS_CHAIN.exec(m)?.[0] ?? ''} `)
  out = out.replace(CHAIN, (m) => (ROWS_CHAIN.test(m) ? m : ' '))
  // 'mcdonalds small fries': the amount after the chain's name is the food's, so the name goes
  // after the food, as in 'small fries from mcdonalds'
  if (ROWS_CHAIN.test(out)) out = out.replace(CHAIN_BEFORE_AMOUNT, '$1$3 $2')
  if (/christmas|xmas|new year|boxing|easter|thanksgiving|birthday|bday|recipe/.test(out))
    out = out.replace(OCCASION, '$1')
  if (/ [-\u2013\u2014] /.test(out)) out = out.replace(DASHED_PLACE, ' ')
  if (/(?:loved|liked|enjoyed|hated|devoured|inhaled|demolished) /.test(out))
    out = out.replace(VERDICT, '$1')
  if (/\b(?:on|with|w|after) (?:the|my) |after /.test(out))
    out = out.replace(ON_THE_WAY, ' ').replace(AFTER_DOING, ' ').replace(IN_COMPANY, ' ')
  if (LEADING_PLACE_HINT.test(out)) out = out.replace(LEADING_PLACE, '$1')
  if (/\b(?:from|at|after|in) /.test(out))
    out = out
      .replace(IN_PLACE, ' ')
      .replace(FROM_PLACE, ' ')
      .replace(FROM_NAMED_PLACE, ' ')
      .replace(AT_SOMEONES, ' ')
      .replace(WHERE_IT_IS, ' ')
      .replace(FROM_THE_CUISINE, ' ')
  return out
}

// what a takeaway came in, named on its own: 'pad thai with chicken, takeout box'
const CONTAINER =
  /^(?:(?:a|the) )?(?:takeout|takeaway|take out|take away|styrofoam|foam) (?:box|container|tub|tray)$/
// a counter of a shop: 'chicken fillet roll, deli counter'
const COUNTER = /^(?:(?:at|from) )?(?:(?:the|a) )?(?:deli|hot food|bakery|salad bar) counter$/
const CHAIN_ALONE = new RegExp(
  `^(?:(?:from|at) )?(?:the )?(?:${alternation([...CHAINS, ...CHAINS_WITH_ROWS])})s?$`,
)
const PLACE_ALONE = new RegExp(
  `^(?:(?:from|at) )?(?:(?:the|a|an|my|our|local) )*(?:(?:${CUISINES.join('|')}) )?(?:${PLACE_WORDS.join('|')})$`,
)

const MEAL_DEAL =
  /^(?:(?:a|the|my|tesco|boots|sainsburys|co ?op|m ?and ?s|asda|morrisons) )?meal deal$/

/** Whether a part of a meal only says it was a meal deal: how the foods were bought. */
export const namesMealDeal = (text: string): boolean => MEAL_DEAL.test(text)

/**
 * Whether a part of a meal says only where it came from or what it came in ('restaurant',
 * 'deli counter', 'popeyes' after the foods, 'takeout box'): it is no food of its own.
 */
export function namesOnlyWhere(text: string): boolean {
  const t = text.trim()
  return CHAIN_ALONE.test(t) || PLACE_ALONE.test(t) || COUNTER.test(t) || CONTAINER.test(t)
}

// the chains' names as food words, longest first ('burger king' before a lone word)
// (without the words an item's parse drops: 'chick fil a' is read as 'chick fil')
const PARSED_AWAY = new Set(['a', 'an', 'the', 'of'])
const CHAIN_WORDS: readonly (readonly string[])[] = CHAINS_WITH_ROWS.map((c) =>
  foodTokens(c).filter((w) => !PARSED_AWAY.has(w)),
)
  .concat(CHAINS_WITH_ROWS.filter((c) => c.includes(' ')).map((c) => [c.replace(/ /g, '')]))
  .sort((a, b) => b.length - a.length)
const CHAIN_HINT = new Set(CHAIN_WORDS.flatMap((w) => w.slice(0, 1)))

/**
 * For words naming a chain ('wendys frosty'): the chain's name squeezed ('wendys') and the words
 * without it ('frosty'), or undefined when no chain is named.
 */
export function chainIn(
  words: readonly string[],
): { name: string; words: readonly string[]; rest: readonly string[] } | undefined {
  if (!words.some((w) => CHAIN_HINT.has(w))) return undefined
  for (const chain of CHAIN_WORDS) {
    for (let i = 0; i + chain.length <= words.length; i++) {
      if (chain.every((w, k) => words[i + k] === w))
        return {
          name: chain.join('').replace(/[^a-z]/g, ''),
          words: chain,
          rest: [...words.slice(0, i), ...words.slice(i + chain.length)],
        }
    }
  }
  return undefined
}

// the words a synonym rewrites into a chain's first word ('maccas', 'mickey')
const WRITES_CHAIN_HINT = synonymsWriting(CHAIN_HINT)

/**
 * The words of a chain with rows of its own that a whole meal names anywhere, in a heading or
 * beside one item ('maccas - quarter pounder, medium chips'), or undefined. The words are the
 * meal's as typed; the synonyms are read only when a word is or may become a chain's.
 */
export function chainNamedIn(words: readonly string[]): readonly string[] | undefined {
  if (!words.some((w) => CHAIN_HINT.has(w) || WRITES_CHAIN_HINT.has(w))) return undefined
  const read = applySynonyms(words)
  if (!read.some((w) => CHAIN_HINT.has(w))) return undefined
  return CHAIN_WORDS.find((chain) => read.some((_, i) => chain.every((w, k) => read[i + k] === w)))
}

/** Whether a row is the chain's own ("McDONALD'S, …", "Cheeseburger (McDonalds)"). */
export function isChainRow(description: string, name: string): boolean {
  return description
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .includes(name)
}
