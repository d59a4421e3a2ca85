import {
  calculateStreak,
  calendarMonth,
  daysBetween,
  hasManualNutrients,
  isValidIsoDate,
  mealCreateSchema,
  mealUpdateSchema,
  monthDates,
  NUTRIENT_KEYS,
  summarizeRange,
  type MealCreate,
  type Nutrients,
} from '@platewise/core'
import { analyzeMeal, type MealAnalysis } from '@platewise/nutrition'
import type { Database } from '../../db/client'
import { badRequest, notFound } from '../../http/errors'
import { parseOrThrow } from '../../http/validation'
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
export const MAX_RANGE_DAYS = 366

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

export function assertDate(value: string, label = 'date'): string {
  if (!isValidIsoDate(value))
    throw badRequest(`Please give the ${label} as a real date, YYYY-MM-DD.`)
  return value
}

export function assertRange(start: string, end: string) {
  assertDate(start, 'start date')
  assertDate(end, 'end date')
  if (start > end) throw badRequest('The start date must not be after the end date.')
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) {
    throw badRequest(`Please ask for at most ${MAX_RANGE_DAYS} days at a time.`)
  }
}

function parseMealId(raw: string): number {
  const id = Number(raw)
  // an id that cannot exist is simply not found, like someone else's meal
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(MEAL_NOT_FOUND)
  return id
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
    async create(userId: number, body: unknown) {
      const meal = parseOrThrow(mealCreateSchema, body)
      const values: MealValues = {
        mealDate: meal.mealDate,
        mealType: meal.mealType,
        description: meal.description,
      }
      if (hasManualNutrients(meal)) {
        Object.assign(values, manualNutrients(meal))
      } else {
        const analysis = analyzeMeal(meal.description)
        Object.assign(values, roundedTotals(analysis), { analysis })
      }
      return presentMeal(await insertMeal(db, userId, values))
    },

    async get(userId: number, rawId: string) {
      const row = await findMeal(db, userId, parseMealId(rawId))
      if (!row) throw notFound(MEAL_NOT_FOUND)
      return presentMeal(row)
    },

    async update(userId: number, rawId: string, body: unknown) {
      const id = parseMealId(rawId)
      const changes = parseOrThrow(mealUpdateSchema, body)
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

    async remove(userId: number, rawId: string) {
      if (!(await deleteMeal(db, userId, parseMealId(rawId)))) throw notFound(MEAL_NOT_FOUND)
    },

    async forDay(userId: number, date: string) {
      assertDate(date)
      const rows = await mealsBetween(db, userId, date, date)
      return rows.map(presentMeal)
    },

    async forRange(userId: number, start: string, end: string) {
      assertRange(start, end)
      const rows = await mealsBetween(db, userId, start, end)
      return rows.map(presentMeal)
    },

    async diary(userId: number, start: string, end: string) {
      assertRange(start, end)
      return summaries(userId, start, end)
    },

    async calendar(userId: number, year: number, month: number) {
      const dates = monthDates(year, month)
      const days = await summaries(userId, dates[0]!, dates[dates.length - 1]!)
      return calendarMonth(year, month, days)
    },

    /** The streak as of `today`, the user's own calendar day. */
    async streak(userId: number, today: string) {
      assertDate(today, 'day')
      const monthStart = `${today.slice(0, 7)}-01`
      const days = await summaries(userId, monthStart, today)
      return calculateStreak(days, today)
    },
  }
}

export type MealsService = ReturnType<typeof createMealsService>
