import {
  favoriteRoutes,
  foodRoutes,
  mealRoutes,
  type Meal,
  type MealCreateInput,
  type MealUpdateInput,
} from '@platewise/core'
import { callApi } from '../api-client'
import { askWithToday } from '../client-today'

export type { AnalysedItem, MealAnalysis, SavedMeal } from '@platewise/core'

/** A meal as GET /api/meals answers it, with what the analyser understood. */
export type LoggedMeal = Meal
export type NewMeal = MealCreateInput
export type MealChanges = MealUpdateInput

/**
 * Query keys of everything meal-shaped, filed under the user they belong to;
 * a meal change invalidates `mealKeys.all(userId)`.
 */
export const mealKeys = {
  all: (userId: number) => ['user', userId, 'meals'] as const,
  day: (userId: number, date: string) => [...mealKeys.all(userId), 'day', date] as const,
  diary: (userId: number, start: string, end: string) =>
    [...mealKeys.all(userId), 'diary', start, end] as const,
  range: (userId: number, start: string, end: string) =>
    [...mealKeys.all(userId), 'range', start, end] as const,
  favorites: (userId: number) => [...mealKeys.all(userId), 'favorites'] as const,
  /** The streak as of `today`, the browser's date: a meal change moves it */
  streak: (userId: number, today: string) => [...mealKeys.all(userId), 'streak', today] as const,
  calendar: (userId: number, year: number, month: number) =>
    [...mealKeys.all(userId), 'calendar', year, month] as const,
  /** Filed with the meals: a logged meal changes which foods are recent */
  foodSearch: (userId: number, query: string) =>
    [...mealKeys.all(userId), 'food-search', query] as const,
}

export const mealsApi = {
  forDay: (date: string, signal?: AbortSignal) =>
    callApi(mealRoutes.forDay, { query: { date } }, { signal }).then((r) => r.meals),
  diary: (start: string, end: string, signal?: AbortSignal) =>
    callApi(mealRoutes.diary, { params: { start, end } }, { signal }).then((r) => r.days),
  /** Every meal from start to end, both included */
  range: (start: string, end: string, signal?: AbortSignal) =>
    callApi(mealRoutes.range, { params: { start, end } }, { signal }).then((r) => r.meals),
  /** Without nutrient fields the server analyses the description ("Add Meal Using AI"). */
  create: (meal: NewMeal) => callApi(mealRoutes.create, { body: meal }),
  update: (id: number, changes: MealChanges) =>
    callApi(mealRoutes.update, { params: { id }, body: changes }),
  remove: (id: number) => callApi(mealRoutes.remove, { params: { id } }),
  /** 'Copy yesterday': the meals of `from` logged again on `to`; answers the new meals */
  copyDay: (from: string, to: string) =>
    callApi(mealRoutes.copy, { body: { from, to } }).then((r) => r.meals),
  /** Several meals at once, all or none: the undo of a copy */
  removeMany: (ids: number[]) => callApi(mealRoutes.removeMany, { body: { ids } }),
  /** The server cannot know the user's time zone, so the browser says which day is today. */
  streak: (today: string, signal?: AbortSignal) =>
    askWithToday((query) => callApi(mealRoutes.streak, { query }, { signal }), today).then(
      (r) => r.streak,
    ),
  calendar: (year: number, month: number, signal?: AbortSignal) =>
    callApi(mealRoutes.calendar, { params: { year, month } }, { signal }).then((r) => r.days),
  /** A page of the whole food table for some words; '' lists the person's recent foods */
  searchFoods: (query: string, offset: number, signal?: AbortSignal) =>
    callApi(foodRoutes.search, { query: { q: query, offset } }, { signal }),
  favorites: (signal?: AbortSignal) =>
    callApi(favoriteRoutes.list, {}, { signal }).then((r) => r.favorites),
  saveFavorite: (mealId: number, customName?: string) =>
    callApi(favoriteRoutes.saveFromMeal, { body: { mealId, customName } }),
  removeFavorite: (id: number) => callApi(favoriteRoutes.remove, { params: { id } }),
}
