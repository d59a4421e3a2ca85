// Accuracy and speed of the local meal analyser on the development set.
// Run: npm run bench:nutrition (from the repository root).
import { readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyzeMeal, loadFoodTable } from '../../packages/nutrition/src/index'
import type { DevSet, ExpectedFile } from './dev-set'
import { describeScore, readEvalSet, readExpectedSet, scoreEvalSet } from './meal-eval'
import { mean, median, round } from './stats'

const here = path.dirname(fileURLToPath(import.meta.url))
const dataFile = path.resolve(here, '../../packages/nutrition/data/foods.json')
const resultFile = path.resolve(here, '../results/nutrition.json')
// weighed plates outside the repository (see that folder's README for its credit line)
const evalDir = process.env.MEAL_EVAL_DIR ?? path.resolve(here, '../../../shared/data/meal-eval')
const nutrition5kFile = path.join(evalDir, 'nutrition5k-dev.jsonl')
// everyday descriptions whose truth was read from the USDA table by someone who had not
// read the analyser (see everyday.md)
const everydayFile = path.join(here, 'everyday.json')
// a black coffee has 4 kcal: percentage errors are taken against at least this many kcal
const KCAL_FLOOR = 25

const dev = JSON.parse(readFileSync(path.join(here, 'dev-set.json'), 'utf8')) as DevSet
const expected = JSON.parse(
  readFileSync(path.join(here, 'dev-set.expected.json'), 'utf8'),
) as ExpectedFile
const expectedById = new Map(expected.meals.map((m) => [m.id, m.totals]))

const load = loadFoodTable()

const kcalErrors: number[] = []
const proteinErrors: number[] = []
const carbErrors: number[] = []
const fatErrors: number[] = []
const byStyle = new Map<string, number[]>()
const worst: { text: string; expected: number; got: number; error: number }[] = []
for (const meal of dev.meals) {
  const want = expectedById.get(meal.id)
  if (!want) throw new Error(`no expected totals for meal ${meal.id}; run compute-expected.ts`)
  const got = analyzeMeal(meal.text).totals
  const error = Math.abs(got.calories - want.calories) / Math.max(want.calories, KCAL_FLOOR)
  kcalErrors.push(error)
  proteinErrors.push(Math.abs(got.protein - want.protein))
  carbErrors.push(Math.abs(got.carbs - want.carbs))
  fatErrors.push(Math.abs(got.fat - want.fat))
  const list = byStyle.get(meal.style) ?? []
  list.push(error)
  byStyle.set(meal.style, list)
  worst.push({ text: meal.text, expected: want.calories, got: got.calories, error })
}

// truth from weighed plates, not from our own reading of the descriptions
const n5kMeals = readEvalSet(nutrition5kFile)
const n5k = n5kMeals && scoreEvalSet(n5kMeals, KCAL_FLOOR)
const everyday = scoreEvalSet(readExpectedSet(everydayFile), KCAL_FLOOR)

// speed: warm rounds of about a second over the whole set on this one thread; the median
// round is reported, so a burst of other work on the machine moves it little
// (a second of warm-up first: the optimising compiler has settled by then)
const warmUntil = performance.now() + 1000
while (performance.now() < warmUntil) for (const meal of dev.meals) analyzeMeal(meal.text)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds: { perCpuSecond: number; perWallSecond: number }[] = []
for (let r = 0; r < Math.max(1, Math.round(seconds)); r++) {
  let analyses = 0
  const started = performance.now()
  const cpuStart = process.cpuUsage()
  while (performance.now() - started < 1000) {
    for (const meal of dev.meals) analyzeMeal(meal.text)
    analyses += dev.meals.length
  }
  const wallSeconds = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuStart)
  // CPU time of this (single-threaded) process: on a busy machine wall time also counts waiting
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  rounds.push({ perCpuSecond: analyses / cpuSeconds, perWallSecond: analyses / wallSeconds })
}
const perSecond = median(rounds.map((r) => r.perCpuSecond))
const perWallSecond = median(rounds.map((r) => r.perWallSecond))
const slowestRound = Math.min(...rounds.map((r) => r.perCpuSecond))

