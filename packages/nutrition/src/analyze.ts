// The meal analyser: split a description into items, read each item's amount, match it to
// a food, convert to grams and add up the nutrients.
import { buildFoodIndex } from './food-index'
import type { FoodIndex } from './food-index'
import { readFoodTable } from './food-table'
import type { Food } from './food-table'
import { hasCompoundFood, matchFood } from './match'
import { queryWords } from './query-words'
import { addNutrients, nutrientsFor, roundNutrients, zeroNutrients } from './nutrients'
import type { Nutrients } from './nutrients'
import { parseItem } from './parse-item'
import type { ParsedItem } from './parse-item'
import { portionGrams } from './portions'
import { splitItems } from './split-items'

export interface AnalysedItem {
  text: string
  quantity: number
  unit: string
  grams: number
  food: { id: string; description: string }
  nutrients: Nutrients
  /** 0..1: how sure the match and the amount are */
  confidence: number
}

export interface MealAnalysis {
  items: AnalysedItem[]
  totals: Nutrients
  /** item texts that matched no food; they are not counted in the totals */
  unmatched: string[]
}

let index: FoodIndex | undefined

/** The food index, built on first use from the committed table. */
export function foodIndex(): FoodIndex {
  index ??= buildFoodIndex(readFoodTable())
  return index
}

/**
 * Loads the food table and builds its index now rather than on the first meal, so a server
 * can pay the cost at start-up. Safe to call more than once.
 */
export function loadFoodTable(): { foods: number; loadMs: number } {
  const started = performance.now()
  const ix = foodIndex()
  return { foods: ix.foods.length, loadMs: Math.round((performance.now() - started) * 10) / 10 }
}

// Condiments that USDA sizes by what they go on: butter per slice of bread, milk per fl oz of coffee.
const GUIDE_HOSTS: [RegExp, string][] = [
  [/^(?:coffee|tea)\b/, 'guide:drink'],
  [/^(?:bread|toast|roll|bagel|english muffin|biscuit)\b/, 'guide:bread'],
  [/sandwich|burger/, 'guide:sandwich'],
  [/salad/, 'guide:salad'],
  [/^cereal|ready-to-eat cereal/, 'guide:cereal'],
  [/^(?:pancake|waffle|french toast)/, 'guide:pancake'],
  [/^potato/, 'guide:potato'],
]

interface Host {
  food: Food
  grams: number
  quantity: number
}

function guideFor(host: Host | undefined): { key: string; hosts: number } | undefined {
  if (!host) return undefined
  const d = host.food.description.toLowerCase()
  for (const [re, key] of GUIDE_HOSTS) {
    if (!re.test(d) && !re.test(host.food.category.toLowerCase())) continue
    // drink guidelines are per fl oz of the drink
    const hosts = key === 'guide:drink' ? host.grams / 29.57 : host.quantity
    return { key, hosts }
  }
  return undefined
}

// What people add to a food rather than name a dish by: 'coffee with milk' is coffee plus milk.
const ADDITIONS = new Set([
  'milk',
  'cream',
  'sugar',
  'butter',
  'honey',
  'syrup',
  'ketchup',
  'mayonnaise',
  'mustard',
  'jam',
  'jelly',
  'salt',
  'pepper',
  'oil',
  'dressing',
  'lemon',
  'ice',
  'water',
])

/** Keeps 'biscuits and gravy' whole when the table has the dish under both words. */
function canJoin(ix: FoodIndex, left: string, right: string): boolean {
  const parsedRight = parseItem(right)
  // '80g oats and 250ml milk' are two foods, whatever 'oat milk' says
  if (parsedRight.quantity !== null || parsedRight.unit !== null) return false
  const l = queryWords(parseItem(left).words)
  const r = queryWords(parsedRight.words)
  if (l.length === 0 || r.length === 0 || l.length + r.length > 6) return false
  if (r.some((w) => ADDITIONS.has(w))) return false
  return hasCompoundFood(ix, l, r)
}

function analyseItem(ix: FoodIndex, parsed: ParsedItem, host: Host | undefined) {
  const match = matchFood(ix, parsed.words)
  if (!match) return undefined
  const portion = portionGrams(match.food, {
    quantity: parsed.quantity,
    unit: parsed.unit,
    size: parsed.size,
    guide: parsed.quantity === null ? guideFor(host) : undefined,
  })
  const raw = nutrientsFor(match.food, portion.grams)
  const item: AnalysedItem = {
    text: parsed.text,
    quantity: Math.round(portion.quantity * 100) / 100,
    unit: portion.unit,
    grams: Math.round(portion.grams * 10) / 10,
    food: { id: match.food.id, description: match.food.description },
    nutrients: roundNutrients(raw),
    confidence: Math.round(match.confidence * (portion.estimated ? 0.8 : 1) * 100) / 100,
  }
  return {
    item,
    raw,
    guided: portion.guided,
    host: { food: match.food, grams: portion.grams, quantity: portion.quantity },
  }
}

/** Analyses a free-text meal description. Never throws; unknown items go to `unmatched`. */
export function analyzeMeal(description: string): MealAnalysis {
  const items: AnalysedItem[] = []
  const unmatched: string[] = []
  let totals = zeroNutrients()
  try {
    const ix = foodIndex()
    const text = typeof description === 'string' ? description : ''
    let host: Host | undefined
    for (const itemText of splitItems(text, (l, r) => canJoin(ix, l, r))) {
      const parsed = parseItem(itemText)
      if (parsed.words.length === 0) {
        // an amount with no food ('2 cups') is reported; filler ('for lunch') is not
        if (parsed.quantity !== null || parsed.unit !== null) unmatched.push(parsed.text)
        host = undefined
        continue
      }
      const result = analyseItem(ix, parsed, host)
      if (!result) {
        unmatched.push(parsed.text)
        host = undefined
        continue
      }
      items.push(result.item)
      totals = addNutrients(totals, result.raw)
      // milk and sugar in a coffee both go by the coffee
      if (!result.guided) host = result.host
    }
  } catch {
    // a bug must not take the meal form down: report what was analysed so far
  }
  return { items, totals: roundNutrients(totals), unmatched }
}
