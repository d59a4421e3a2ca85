// Held-out check of the meal analyser on bench/nutrition/holdout.json, or another
// hand-written set in its format.
//
//   npx tsx bench/nutrition/holdout-run.ts                     # from the repository root
//   HOLDOUT_WORST=25 npx tsx bench/nutrition/holdout-run.ts    # list more of the worst meals
//   HOLDOUT_WORST=0 npx tsx bench/nutrition/holdout-run.ts bench/nutrition/blind-2026-11.json before
//       # a blind set, scored without reading its meals; writes nutrition-blind-2026-11-before.json
//
// Expected totals come from holdout-expected.ts (USDA rows chosen independently of the
// analyser). Calorie error per meal = |got - expected| / max(expected, 25 kcal), the same
// floor as bench/nutrition/run.ts, so a black coffee's 2 kcal does not dominate.
// Writes the summary to bench/results/nutrition-<set>[-<label>].json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyzeMeal } from '../../packages/nutrition/src/index'
import type { AnalysedItem, MealAnalysis } from '../../packages/nutrition/src/index'
import type { HoldoutFile, HoldoutMeal } from './holdout-expected'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const SET_FILE = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, 'holdout.json')
const LABEL = process.argv[3] ? `-${process.argv[3]}` : ''
const OUT = path.join(
  root,
  `bench/results/nutrition-${path.basename(SET_FILE, '.json')}${LABEL}.json`,
)
const WORST = Number(process.env.HOLDOUT_WORST ?? 15)
const KCAL_FLOOR = 25

const doc = JSON.parse(readFileSync(SET_FILE, 'utf8')) as HoldoutFile
if (doc.meals.some((m) => !m.expected)) {
  console.error(
    `${path.basename(SET_FILE)} has no expected totals: run \`npx tsx bench/nutrition/holdout-expected.ts\` on it first`,
  )
  process.exit(1)
}

interface GotItem {
  text: string
  quantity: unknown
  unit: unknown
  grams: number
  food: string | null
  kcal: number | null
}
interface Row {
  id: string
  text: string
  style: string
  expected: { kcal: number; protein: number; carbs: number; fat: number }
  got: { kcal: number; protein: number; carbs: number; fat: number }
  kcalAbsPctError: number
  kcalSignedPctError: number
  unmatched: string[]
  error?: string
  expectedItems: { description: string; grams: number }[]
  gotItems: GotItem[]
}

interface RegionScore {
  meals: number
  medianAbsPctError: number
  within20Pct: number
}

