// The committed food table (data/foods.json, built by scripts/build-foods.ts) and its lazy loader.
import { readFileSync } from 'node:fs'

/** Bits in a food's flags. */
export const FLAG = {
  fndds: 1,
  brand: 2,
  restaurant: 4,
  produce: 8,
  incomplete: 16,
  beverage: 32,
  /** the row says no fat was added ('cooked, no added fat') */
  noAddedFat: 64,
  /** the row says fat was, or may have been, added ('fat added', 'NS as to fat', 'fried') */
  fatAdded: 128,
  /** bits 8-10: how many PLAIN_HINTS the description has */
  plainHints: 256,
} as const

// 'the food a person means': meat without skin, no sauce, no added sugar unless said
const PLAIN_HINTS = [
  'skin not eaten',
  'meat only',
  'skinless',
  'without sauce',
  'no added fat',
  'unsweetened',
  'plain',
]

/** The FLAG bits that count the plain-food hints of a description (built into the table). */
export function plainHintFlags(description: string): number {
  const lower = description.toLowerCase()
  let n = 0
  for (const hint of PLAIN_HINTS) if (lower.includes(hint)) n++
  return n * FLAG.plainHints
}

/** How many plain-food hints ('skin not eaten', 'no added fat' …) a food's description has. */
export function plainHints(food: Food): number {
  return Math.floor(food.flags / FLAG.plainHints) & 7
}

/** The FLAG bits for what a description says about added fat. */
export function fatFlags(description: string): number {
  const lower = description.toLowerCase()
  if (/no added fat|without (?:added )?fat|fat not added/.test(lower)) return FLAG.noAddedFat
  if (/fat added|ns as to fat|with (?:oil|butter|margarine)|fried/.test(lower)) return FLAG.fatAdded
  return 0
}

/** One row of data/foods.json: nutrients per 100 g, null where USDA reports none. */
export type FoodRow = [
  id: string,
  description: string,
  category: number,
  flags: number,
  kcal: number | null,
  protein: number | null,
  carbs: number | null,
  fat: number | null,
  fiber: number | null,
  sugar: number | null,
  sodium: number | null,
  portions: string,
  /** the description's stemmed tokens as indices into FoodFile.vocabulary; -1 marks a comma */
  tokens: number[],
  /** token ranges [from, to) inside brackets ('(includes mini-muffins)'); left out when none */
  asides?: number[],
]

export interface FoodFile {
  source: string
  categories: string[]
  /** every description token, stemmed (see tokenize.ts); built with the table so start-up need not tokenise */
  vocabulary: string[]
  foods: FoodRow[]
}

export interface Food {
  index: number
  id: string
  description: string
  category: string
  flags: number
  /** the description's tokens (vocabulary indices, -1 for a comma) */
  tokens: readonly number[]
  /** token ranges [from, to) of the description that stand in brackets */
  asides: readonly number[]
  /** kcal, protein, carbs, fat, fiber, sugar (g) and sodium (mg) per 100 g; unknown counts as 0 */
  per100g: readonly number[]
  /** household measures: key ('cup', 'slice:l', 'qns' …) -> grams of one unit */
  portions: ReadonlyMap<string, number>
}

export interface FoodTable {
  foods: Food[]
  vocabulary: string[]
  byId: Map<string, Food>
  loadMs: number
}

export const FOOD_FILE_URL = new URL('../data/foods.json', import.meta.url)

let table: FoodTable | undefined

/** Parses 'qns:50|egg:50|cup:135' into a map. */
export function parsePortions(text: string): Map<string, number> {
  const map = new Map<string, number>()
  if (text === '') return map
  for (const part of text.split('|')) {
    const at = part.lastIndexOf(':')
    const grams = Number(part.slice(at + 1))
    if (at > 0 && grams > 0) map.set(part.slice(0, at), grams)
  }
  return map
}

const NO_ASIDES: readonly number[] = []

function clean(v: number | null): number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0
}

// Start-up time matters (the server loads the table when it boots), so a food is a thin view
// over its JSON row: its nutrients and measures are read the first time it is matched.
class TableFood implements Food {
  private parsedPortions: Map<string, number> | undefined
  private parsedNutrients: number[] | undefined

  constructor(
    readonly index: number,
    private readonly row: FoodRow,
    private readonly categories: readonly string[],
  ) {}

  get id(): string {
    return this.row[0]
  }
  get description(): string {
    return this.row[1]
  }
  get category(): string {
    return this.categories[this.row[2]] ?? ''
  }
  get flags(): number {
    return this.row[3]
  }
  get tokens(): readonly number[] {
    return this.row[12]
  }
  get asides(): readonly number[] {
    return this.row[13] ?? NO_ASIDES
  }
  get per100g(): readonly number[] {
    const r = this.row
    this.parsedNutrients ??= [
      clean(r[4]),
      clean(r[5]),
      clean(r[6]),
      clean(r[7]),
      clean(r[8]),
      clean(r[9]),
      clean(r[10]),
    ]
    return this.parsedNutrients
  }
  get portions(): ReadonlyMap<string, number> {
    this.parsedPortions ??= parsePortions(this.row[11])
    return this.parsedPortions
  }
}

export function foodsFromFile(file: FoodFile): Food[] {
  return file.foods.map((row, index) => new TableFood(index, row, file.categories))
}

/** Loads the table once (synchronously); later calls return the same table. */
export function readFoodTable(): FoodTable {
  if (table) return table
  const started = performance.now()
  const file = JSON.parse(readFileSync(FOOD_FILE_URL, 'utf8')) as FoodFile
  const foods = foodsFromFile(file)
  const byId = new Map(foods.map((f) => [f.id, f]))
  table = { foods, vocabulary: file.vocabulary, byId, loadMs: 0 }
  table.loadMs = performance.now() - started
  return table
}
