// Splits a meal description into item texts: on commas, new lines, ';', '+', 'and',
// 'with', 'plus', 'then'. Dishes whose name contains 'and'/'with' stay whole.
import { normaliseText } from './tokenize'

export const MAX_ITEMS = 30
export const MAX_INPUT_CHARS = 2000

// Dishes people name with 'and'/'with' that are one food, whatever the table says.
const COMPOUNDS = [
  'mac and cheese',
  'macaroni and cheese',
  'half and half',
  'salt and pepper',
  'peanut butter and jelly',
  'peanut butter and jam',
  'pb and j',
  'fish and chips',
  'rice and beans',
  'beans and rice',
  'chips and salsa',
  'biscuits and gravy',
  'biscuit and gravy',
  'spaghetti and meatballs',
  'pork and beans',
  'franks and beans',
  'cookies and cream',
  'cookies n cream',
  'sweet and sour',
  'chicken and dumplings',
  'chicken and waffles',
  'steak and eggs',
  'corned beef and cabbage',
  'bangers and mash',
  'ham and cheese',
  'bacon egg and cheese',
  'bacon and egg',
  'sausage egg and cheese',
  'sausage and egg',
  'egg and cheese',
  'bacon lettuce and tomato',
  'lox and cream cheese',
  'surf and turf',
  'oil and vinegar',
  'liver and onions',
  'peas and carrots',
  'shrimp and grits',
  'spinach and artichoke',
  'chicken and broccoli',
  'beef and broccoli',
  'cheese and crackers',
  'apples and peanut butter',
  'hummus and pita',
]

const COMPOUND_RE = new RegExp(
  `\\b(?:${COMPOUNDS.map((c) => c.replace(/ and /g, ' (?:and|n|&) ')).join('|')})\\b`,
  'g',
)

// Dishes that are two foods under one name: written out as the two items they are.
const EXPANSIONS: [RegExp, string][] = [
  [/\bfish (?:and|n|&) chips\b/g, 'fried battered fish, french fries'],
  [/\bbangers (?:and|n|&) mash\b/g, 'sausages, mashed potatoes'],
  [/\bchips (?:and|n|&) salsa\b/g, 'tortilla chips, salsa'],
  [/\bchips (?:and|n|&) guac(?:amole)?\b/g, 'tortilla chips, guacamole'],
  [/\bcheese (?:and|n|&) crackers\b/g, 'cheese, crackers'],
  [/\bhummus (?:and|n|&) pita\b/g, 'hummus, pita bread'],
  [/\bsteak (?:and|n|&) eggs\b/g, 'steak, eggs'],
  [/\bapples? (?:and|n|&) peanut butter\b/g, 'apple, peanut butter'],
]

// 'avocado on toast', 'chicken on rice': a topping and its base are two items
const ON_BASE =
  /\s+on\s+(?=(?:a |an |some |\d+ (?:slices? of )?)?(?:toast|bagel|rice|crackers?|english muffin|bread|naan|pita|tortilla|salad|greens|a bed of)\b)/g

// A glue word no item contains, so protected compounds survive the split below.
const GLUE = ' andglue '

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
  canJoin?: (left: string, right: string) => boolean,
): string[] {
  let text = normaliseText(description.slice(0, MAX_INPUT_CHARS))
  // control characters and symbols carry no food; treat them as separators
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  text = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '\n')
  text = text.replace(/\bw\/o\b|\bwithout\b[^,;\n+]*/g, ' ')
  text = text.replace(/\bw\//g, ' with ')
  // meal labels: 'Breakfast: eggs' -> 'eggs'
  text = text.replace(/\b(?:breakfast|brunch|lunch|dinner|supper|snacks?|dessert)\s*[:-]/g, '\n')
  for (const [re, replacement] of EXPANSIONS) text = text.replace(re, replacement)
  text = text.replace(COMPOUND_RE, (m) => m.replace(/ (?:and|n|&) /g, GLUE))
  text = text.replace(ON_BASE, (m, offset: number) => {
    // 'turkey sandwich on wheat' names the sandwich's bread, not a second food
    const before = text.slice(Math.max(0, offset - 30), offset)
    return /sandwich|burger|sub|wrap|hot dog|\bblt\b/.test(before) ? m : ' and '
  })

  const items: string[] = []
  const pieces = text.split(/[\n;,+•|]|\bthen\b|\bplus\b|\balso\b|\bnext\b|\. /)
  for (const piece of pieces) {
    const chunks = piece.split(/\b(?:and|with|along with|alongside|topped with|on top of)\b/)
    let current = chunks[0] ?? ''
    for (let i = 1; i < chunks.length; i++) {
      const next = chunks[i] ?? ''
      if (
        canJoin &&
        current.trim() !== '' &&
        next.trim() !== '' &&
        !startsWithAmount(next) &&
        canJoin(current, next)
      ) {
        current = `${current} and ${next}`
      } else {
        items.push(current)
        current = next
      }
    }
    items.push(current)
  }
  return items
    .map((s) =>
      s
        .replace(/andglue/g, 'and')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => /[a-z]/.test(s))
    .slice(0, MAX_ITEMS)
}
