// Dishes named by their protein that the food table has only without it: 'chicken stir fry'
// is chicken beside USDA's stir-fry vegetables.
import type { FoodIndex } from './food-index'
import type { Food } from './food-table'
import { foodLedBy, matchWords, missingFoodWord, namesEvery } from './match'
import { foodTokens } from './tokenize'
import type { FoodMatch } from './match'
import type { ParsedItem } from './parse-item'

/** The two foods of a dish, each without an amount: the dish's amount is shared out later. */
export interface DishParts {
  food: ParsedItem
  rest: ParsedItem
}

// What a dish is named by when it is named by its protein: the chicken of a chicken stir fry.
const PROTEIN_CATEGORY =
  /^(?:Poultry Products|Pork Products|Beef Products|Finfish and Shellfish Products|Lamb, Veal, and Game Products|Beef, excludes ground|Ground beef|Pork|Lamb, goat, game|Turkey, duck, other poultry|Chicken, whole pieces|Fish|Shellfish|Soy and meat-alternative products)$/
export const isProtein = (food: Food): boolean =>
  PROTEIN_CATEGORY.test(food.category) || /^Tofu\b/.test(food.description)
// A dish with its own protein ('Beef curry', 'Chili, NFS', 'Hamburger') stands for 'lamb curry'
// or 'turkey chili' better than the dish plus a second protein; vegetables, salads and sauces
// have under 5 g in 100 g.
const carriesProtein = (food: Food): boolean =>
  (food.per100g[1] ?? 0) >= 5 || /\bmeat\b/i.test(food.description)

/**
 * A dish named by its protein that the table has only without it ('chicken stir fry' finds
 * 'Asian stir fry vegetables', 'steak salad' a plain salad) is read as two foods: the protein
 * at its usual portion and the rest of the dish. Undefined when the row has every food of the
 * item, or the item's own phrase has a curated answer.
 */
export function splitDish(
  ix: FoodIndex,
  match: (words: readonly string[]) => FoodMatch | undefined,
  parsed: ParsedItem,
): DishParts | undefined {
  const found = match(parsed.words)
  // (a curated answer scores Infinity: that phrase is settled)
  if (!found || found.score === Infinity) return undefined
  const missing = missingFoodWord(ix, found.food, matchWords(ix, parsed.words))
  // (a word a synonym brought in is not one the person typed)
  if (missing === undefined || !parsed.words.includes(missing)) return undefined
  const alone = match([missing])
  if (!alone || !foodLedBy(ix, alone.food, missing) || !isProtein(alone.food)) return undefined
  const restWords = parsed.words.filter((w) => w !== missing)
  const rest = match(restWords)
  if (!rest || carriesProtein(rest.food)) return undefined
  const usual = { quantity: null, unit: null, size: null, rowSize: undefined }
  return {
    food: { ...parsed, ...usual, words: [missing] },
    rest: { ...parsed, ...usual, words: restWords },
  }
}

/**
 * The words of the row of the same dish that has the protein the found row lacks: 'salmon avo
 * sushi roll' finds 'Sushi roll, avocado' while 'Sushi roll, salmon' is there too; the person's
 * protein decides. Undefined when no such row is there (then the dish may be split in two).
 */
export function proteinSiblingWords(
  ix: FoodIndex,
  match: (words: readonly string[]) => FoodMatch | undefined,
  parsed: ParsedItem,
): string[] | undefined {
  const found = match(parsed.words)
  if (!found || found.score === Infinity) return undefined
  const missing = missingFoodWord(ix, found.food, matchWords(ix, parsed.words))
  if (missing === undefined || !parsed.words.includes(missing)) return undefined
  const alone = match([missing])
  if (!alone || !isProtein(alone.food)) return undefined
  // (the dish's own name, the first part of its row, when it names a dish: 'Sushi roll'; a
  // one-word name is a kind of food, 'Soup', whose rows are other dishes)
  const name = found.food.description.split(',')[0] ?? ''
  const nameWords = matchWords(ix, foodTokens(name.toLowerCase()))
  if (nameWords.length < 2) return undefined
  const words = [missing, ...nameWords]
  const sibling = match(words)
  if (!sibling || sibling.food === found.food) return undefined
  const sameDish = sibling.food.description.split(',')[0] === name
  if (sameDish && namesEvery(ix, sibling.food, [missing])) return words
  return classSiblingWords(ix, match, parsed, missing, name)
}

// How USDA's mixed dishes name the protein they are made with ('Pasta with cream sauce and
// poultry'), by the words people use for it
const PROTEIN_CLASS: Readonly<Record<string, string>> = {
  chicken: 'poultry',
  turkey: 'poultry',
  beef: 'meat',
  steak: 'meat',
  pork: 'meat',
  ham: 'meat',
  sausage: 'meat',
  bacon: 'meat',
  lamb: 'meat',
  shrimp: 'seafood',
  prawn: 'seafood',
  salmon: 'seafood',
  crab: 'seafood',
  lobster: 'seafood',
  scallop: 'seafood',
}

/**
 * The words of the dish's row made with the protein's class, when USDA names it so: 'chicken
 * fettuccine alfredo' is 'Pasta with cream sauce and poultry' (it read chicken beside the pasta).
 */
function classSiblingWords(
  ix: FoodIndex,
  match: (words: readonly string[]) => FoodMatch | undefined,
  parsed: ParsedItem,
  missing: string,
  name: string,
): string[] | undefined {
  const kind = PROTEIN_CLASS[missing]
  if (kind === undefined) return undefined
  const words = [kind, ...parsed.words.filter((w) => w !== missing)]
  const sibling = match(words)
  const described = sibling?.food.description ?? ''
  return described.startsWith(`${name} and ${kind}`) || described.startsWith(`${name}, ${kind}`)
    ? words
    : undefined
}

// a dish USDA makes with meat or seafood it does not name ('Jambalaya with meat and rice')
const MEAT_DISH = /\bwith (?:meat|seafood)\b/i
const MEAT_ROW =
  /^(?:Sausage|Pork sausage|Shrimp|Prawns?|Chicken|Beef|Pork|Ham|Bacon|Chorizo|Lamb|Turkey|Crawfish|Crab|Fish|Seafood)\b/

/** Whether a food named with a dish is meat the dish's own row has in it already. */
export function inMeatDish(dish: Food, added: Food): boolean {
  return MEAT_DISH.test(dish.description) && (MEAT_ROW.test(added.description) || isProtein(added))
}
