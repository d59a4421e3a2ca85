// Scores the analyser on a set of meals with weighed truth (shared/data/meal-eval), e.g.
// nutrition5k-dev.jsonl: one JSON meal a line with its text, style and truth totals.
// The folder is outside the repository (its data is not ours to commit): MEAL_EVAL_DIR
// moves it, and a missing file is reported as absent rather than failing the bench.
import { existsSync, readFileSync } from 'node:fs'
import { analyzeMeal } from '../../packages/nutrition/src/index'
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
