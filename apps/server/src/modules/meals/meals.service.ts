import {
  calculateStreak,
  calendarMonth,
  hasManualNutrients,
  MEAL_MESSAGES,
  monthDates,
  NUTRIENT_KEYS,
  recognisesNoFood,
  summarizeRange,
  type IsoDate,
  type MealAnalysis,
  type MealCreate,
  type MealUpdate,
  type Nutrients,
} from '@platewise/core'
import { analyzeMeal } from '@platewise/nutrition'
import type { Database } from '../../db/client'
import { AppError, notFound } from '../../http/errors'
import type { ProfileService } from '../profile/profile.service'
import { presentMeal } from './meal.presenter'
import {
  deleteMeal,
  findMeal,
  insertMeal,
  mealsBetween,
  updateMeal,
  type MealValues,
} from './meals.queries'

export const MEAL_NOT_FOUND = 'Meal not found.'

/** Analyser totals in the precision meals keep (§5): whole grams, sugar and sodium to 0.1. */
function roundedTotals(analysis: MealAnalysis): Nutrients {
  const { totals } = analysis
  const tenth = (value: number) => Math.round(value * 10) / 10
  return {
    calories: Math.round(totals.calories),
    protein: Math.round(totals.protein),
    carbs: Math.round(totals.carbs),
    fat: Math.round(totals.fat),
    fiber: Math.round(totals.fiber),
    sugar: tenth(totals.sugar),
    sodium: tenth(totals.sodium),
  }
}

function manualNutrients(meal: MealCreate): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, meal[key] ?? 0])) as Nutrients
}

export function createMealsService(db: Database, profiles: ProfileService) {
  async function summaries(userId: number, start: string, end: string) {
    const [rows, goals] = await Promise.all([
      mealsBetween(db, userId, start, end),
      profiles.goals(userId),
    ])
    return summarizeRange(start, end, rows, goals)
  }

  return {
    /** Logs a meal; without nutrients its description is analysed (DESIGN.md §6). */
    async create(userId: number, meal: MealCreate) {
      const values: MealValues = {
        mealDate: meal.mealDate,
        mealType: meal.mealType,
        description: meal.description,
      }
      if (hasManualNutrients(meal)) {
        Object.assign(values, manualNutrients(meal))
      } else {
        const analysis = analyzeMeal(meal.description)
        // nothing to log: a 0 kcal meal would only look like a success
        if (recognisesNoFood(analysis)) {
          throw new AppError(400, 'NO_FOOD_RECOGNISED', MEAL_MESSAGES.nothingRecognised, {
            description: MEAL_MESSAGES.nothingRecognised,
          })
        }
        Object.assign(values, roundedTotals(analysis), { analysis })
      }
      return presentMeal(await insertMeal(db, userId, values))
    },

    async get(userId: number, id: number) {
      const row = await findMeal(db, userId, id)
      if (!row) throw notFound(MEAL_NOT_FOUND)
      return presentMeal(row)
    },

    async update(userId: number, id: number, changes: MealUpdate) {
      const values: Partial<MealValues> = {}
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) (values as Record<string, unknown>)[key] = value
      }
      // numbers typed by hand replace what the analyser worked out
      if (hasManualNutrients(changes)) values.analysis = null
      const row = Object.keys(values).length
        ? await updateMeal(db, userId, id, values)
        : await findMeal(db, userId, id)
      if (!row) throw notFound(MEAL_NOT_FOUND)
      return presentMeal(row)
    },

    async remove(userId: number, id: number) {
      if (!(await deleteMeal(db, userId, id))) throw notFound(MEAL_NOT_FOUND)
    },

    async forDay(userId: number, date: IsoDate) {
      const rows = await mealsBetween(db, userId, date, date)
      return rows.map(presentMeal)
    },

    async forRange(userId: number, start: IsoDate, end: IsoDate) {
      const rows = await mealsBetween(db, userId, start, end)
      return rows.map(presentMeal)
    },

    async diary(userId: number, start: IsoDate, end: IsoDate) {
      return summaries(userId, start, end)
    },

    async calendar(userId: number, year: number, month: number) {
      const dates = monthDates(year, month)
      const days = await summaries(userId, dates[0]!, dates[dates.length - 1]!)
      return calendarMonth(year, month, days)
    },

    /** The streak as of `today`, the user's own calendar day. */
    async streak(userId: number, today: IsoDate) {
      const monthStart = `${today.slice(0, 7)}-01`
      const days = await summaries(userId, monthStart, today)
      return calculateStreak(days, today)
    },
  }
}

export type MealsService = ReturnType<typeof createMealsService>
