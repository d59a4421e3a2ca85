// Builds data/foods.json, the compact table the analyser loads, from the USDA CSVs in
// shared/data/foods (or FOODS_DIR). Run with `npm run build:foods`.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { parseCsvRecords } from '../src/csv'
import { measures } from '../src/measures'
import type { Measure } from '../src/measures'
import { packagePieces, portionKey } from '../src/units'
import { asideRanges, foodTokens } from '../src/tokenize'
import { FLAG, fatFlags, plainHintFlags } from '../src/food-table'
import type { FoodFile, FoodRow } from '../src/food-table'

const here = path.dirname(fileURLToPath(import.meta.url))
const foodsDir = process.env.FOODS_DIR ?? path.resolve(here, '../../../../shared/data/foods')
const outFile = path.resolve(here, '../data/foods.json')

// Infant foods and regional tribal foods are never what a meal description means, and their
// names ('Tamales (Navajo)', 'Babyfood, cereal') would compete with everyday foods.
const DROP_CATEGORY = /^(?:Baby|Formula|American Indian)/

const PRODUCE_CATEGORY =
  /^(?:Fruits and Fruit Juices|Vegetables and Vegetable Products|Nut and Seed Products|Apples|Bananas|Blueberries|Citrus fruits|Grapes|Mango|Melons|Other fruits|Peaches|Pears|Pineapple|Strawberries|Dried fruits|Broccoli|Cabbage|Carrots|Lettuce|Onions|Other dark green|Other red and orange|Tomatoes|Spinach|String beans|Other vegetables|Corn|Other starchy|Nuts and seeds)/

const BEVERAGE_CATEGORY =
  /Beverages|^Milk|milk$|juice|drinks?\b|^Coffee|^Tea$|water$|^Beer|^Wine|^Liquor|Smoothies|shakes/i

function isBrand(description: string, source: string): boolean {
  if (source !== 'sr_legacy') return false
  // brand names are written in capitals ('KRAFT', "McDONALD'S") or as a capitalised name
  // leading the description ('Pillsbury Golden Layer…', 'Oscar Mayer, …')
  if (/\b[A-Z][A-Z'&]{2,}\b/.test(description.replace(/\bUSDA\b/g, ''))) return true
  const first = description.split(',')[0] ?? ''
  return (first.match(/\b[A-Z][a-z]+/g) ?? []).length >= 2
}

function cleanDescription(description: string): string {
  return description.replace(/\s*\(Includes foods for USDA's[^)]*\)/g, '').trim()
}

function num(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null
  const v = Number(text)
  return Number.isFinite(v) ? v : null
}

function main(): void {
  const started = performance.now()
  const foods = parseCsvRecords(readFileSync(path.join(foodsDir, 'foods.csv'), 'utf8'))
  const portionRows = parseCsvRecords(readFileSync(path.join(foodsDir, 'portions.csv'), 'utf8'))

  // first measure (lowest seq) per key wins: USDA lists the common measure first
  const portions = new Map<string, Measure[]>()
  for (const p of portionRows) {
    const key = portionKey(p.unit ?? '')
    const grams = num(p.grams_per_unit)
    if (!key || grams === null || grams <= 0) continue
    const list = portions.get(p.food_id ?? '') ?? []
    list.push({
      key,
      grams,
      seq: num(p.seq) ?? 99,
      amount: num(p.amount) ?? 1,
      weight: num(p.gram_weight) ?? grams,
    })
    // (a package of several pieces gives each piece its share: a Reese's cup of the 2-pack)
    const pieces = packagePieces(p.unit ?? '')
    if (pieces !== undefined && pieces > 1)
      list.push({ key: 'piece', grams: grams / pieces, seq: 0, amount: 1, weight: grams / pieces })
    portions.set(p.food_id ?? '', list)
  }

  const categories: string[] = []
  const categoryIndex = new Map<string, number>()
  const rows: FoodRow[] = []
  const vocabulary: string[] = []
  const wordIndex = new Map<string, number>()
  const tokenIds = (text: string): number[] =>
    foodTokens(text, true).map((w) => {
      if (w === ',') return -1
      let id = wordIndex.get(w)
      if (id === undefined) {
        id = vocabulary.length
        wordIndex.set(w, id)
        vocabulary.push(w)
      }
      return id
    })
  for (const f of foods) {
    const category = f.category ?? ''
    if (DROP_CATEGORY.test(category)) continue
    const source = f.source ?? ''
    const description = cleanDescription(f.description ?? '')
    if (!categoryIndex.has(category)) {
      categoryIndex.set(category, categories.length)
      categories.push(category)
    }
    const list = (portions.get(f.food_id ?? '') ?? []).sort((a, b) => a.seq - b.seq)
    const seen = new Set<string>()
    const parts: string[] = []
    for (const [key, grams] of measures(list)) {
      seen.add(key)
      parts.push(`${key}:${Math.round(grams * 10) / 10}`)
    }
    const nutrients = [
      f.kcal,
      f.protein_g,
      f.carbs_g,
      f.fat_g,
      f.fiber_g,
      f.sugar_g,
      f.sodium_mg,
    ].map(num)
    let flags = 0
    if (source === 'fndds_2021_2023') flags |= FLAG.fndds
    if (isBrand(f.description ?? '', source)) flags |= FLAG.brand
    if (
      /^(?:Fast Foods|Restaurant Foods)$/.test(category) ||
      /fast food|restaurant/i.test(description)
    )
      flags |= FLAG.restaurant
    if (PRODUCE_CATEGORY.test(category)) flags |= FLAG.produce
    if (nutrients.some((v) => v === null)) flags |= FLAG.incomplete
    if (BEVERAGE_CATEGORY.test(category) || seen.has('floz')) flags |= FLAG.beverage
    flags |= fatFlags(description) | plainHintFlags(description)
    const [kcal, protein, carbs, fat, fiber, sugar, sodium] = nutrients
    rows.push([
      f.food_id ?? '',
      description,
      categoryIndex.get(category) ?? 0,
      flags,
      kcal ?? null,
      protein ?? null,
      carbs ?? null,
      fat ?? null,
      fiber ?? null,
      sugar ?? null,
      sodium ?? null,
      parts.join('|'),
      tokenIds(description),
    ])
    const asides = asideRanges(description)
    if (asides.length > 0) rows[rows.length - 1]?.push(asides)
  }

  const file: FoodFile = {
    source:
      'USDA FoodData Central: SR Legacy (2018) and FNDDS 2021-2023; public domain / CC0 1.0. See packages/nutrition/README.md.',
    categories,
    vocabulary,
    foods: rows,
  }
  mkdirSync(path.dirname(outFile), { recursive: true })
  // one food per line keeps diffs of the committed file readable
  const body = rows.map((r) => JSON.stringify(r)).join(',\n')
  const json = `{"source":${JSON.stringify(file.source)},"categories":${JSON.stringify(categories)},"vocabulary":${JSON.stringify(vocabulary)},"foods":[\n${body}\n]}\n`
  writeFileSync(outFile, json)
  const ms = Math.round(performance.now() - started)
  console.log(
    `wrote ${rows.length} of ${foods.length} foods (${(json.length / 1e6).toFixed(2)} MB) to ${outFile} in ${ms} ms`,
  )
}

main()
