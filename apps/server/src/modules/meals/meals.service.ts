import {
  calculateStreak,
  CORRECTION_MESSAGES,
  calendarMonth,
  DEFAULT_FOOD_REGION,
  hasManualNutrients,
  MEAL_COPY_MESSAGES,
  MEAL_MESSAGES,
  MEALS_PER_COPY_MAX,
  monthDates,
  NUTRIENT_KEYS,
  readingFitsDescription,
  readingTexts,
  recognisesNoFood,
  summarizeRange,
  type FoodRegion,
  type IsoDate,
  type MealAnalysis,
  type MealCorrection,
  type MealCopy,
  type MealCreate,
  type MealUpdate,
  type Nutrients,
} from '@platewise/core'
import {
  analyzeMeal,
  correctAnalysis,
  ForeignTextError,
  UnknownFoodError,
} from '@platewise/nutrition'
import type { Database } from '../../db/client'
import { AppError, notFound, validationFailed } from '../../http/errors'
import type { ProfileService } from '../profile/profile.service'
import { refuseCorrectionPastLimits, refuseDescriptionPastLimits } from './meal-limits'
import { presentMeal } from './meal.presenter'
import {
  copyMealsOfDay,
  dailyIntakeOfUsers,
  deleteMeal,
  deleteMealsOfUser,
  findMeal,
  insertMeal,
  mealNutrientsBetween,
  mealsBetween,
  updateMeal,
  type MealValues,
} from './meals.queries'

export const MEAL_NOT_FOUND = 'Meal not found.'

/** The streak covers the current month (§9): its first day up to `today`. */
const monthSoFar = (today: IsoDate) => ({ start: `${today.slice(0, 7)}-01`, end: today })

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

/**
 * The analysis as the person corrected it: a food id the table lacks, words
 * that are not the description's, or a reading past the limits are their 400.
 */
function correctedAnalysis(
  description: string,
  correction: MealCorrection,
  region: FoodRegion,
): MealAnalysis {
  let analysis: MealAnalysis
  try {
    analysis = correctAnalysis(description, correction, { region })
  } catch (error) {
    if (error instanceof ForeignTextError) throw validationFailed(error.message, error.fields)
    if (!(error instanceof UnknownFoodError)) throw error
    throw validationFailed(CORRECTION_MESSAGES.unknownFood, {
      items: CORRECTION_MESSAGES.unknownFood,
    })
  }
  refuseCorrectionPastLimits(analysis)
  return analysis
}

/** True when every word of a stored reading is still in the edited description. */
function readingStillFits(analysis: MealAnalysis, description: string, region: FoodRegion) {
  return readingFitsDescription(
    analysis,
    description,
    readingTexts(analyzeMeal(description, { region })),
  )
}

/** The person's food region, looked up only by the writes that analyse a description. */
type RegionOf = () => Promise<FoodRegion>
const usRegion: RegionOf = () => Promise.resolve(DEFAULT_FOOD_REGION)

function manualNutrients(meal: MealCreate): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, meal[key] ?? 0])) as Nutrients
}

