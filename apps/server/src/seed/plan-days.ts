import { parseIsoDate, type IsoDate, type MealType } from '@platewise/core'
import { analyzeMeal } from '@platewise/nutrition'
import { DEMO_MEALS, DEMO_TREATS } from './demo-meals'
import type { Random } from './demo-random'

// One person's day of meals: picked from the meal list so the day lands under
// the calorie goal, or over it with a treat or two on the days they slip, which
// is what makes the streaks differ (calories_met is "at most the goal").

export interface DayMeal {
  mealType: MealType
  description: string
  at: Date
}

export interface DayRequest {
  date: IsoDate
  goals: { calories: number; protein: number }
  slip: boolean
  /** Picks protein-rich meals, and adds a protein snack if the day still falls short */
  aimForProtein: boolean
  /** Meals the day must hold (a dish its eater posted), by type */
  fixed: Partial<Record<MealType, { description: string; before?: Date }>>
  /** Only meal times before this are logged (today) */
  until?: Date
}

/** When people eat, in hours of their local day: [earliest, latest]. */
const MEAL_HOURS: Record<MealType, [number, number]> = {
  breakfast: [7, 9],
  lunch: [12, 13.5],
  snack: [15.5, 16.75],
  dinner: [18.5, 20.5],
}

/** A local time on a calendar day (the demo's clock is the machine's, as a browser's would be). */
export function localTime(date: IsoDate, hours: number): Date {
  const { year, month, day } = parseIsoDate(date)
  const minutes = Math.round(hours * 60)
  return new Date(year, month - 1, day, Math.floor(minutes / 60), minutes % 60)
}

const analysed = new Map<string, { calories: number; protein: number }>()

/** A description's calories and protein, as the analyser will log them. */
export function mealFigures(description: string) {
  let figures = analysed.get(description)
  if (!figures) {
    const { totals } = analyzeMeal(description)
    figures = { calories: Math.round(totals.calories), protein: Math.round(totals.protein) }
    analysed.set(description, figures)
  }
  return figures
}

const sum = (descriptions: readonly string[]) =>
  descriptions.reduce(
    (total, description) => {
      const figures = mealFigures(description)
      return {
        calories: total.calories + figures.calories,
        protein: total.protein + figures.protein,
      }
    },
    { calories: 0, protein: 0 },
  )

const COMBINATIONS_TRIED = 120

/** Snacks people reach for to close a protein gap. */
const PROTEIN_TOP_UPS = [
  'a protein shake with milk',
  'greek yogurt with honey',
  '2 hard boiled eggs',
]

export function planDay(random: Random, request: DayRequest): DayMeal[] {
  const { goals, fixed } = request
  const types: MealType[] = ['breakfast', 'lunch', 'dinner']
  if (fixed.snack || random.chance(0.55)) types.push('snack')

  // Among a few random menus, the one nearest a target under the goal
  // (or nearest the goal on a slip, before the treats), with protein counting too.
  const target =
    goals.calories * (request.slip ? random.between(0.85, 1) : random.between(0.78, 0.96))
  let best: string[] = []
  let bestScore = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < COMBINATIONS_TRIED; attempt += 1) {
    const menu = types.map((type) => fixed[type]?.description ?? random.pick(DEMO_MEALS[type]))
    const figures = sum(menu)
    const proteinShort = Math.max(0, goals.protein - figures.protein)
    const proteinWeight = request.slip ? 0 : request.aimForProtein ? 8 : 1
    const score = Math.abs(figures.calories - target) + proteinShort * proteinWeight
    if (score < bestScore) {
      best = menu
      bestScore = score
    }
  }

  const meals: DayMeal[] = types.map((mealType, index) => {
    const [earliest, latest] = MEAL_HOURS[mealType]
    let at = localTime(request.date, random.between(earliest, latest))
    const before = fixed[mealType]?.before
    if (before && at >= before) at = new Date(before.getTime() - random.int(15, 40) * 60_000)
    return { mealType, description: best[index]!, at }
  })
  if (request.aimForProtein && !request.slip) {
    // a shake or some eggs in the afternoon, while the calories allow it
    let total = sum(best)
    for (const topUp of random.sample(PROTEIN_TOP_UPS, PROTEIN_TOP_UPS.length)) {
      const figures = mealFigures(topUp)
      if (total.protein >= goals.protein) break
      if (total.calories + figures.calories > goals.calories) continue
      total = {
        calories: total.calories + figures.calories,
        protein: total.protein + figures.protein,
      }
      meals.push({
        mealType: 'snack',
        description: topUp,
        at: localTime(request.date, random.between(10, 11)),
      })
    }
  }
  if (request.slip) {
    // an evening that got away: treats until the day is clearly over the goal
    let total = sum(best).calories
    for (let treat = 0; treat < 3 && total <= goals.calories * 1.05; treat += 1) {
      const description = random.pick(DEMO_TREATS)
      total += mealFigures(description).calories
      meals.push({
        mealType: 'snack',
        description,
        at: localTime(request.date, random.between(20.75, 22)),
      })
    }
  }
  const logged = request.until ? meals.filter((meal) => meal.at < request.until!) : meals
  return logged.sort((a, b) => a.at.getTime() - b.at.getTime())
}