const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0)
const r1 = (x: number) => Math.round(x * 10) / 10
const median = (xs: number[]) => {
  if (!xs.length) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

function unmatchedList(u: unknown): string[] {
  if (!u) return []
  if (Array.isArray(u)) return u.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
  if (typeof u === 'number') return u > 0 ? [`${u} unmatched`] : []
  return [String(u)]
}

function run(meal: HoldoutMeal): Row {
  const exp = meal.expected!
  const base = {
    id: meal.id,
    text: meal.text,
    style: meal.style,
    expected: exp,
    expectedItems: meal.items.map((i) => ({ description: i.description, grams: i.grams })),
  }
  let res: MealAnalysis
  try {
    res = analyzeMeal(meal.text, meal.region ? { region: meal.region } : {})
  } catch (e) {
    const ape = exp.kcal / Math.max(exp.kcal, KCAL_FLOOR)
    return {
      ...base,
      got: { kcal: 0, protein: 0, carbs: 0, fat: 0 },
      kcalAbsPctError: 100 * ape,
      kcalSignedPctError: -100 * ape,
      unmatched: [meal.text],
      error: String(e),
      gotItems: [],
    }
  }
  const t = res.totals
  const got = {
    kcal: num(t.calories),
    protein: num(t.protein),
    carbs: num(t.carbs),
    fat: num(t.fat),
  }
  const signed = (got.kcal - exp.kcal) / Math.max(exp.kcal, KCAL_FLOOR)
  const gotItems: GotItem[] = res.items.map((it: AnalysedItem) => ({
    text: String(it?.text ?? ''),
    quantity: it?.quantity ?? null,
    unit: it?.unit ?? null,
    grams: r1(num(it?.grams)),
    food: it?.food?.description ?? null,
    kcal: r1(num(it.nutrients.calories)),
  }))
  return {
    ...base,
    got: { kcal: r1(got.kcal), protein: r1(got.protein), carbs: r1(got.carbs), fat: r1(got.fat) },
    kcalAbsPctError: 100 * Math.abs(signed),
    kcalSignedPctError: 100 * signed,
    unmatched: unmatchedList(res?.unmatched),
    gotItems,
  }
}

const rows = doc.meals.map(run)
const apes = rows.map((r) => r.kcalAbsPctError)
const styles = [...new Set(rows.map((r) => r.style))]
const worst = [...rows].sort((a, b) => b.kcalAbsPctError - a.kcalAbsPctError).slice(0, WORST)

const summary = {
  date: new Date().toISOString(),
  set: path.relative(root, SET_FILE),
  meals: rows.length,
  calories: {
    medianAbsPctError: r1(median(apes)),
    meanAbsPctError: r1(mean(apes)),
    within20Pct: r1((100 * apes.filter((x) => x <= 20).length) / rows.length),
    within35Pct: r1((100 * apes.filter((x) => x <= 35).length) / rows.length),
    medianSignedPctError: r1(median(rows.map((r) => r.kcalSignedPctError))),
    over: rows.filter((r) => r.kcalSignedPctError > 20).length,
    under: rows.filter((r) => r.kcalSignedPctError < -20).length,
  },
  medianAbsErrorGrams: {
    protein: r1(median(rows.map((r) => Math.abs(r.got.protein - r.expected.protein)))),
    carbs: r1(median(rows.map((r) => Math.abs(r.got.carbs - r.expected.carbs)))),
    fat: r1(median(rows.map((r) => Math.abs(r.got.fat - r.expected.fat)))),
  },
  mealsWithUnmatched: rows.filter((r) => r.unmatched.length > 0).length,
  mealsThatThrew: rows.filter((r) => r.error).length,
  // the blind sets say where each writer lives (US, UK, AU)
  calorieByRegion: Object.fromEntries<RegionScore>(
    [...new Set(doc.meals.flatMap((m) => (m.region ? [m.region] : [])))].map((region) => {
      const xs = rows
        .filter((_, i) => doc.meals[i]!.region === region)
        .map((r) => r.kcalAbsPctError)
      return [
        region,
        {
          meals: xs.length,
          medianAbsPctError: r1(median(xs)),
          within20Pct: r1((100 * xs.filter((x) => x <= 20).length) / xs.length),
        },
      ]
    }),
  ),
  calorieMedianPctErrorByStyle: Object.fromEntries(
    styles.map((s) => {
      const xs = rows.filter((r) => r.style === s).map((r) => r.kcalAbsPctError)
      return [s, { meals: xs.length, medianAbsPctError: r1(median(xs)) }]
    }),
  ),
  worst: worst.map((r) => ({
    ...r,
    kcalAbsPctError: r1(r.kcalAbsPctError),
    kcalSignedPctError: r1(r.kcalSignedPctError),
  })),
  perMeal: rows.map((r) => ({
    id: r.id,
    text: r.text,
    expectedKcal: r.expected.kcal,
    gotKcal: r.got.kcal,
    kcalSignedPctError: r1(r.kcalSignedPctError),
    unmatched: r.unmatched,
    got: r.gotItems.map((i) => `${i.food ?? '(none)'} ${i.grams} g`),
  })),
}

mkdirSync(path.dirname(OUT), { recursive: true })
writeFileSync(OUT, JSON.stringify(summary, null, 2) + '\n')

const c = summary.calories
console.log(`Held-out set: ${rows.length} meals (${summary.set})`)
for (const [region, v] of Object.entries(summary.calorieByRegion))
  console.log(
    `  ${region}: median |%err| ${v.medianAbsPctError}%, within 20%: ${v.within20Pct}% (n=${v.meals})`,
  )
console.log(
  `calories  median |%err| ${c.medianAbsPctError}%   mean |%err| ${c.meanAbsPctError}%   median signed ${c.medianSignedPctError}%`,
)
console.log(
  `          within 20%: ${c.within20Pct}%   within 35%: ${c.within35Pct}%   >20% over: ${c.over}   >20% under: ${c.under}`,
)
const g = summary.medianAbsErrorGrams
console.log(`median |err| grams  protein ${g.protein}   carbs ${g.carbs}   fat ${g.fat}`)
console.log(
  `meals with any unmatched item: ${summary.mealsWithUnmatched}   threw: ${summary.mealsThatThrew}`,
)
console.log(
  'by style: ' +
    Object.entries(summary.calorieMedianPctErrorByStyle)
      .map(([s, v]) => `${s} ${v.medianAbsPctError}% (n=${v.meals})`)
      .join(', '),
)
console.log(`\n${WORST} worst meals by calorie error:`)
for (const r of worst) {
  console.log(
    `\n[${r.id}] "${r.text}"  expected ${r.expected.kcal} kcal, got ${r.got.kcal} (${r.kcalSignedPctError > 0 ? '+' : ''}${r1(r.kcalSignedPctError)}%)` +
      `  P ${r.expected.protein}/${r.got.protein}  C ${r.expected.carbs}/${r.got.carbs}  F ${r.expected.fat}/${r.got.fat}`,
  )
  for (const i of r.expectedItems) console.log(`    want: ${i.description} — ${i.grams} g`)
  for (const i of r.gotItems)
    console.log(
      `    got:  "${i.text}" [${i.quantity ?? ''} ${i.unit ?? ''}] -> ${i.food ?? '(no match)'} — ${i.grams} g${i.kcal !== null ? `, ${i.kcal} kcal` : ''}`,
    )
  if (r.unmatched.length) console.log(`    unmatched: ${r.unmatched.join(' | ')}`)
  if (r.error) console.log(`    threw: ${r.error}`)
}
console.log(`\nwrote ${path.relative(process.cwd(), OUT)}`)
