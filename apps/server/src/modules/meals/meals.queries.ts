import { and, asc, between, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { meals } from '../../db/schema'
import { anyOf } from '../../db/any-of'

export type MealRow = typeof meals.$inferSelect
export type MealValues = Omit<
  typeof meals.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>

// Every query names the user: a meal id alone never reaches another user's row.

export function insertMeal(db: Database, userId: number, values: MealValues) {
  return db
    .insert(meals)
    .values({ ...values, userId })
    .returning()
    .then((rows) => rows[0]!)
}

export function findMeal(db: Database, userId: number, id: number) {
  return db
    .select()
    .from(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .then((rows) => rows[0])
}

export function updateMeal(db: Database, userId: number, id: number, values: Partial<MealValues>) {
  return db
    .update(meals)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .returning()
    .then((rows) => rows[0])
}

export function deleteMeal(db: Database, userId: number, id: number) {
  return db
    .delete(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .returning({ id: meals.id })
    .then((rows) => rows.length > 0)
}

// The reads of a day, a week and a month are prepared statements (prepared.ts).
const userId = sql.placeholder('userId')
const userIds = sql.placeholder('userIds')
const inDays = between(meals.mealDate, sql.placeholder('start'), sql.placeholder('end'))

const mealsBetweenStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), inDays))
    .orderBy(asc(meals.mealDate), asc(meals.id))
    .prepare('meals_between'),
)

/** Meals between two calendar days inclusive, in the order they were logged. */
export function mealsBetween(db: Database, userId: number, start: string, end: string) {
  return mealsBetweenStatement(db).execute({ userId, start, end })
}

const mealNutrientsStatement = preparedPerDatabase((db) =>
  db
    .select({
      mealDate: meals.mealDate,
      calories: meals.calories,
      protein: meals.protein,
      carbs: meals.carbs,
      fat: meals.fat,
      fiber: meals.fiber,
      sugar: meals.sugar,
      sodium: meals.sodium,
    })
    .from(meals)
    .where(and(eq(meals.userId, userId), inDays))
    .orderBy(asc(meals.mealDate), asc(meals.id))
    .prepare('meal_nutrients_between'),
)

/**
 * The day and nutrients of each meal between two calendar days inclusive, in
 * the order they were logged: what a diary adds up, without the description
 * and the analysis that the rest of the row carries.
 */
export function mealNutrientsBetween(db: Database, userId: number, start: string, end: string) {
  return mealNutrientsStatement(db).execute({ userId, start, end })
}

const dailyIntakeStatement = preparedPerDatabase((db) =>
  db
    .select({
      userId: meals.userId,
      mealDate: meals.mealDate,
      calories: sql<number>`sum(${meals.calories})`.mapWith(Number),
      protein: sql<number>`sum(${meals.protein})`.mapWith(Number),
    })
    .from(meals)
    .where(and(anyOf(meals.userId, userIds), inDays))
    .groupBy(meals.userId, meals.mealDate)
    .prepare('daily_intake_of_users'),
)

/**
 * Each day's calories and protein of several users between two calendar days
 * inclusive, one row per user and day with meals, in one query whatever the
 * number of users (meals_user_date_idx). Calories and protein are whole
 * numbers, so the sums are exact.
 */
export function dailyIntakeOfUsers(db: Database, userIds: number[], start: string, end: string) {
  return dailyIntakeStatement(db).execute({ userIds, start, end })
}
