import { and, asc, between, eq, inArray, sql } from 'drizzle-orm'
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

/**
 * Logs the meals of `from` again on `to` as new rows (in the order they were
 * logged, so they keep it), with their nutrients and what was analysed; at
 * most `limit` of them. Answers the new rows.
 */
export function copyMealsOfDay(
  db: Database,
  userId: number,
  from: string,
  to: string,
  limit: number,
) {
  return db.transaction(async (tx) => {
    const source = await tx
      .select()
      .from(meals)
      .where(and(eq(meals.userId, userId), eq(meals.mealDate, from)))
      .orderBy(asc(meals.id))
      .limit(limit + 1)
    if (source.length === 0 || source.length > limit) return { copied: [], found: source.length }
    const copied = await tx
      .insert(meals)
      .values(
        source.map(({ id: _id, createdAt: _created, updatedAt: _updated, ...meal }) => ({
          ...meal,
          mealDate: to,
        })),
      )
      .returning()
    return { copied: copied.sort((a, b) => a.id - b.id), found: source.length }
  })
}

/** Thrown inside the transaction to undo its delete: a meal asked for was not there. */
class NotAllFound extends Error {}

/** Deletes these meals of the user, all or none: false (and nothing deleted) when one is not theirs. */
export async function deleteMealsOfUser(db: Database, userId: number, ids: number[]) {
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(meals)
        .where(and(eq(meals.userId, userId), inArray(meals.id, ids)))
        .returning({ id: meals.id })
      // one of them is not the user's, or is gone: the undo is all or nothing
      if (deleted.length !== ids.length) throw new NotAllFound()
    })
    return true
  } catch (error) {
    if (error instanceof NotAllFound) return false
    throw error
  }
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
