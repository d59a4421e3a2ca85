// Per-ingredient bias on the Nutrition5k development plates: analyses each weighed item's
// own words ('142g of apple') and sums signed calorie error by ingredient and style, so a
// food read systematically high or low stands out from one-off misses. It first splits the
// plates' error into its two sources: the grams read (the analyser's grams at Nutrition5k's
// kcal per gram) and the food chosen (Nutrition5k's grams at the analyser's kcal per gram).
//
//   MEAL_EVAL_DIR=/path/to/meal-eval npx tsx bench/nutrition/ingredient-bias.ts [top N]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { analyzeMeal } from '../../packages/nutrition/src/index'
import { median } from './stats'

interface Item {
  ingredient: string
  grams: number
  kcal: number
  text: string
}
interface Plate {
  style: string
  truth: { kcal: number }
  items: Item[]
}

const dir = process.env.MEAL_EVAL_DIR
if (!dir) throw new Error('MEAL_EVAL_DIR names the folder holding nutrition5k-dev.jsonl')
const plates: Plate[] = readFileSync(join(dir, 'nutrition5k-dev.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Plate)

const byKey = new Map<
  string,
  { want: number; got: number; wantGrams: number; gotGrams: number; n: number; worst: string }
>()
const gramsError: number[] = []
const foodError: number[] = []
for (const plate of plates) {
  const want = Math.max(plate.truth.kcal, 25)
  let gramsRead = 0
  let foodChosen = 0
  for (const item of plate.items) {
    const analysis = analyzeMeal(item.text)
    const got = analysis.totals.calories
    const grams = analysis.items.reduce((sum, each) => sum + each.grams, 0)
    const truthPerGram = item.grams ? item.kcal / item.grams : 0
    gramsRead += grams * truthPerGram
    foodChosen += item.grams * (grams ? got / grams : truthPerGram)
    const key = `${item.ingredient} [${plate.style}]`
    const entry = byKey.get(key) ?? { want: 0, got: 0, wantGrams: 0, gotGrams: 0, n: 0, worst: '' }
    entry.want += item.kcal
    entry.got += got
    entry.wantGrams += item.grams
    entry.gotGrams += grams
    entry.n += 1
    if (!entry.worst)
      entry.worst = `${item.text} → ${Math.round(got)} (want ${Math.round(item.kcal)})`
    byKey.set(key, entry)
  }
  gramsError.push((Math.abs(gramsRead - want) / want) * 100)
  foodError.push((Math.abs(foodChosen - want) / want) * 100)
}
console.log(
  `plates, each item analysed alone: median |% error| ${median(gramsError).toFixed(1)}% from the grams read, ` +
    `${median(foodError).toFixed(1)}% from the food chosen`,
)
const top = Number(process.argv[2] ?? 40)
const rows = [...byKey.entries()].sort(
  (a, b) => Math.abs(b[1].got - b[1].want) - Math.abs(a[1].got - a[1].want),
)
for (const [key, e] of rows.slice(0, top)) {
  const percent = (got: number, want: number) =>
    (want ? ((got - want) / want) * 100 : 0).toFixed(0).padStart(5) + '%'
  const density = (kcal: number, grams: number) => (grams ? (kcal / grams) * 100 : 0).toFixed(0)
  console.log(
    `${(e.got - e.want).toFixed(0).padStart(6)} kcal ${percent(e.got, e.want)}  grams ${percent(e.gotGrams, e.wantGrams)}  ` +
      `kcal/100 g ${density(e.got, e.gotGrams)} vs ${density(e.want, e.wantGrams)}  n=${e.n}  ${key}  e.g. ${e.worst}`,
  )
}
