// Scores the analyser on a set of meals with truth it did not write: weighed plates
// (shared/data/meal-eval, e.g. nutrition5k-dev.jsonl: one JSON meal a line with its text,
// style and truth totals) or a hand-written set whose truth was read from the USDA table
// (everyday.json). The weighed folder is outside the repository (its data is not ours to
// commit): MEAL_EVAL_DIR moves it, and a missing file is reported as absent rather than
// failing the bench.
import { existsSync, readFileSync } from 'node:fs'
import { analyzeMeal } from '../../packages/nutrition/src/index'
import type { HoldoutFile } from './holdout-expected'
import { mean, median, round } from './stats'

export interface EvalMeal {
  id: string
  text: string
  style: string
  truth: { kcal: number; protein_g: number; carbs_g: number; fat_g: number }
}

export interface EvalScore {
  meals: number
  calories: { medianAbsPctError: number; meanAbsPctError: number; within20Pct: number }
  medianAbsErrorGrams: { protein: number; carbs: number; fat: number }
}

export interface EvalWorst {
  text: string
  expected: number
  got: number
  error: number
}

/** The meals of a JSON-lines file, or undefined when the file is not there. */
export function readEvalSet(file: string): EvalMeal[] | undefined {
  if (!existsSync(file)) return undefined
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EvalMeal)
}

/**
 * The meals of a hand-written set in holdout.json's format (e.g. everyday.json), with the
 * totals holdout-expected.ts computed from its USDA rows as their truth.
 */
export function readExpectedSet(file: string): EvalMeal[] {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as HoldoutFile
  return doc.meals.map((meal) => {
    const want = meal.expected
    if (!want)
      throw new Error(
        `${file}: meal ${meal.id} has no expected totals; run holdout-expected.ts on the file`,
      )
    return {
      id: meal.id,
      text: meal.text,
      style: meal.style,
      truth: { kcal: want.kcal, protein_g: want.protein, carbs_g: want.carbs, fat_g: want.fat },
    }
  })
}

interface Errors {
  kcal: number[]
  protein: number[]
  carbs: number[]
  fat: number[]
}

function summarise(e: Errors): EvalScore {
  return {
    meals: e.kcal.length,
    calories: {
      medianAbsPctError: round(median(e.kcal) * 100),
      meanAbsPctError: round(mean(e.kcal) * 100),
      within20Pct: round(
        (e.kcal.filter((x) => x <= 0.2).length / Math.max(e.kcal.length, 1)) * 100,
      ),
    },
    medianAbsErrorGrams: {
      protein: round(median(e.protein)),
      carbs: round(median(e.carbs)),
      fat: round(median(e.fat)),
    },
  }
}

/**
 * Analyses every meal and scores it against its truth: the whole set and each style.
 * Calorie errors are taken against max(truth, kcalFloor), as in run.ts.
 */
export function scoreEvalSet(
  meals: readonly EvalMeal[],
  kcalFloor: number,
): { all: EvalScore; byStyle: Record<string, EvalScore>; worst: EvalWorst[] } {
  const all: Errors = { kcal: [], protein: [], carbs: [], fat: [] }
  const styles = new Map<string, Errors>()
  const worst: EvalWorst[] = []
  for (const meal of meals) {
    const got = analyzeMeal(meal.text).totals
    const want = meal.truth
    const error = Math.abs(got.calories - want.kcal) / Math.max(want.kcal, kcalFloor)
    let style = styles.get(meal.style)
    if (!style) {
      style = { kcal: [], protein: [], carbs: [], fat: [] }
      styles.set(meal.style, style)
    }
    for (const e of [all, style]) {
      e.kcal.push(error)
      e.protein.push(Math.abs(got.protein - want.protein_g))
      e.carbs.push(Math.abs(got.carbs - want.carbs_g))
      e.fat.push(Math.abs(got.fat - want.fat_g))
    }
    worst.push({ text: meal.text, expected: want.kcal, got: got.calories, error })
  }
  const byStyle = Object.fromEntries([...styles].map(([name, e]) => [name, summarise(e)]))
  return { all: summarise(all), byStyle, worst }
}

/** One line of the bench's console report. */
export function describeScore(label: string, s: EvalScore): string {
  const g = s.medianAbsErrorGrams
  return `${label.padEnd(27)}${s.meals} meals: median |% error| ${s.calories.medianAbsPctError}%, within 20% ${s.calories.within20Pct}%, median |error| protein ${g.protein} g, carbs ${g.carbs} g, fat ${g.fat} g`
}