const result = {
  date: new Date().toISOString(),
  meals: dev.meals.length,
  calories: {
    medianAbsPctError: round(median(kcalErrors) * 100),
    meanAbsPctError: round(mean(kcalErrors) * 100),
    within20Pct: round((kcalErrors.filter((e) => e <= 0.2).length / kcalErrors.length) * 100),
  },
  medianAbsErrorGrams: {
    protein: round(median(proteinErrors)),
    carbs: round(median(carbErrors)),
    fat: round(median(fatErrors)),
  },
  calorieMedianPctErrorByStyle: Object.fromEntries(
    [...byStyle].map(([style, errors]) => [
      style,
      { meals: errors.length, medianAbsPctError: round(median(errors) * 100) },
    ]),
  ),
  nutrition5kDev: n5k
    ? {
        file: 'shared/data/meal-eval/nutrition5k-dev.jsonl',
        credit: 'contains data adapted from Nutrition5k (Google Research, CC BY 4.0)',
        ...n5k.all,
        byStyle: n5k.byStyle,
      }
    : null,
  everyday: {
    file: 'bench/nutrition/everyday.json',
    ...everyday.all,
    byStyle: everyday.byStyle,
  },
  analysesPerSecond: Math.round(perSecond),
  analysesPerWallSecond: Math.round(perWallSecond),
  slowestRoundPerSecond: Math.round(slowestRound),
  machineLoad: loadavg()[0] ?? 0,
  data: {
    file: 'packages/nutrition/data/foods.json',
    bytes: statSync(dataFile).size,
    foods: load.foods,
    loadMs: load.loadMs,
  },
  notes: `percentage errors are taken against max(expected kcal, ${KCAL_FLOOR}); speed: one thread, warm, the median of ${rounds.length} one-second rounds, counted per CPU second of the process (and per wall second)`,
}

console.log(`meals                      ${result.meals}`)
console.log(
  `calories: median |% error|  ${result.calories.medianAbsPctError}%   mean ${result.calories.meanAbsPctError}%`,
)
console.log(`calories: within 20%        ${result.calories.within20Pct}% of meals`)
console.log(
  `median |error| protein ${result.medianAbsErrorGrams.protein} g, carbs ${result.medianAbsErrorGrams.carbs} g, fat ${result.medianAbsErrorGrams.fat} g`,
)
console.log(`by style                   ${JSON.stringify(result.calorieMedianPctErrorByStyle)}`)
if (n5k) {
  console.log(describeScore('nutrition5k-dev', n5k.all))
  for (const [style, score] of Object.entries(n5k.byStyle))
    console.log(describeScore(`  ${style}`, score))
} else console.log(`nutrition5k-dev            not found at ${nutrition5kFile}`)
console.log(describeScore('everyday', everyday.all))
for (const [style, score] of Object.entries(everyday.byStyle))
  console.log(describeScore(`  ${style}`, score))
console.log(
  `speed                      ${result.analysesPerSecond} analyses per CPU second, median of ${rounds.length} rounds (slowest ${result.slowestRoundPerSecond}; ${result.analysesPerWallSecond} per wall second, load ${result.machineLoad.toFixed(1)})`,
)
console.log(
  `data                       ${(result.data.bytes / 1e6).toFixed(2)} MB, ${result.data.foods} foods, loaded in ${result.data.loadMs} ms`,
)
if (process.env.BENCH_WORST) {
  // BENCH_WORST_SET=nutrition5k or =everyday lists that set's worst meals instead
  const sets = { nutrition5k: n5k?.worst ?? [], everyday: everyday.worst }
  const list = sets[process.env.BENCH_WORST_SET as keyof typeof sets] ?? worst
  list.sort((a, b) => b.error - a.error)
  for (const w of list.slice(0, Number(process.env.BENCH_WORST))) {
    console.log(
      `  ${(w.error * 100).toFixed(0).padStart(4)}%  want ${w.expected} got ${w.got}  ${w.text}`,
    )
  }
}
mkdirSync(path.dirname(resultFile), { recursive: true })
writeFileSync(resultFile, JSON.stringify(result, null, 2) + '\n')
