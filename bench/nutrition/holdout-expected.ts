// Computes the expected totals of a hand-written meal set (holdout.json, everyday.json)
// from the USDA table.
//
//   npx tsx bench/nutrition/holdout-expected.ts                                 # holdout.json
//   npx tsx bench/nutrition/holdout-expected.ts bench/nutrition/everyday.json   # another set
//
// Each item names a foods.csv row (food_id) and grams. This script reads the USDA
// table itself (not the analyser's data file): shared/data/foods/foods.csv beside the
// repository, or in FOODS_DIR, or the file FOODS_CSV. It checks that every food_id exists
// and that the recorded description matches the CSV, and writes per-item and per-meal
// kcal / protein / carbs / fat back into the set file (fields `nutrients` and `expected`).
// Any mistake stops it before anything is written. It never reads the analyser.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
// The set file is the first argument (a path from the current directory); holdout.json by default.
const SET_FILE = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, 'holdout.json')
const foodsDir = process.env.FOODS_DIR ?? path.resolve(here, '../../../shared/data/foods')
const FOODS_CSV = process.env.FOODS_CSV ?? path.join(foodsDir, 'foods.csv')

interface Nutrients {
  kcal: number
  protein: number
  carbs: number
  fat: number
}
export interface HoldoutItem {
  food_id: string
  description: string
  grams: number
  how: string
  nutrients?: Nutrients
}
export interface HoldoutMeal {
  id: string
  text: string
  style: string
  /** what sort of meal it is (everyday.json: drink, snack, ...), for reporting */
  kind?: string
  /** where the writer lives, which decides words such as 'chips' (blind-2026-11.json) */
  region?: 'US' | 'UK' | 'AU'
  note?: string
  items: HoldoutItem[]
  expected?: Nutrients
}
export interface HoldoutFile {
  about: string
  conventions: string[]
  meals: HoldoutMeal[]
}

/** Minimal RFC 4180 parser (quoted fields, doubled quotes, commas inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

function loadFoods(): Map<string, { description: string; per100: Nutrients }> {
  const [header, ...rows] = parseCsv(readFileSync(FOODS_CSV, 'utf8'))
  if (!header) throw new Error('empty foods.csv')
  const col = (name: string) => {
    const i = header.indexOf(name)
    if (i < 0) throw new Error(`foods.csv: no column ${name}`)
    return i
  }
  const [iId, iDesc, iK, iP, iC, iF] = [
    'food_id',
    'description',
    'kcal',
    'protein_g',
    'carbs_g',
    'fat_g',
  ].map(col) as [number, number, number, number, number, number]
  const num = (s: string | undefined) => (s === undefined || s === '' ? 0 : Number(s))
  const map = new Map<string, { description: string; per100: Nutrients }>()
  for (const r of rows) {
    if (r.length < header.length) continue
    map.set(r[iId]!, {
      description: r[iDesc]!,
      per100: { kcal: num(r[iK]), protein: num(r[iP]), carbs: num(r[iC]), fat: num(r[iF]) },
    })
  }
  return map
}

const round1 = (x: number) => Math.round(x * 10) / 10

function main() {
  const foods = loadFoods()
  const doc = JSON.parse(readFileSync(SET_FILE, 'utf8')) as HoldoutFile
  const errors: string[] = []
  const ids = new Set<string>()
  for (const meal of doc.meals) {
    if (ids.has(meal.id)) errors.push(`${meal.id}: duplicate id`)
    ids.add(meal.id)
    if (!meal.items?.length) errors.push(`${meal.id}: no items`)
    const total: Nutrients = { kcal: 0, protein: 0, carbs: 0, fat: 0 }
    for (const item of meal.items ?? []) {
      const food = foods.get(item.food_id)
      if (!food) {
        errors.push(`${meal.id}: unknown food_id ${item.food_id}`)
        continue
      }
      if (food.description !== item.description)
        errors.push(
          `${meal.id}: ${item.food_id} description is "${food.description}", not "${item.description}"`,
        )
      if (!(item.grams > 0)) errors.push(`${meal.id}: ${item.food_id} grams must be > 0`)
      const f = item.grams / 100
      const n: Nutrients = {
        kcal: round1(food.per100.kcal * f),
        protein: round1(food.per100.protein * f),
        carbs: round1(food.per100.carbs * f),
        fat: round1(food.per100.fat * f),
      }
      item.nutrients = n
      total.kcal += food.per100.kcal * f
      total.protein += food.per100.protein * f
      total.carbs += food.per100.carbs * f
      total.fat += food.per100.fat * f
    }
    meal.expected = {
      kcal: round1(total.kcal),
      protein: round1(total.protein),
      carbs: round1(total.carbs),
      fat: round1(total.fat),
    }
  }
  if (errors.length) {
    console.error(errors.join('\n'))
    process.exit(1)
  }
  writeFileSync(SET_FILE, JSON.stringify(doc, null, 2) + '\n')
  console.log(
    `${path.basename(SET_FILE, '.json')}: ${doc.meals.length} meals, expected totals written to ${path.relative(process.cwd(), SET_FILE)}`,
  )
  for (const m of doc.meals)
    console.log(
      `${m.id}  ${String(m.expected!.kcal).padStart(7)} kcal  P${String(m.expected!.protein).padStart(6)}  C${String(m.expected!.carbs).padStart(6)}  F${String(m.expected!.fat).padStart(6)}  ${m.text}`,
    )
}

main()