export function createMealsService(db: Database, profiles: ProfileService) {
  /** The diary's days: every nutrient of every meal, added up as the client does. */
  async function summaries(userId: number, start: string, end: string) {
    const [rows, goals] = await Promise.all([
      mealNutrientsBetween(db, userId, start, end),
      profiles.goals(userId),
    ])
    return summarizeRange(start, end, rows, goals)
  }

  /**
   * Days for the calendar and the streak, which read only whether a day has
   * meals and met its goals: the database adds up each day's calories and
   * protein (whole numbers, so the sums are exact), one row a day.
   */
  async function goalDays(userId: number, start: string, end: string) {
    const [intake, goals] = await Promise.all([
      dailyIntakeOfUsers(db, [userId], start, end),
      profiles.goals(userId),
    ])
    // one day's total stands for its meals: the goal flags read only the totals
    return summarizeRange(start, end, intake, goals)
  }

  return {
    /**
     * Logs a meal; without nutrients its description is analysed (DESIGN.md §6)
     * in the person's food words, asked for (`regionOf`) only when it is.
     */
    async create(userId: number, meal: MealCreate, regionOf: RegionOf = usRegion) {
      const values: MealValues = {
        mealDate: meal.mealDate,
        mealType: meal.mealType,
        description: meal.description,
      }
      if (meal.correction) {
        const analysis = correctedAnalysis(meal.description, meal.correction, await regionOf())
        Object.assign(values, roundedTotals(analysis), { analysis })
      } else if (hasManualNutrients(meal)) {
        Object.assign(values, manualNutrients(meal))
      } else {
        const analysis = analyzeMeal(meal.description, { region: await regionOf() })
        // nothing to log: a 0 kcal meal would only look like a success
        if (recognisesNoFood(analysis)) {
          throw new AppError(400, 'NO_FOOD_RECOGNISED', MEAL_MESSAGES.nothingRecognised, {
            description: MEAL_MESSAGES.nothingRecognised,
          })
        }
        refuseDescriptionPastLimits(analysis)
        Object.assign(values, roundedTotals(analysis), { analysis })
      }
      return presentMeal(await insertMeal(db, userId, values))
    },

    async get(userId: number, id: number) {
      const row = await findMeal(db, userId, id)
      if (!row) throw notFound(MEAL_NOT_FOUND)
      return presentMeal(row)
    },

    async update(userId: number, id: number, changes: MealUpdate, regionOf: RegionOf = usRegion) {
      const { correction, ...fields } = changes
      const values: Partial<MealValues> = {}
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) (values as Record<string, unknown>)[key] = value
      }
      // numbers typed by hand replace what the analyser worked out
      if (hasManualNutrients(changes)) values.analysis = null
      if (correction) {
        const description = changes.description ?? (await findMeal(db, userId, id))?.description
        if (description === undefined) throw notFound(MEAL_NOT_FOUND)
        const analysis = correctedAnalysis(description, correction, await regionOf())
        Object.assign(values, roundedTotals(analysis), { analysis })
      } else if (changes.description !== undefined && !hasManualNutrients(changes)) {
        // the numbers stay as they were; a reading of other words is no longer this meal's
        const stored = await findMeal(db, userId, id)
        if (!stored) throw notFound(MEAL_NOT_FOUND)
        const analysis = stored.analysis as MealAnalysis | null
        if (analysis && !readingStillFits(analysis, changes.description, await regionOf())) {
          values.analysis = null
        }
      }
      const row = Object.keys(values).length
        ? await updateMeal(db, userId, id, values)
        : await findMeal(db, userId, id)
      if (!row) throw notFound(MEAL_NOT_FOUND)
      return presentMeal(row)
    },

    async remove(userId: number, id: number) {
      if (!(await deleteMeal(db, userId, id))) throw notFound(MEAL_NOT_FOUND)
    },

    /** 'Copy yesterday': the meals of one day logged again on another, as new meals. */
    async copy(userId: number, { from, to }: MealCopy) {
      const { copied, found } = await copyMealsOfDay(db, userId, from, to, MEALS_PER_COPY_MAX)
      if (found === 0) {
        throw new AppError(400, 'NOTHING_TO_COPY', MEAL_COPY_MESSAGES.nothingToCopy, {
          from: MEAL_COPY_MESSAGES.nothingToCopy,
        })
      }
      if (copied.length === 0) {
        throw new AppError(400, 'TOO_MANY_TO_COPY', MEAL_COPY_MESSAGES.tooManyToCopy, {
          from: MEAL_COPY_MESSAGES.tooManyToCopy,
        })
      }
      return copied.map(presentMeal)
    },

    /** Several meals at once (a copy's undo): all of them, or none when one is not the user's. */
    async removeMany(userId: number, ids: number[]) {
      if (!(await deleteMealsOfUser(db, userId, ids))) {
        throw notFound(MEAL_COPY_MESSAGES.notFound)
      }
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
      const days = await goalDays(userId, dates[0]!, dates[dates.length - 1]!)
      return calendarMonth(year, month, days)
    },

    /** The streak as of `today`, the user's own calendar day. */
    async streak(userId: number, today: IsoDate) {
      const { start, end } = monthSoFar(today)
      const days = await goalDays(userId, start, end)
      return calculateStreak(days, today)
    },

    /**
     * streak(userId, today) for many users in two queries whatever their number
     * (a group's members): each day's totals summed by the database, and the
     * goals, then the same summaries and rule as one user's streak.
     */
    async streaks(userIds: number[], today: IsoDate): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map()
      const { start, end } = monthSoFar(today)
      const [intake, goals] = await Promise.all([
        dailyIntakeOfUsers(db, userIds, start, end),
        profiles.goalsOf(userIds),
      ])
      const daysByUser = new Map<number, typeof intake>()
      for (const day of intake) {
        const days = daysByUser.get(day.userId)
        if (days) days.push(day)
        else daysByUser.set(day.userId, [day])
      }
      return new Map(
        userIds.map((id) => {
          // one day's total stands for its meals: the rule reads only the totals
          const days = summarizeRange(start, end, daysByUser.get(id) ?? [], goals.get(id)!)
          return [id, calculateStreak(days, today)]
        }),
      )
    },
  }
}

export type MealsService = ReturnType<typeof createMealsService>
