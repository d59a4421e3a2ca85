import type { CalendarMonth, DailySummary, Meal, MealType, Nutrients } from '@platewise/core'
import type { MealAnalysis } from '@platewise/nutrition'
import { apiRequest } from '../../lib/api-client'

export type { AnalysedItem, MealAnalysis } from '@platewise/nutrition'

export interface LoggedMeal extends Meal {
  analysis: MealAnalysis | null
}

export interface SavedMeal extends Nutrients {
  id: number
  name: string
  meal_type: MealType
  mealType: MealType
  description: string
  created_at: string
}

export interface NewMeal extends Partial<Nutrients> {
  meal_date: string
  meal_type: MealType
  description: string
}

export type MealChanges = Partial<Nutrients> & { description?: string; meal_type?: MealType }

/** Query keys of everything meal-shaped; a meal change invalidates `mealKeys.all`. */
export const mealKeys = {
  all: ['meals'] as const,
  day: (date: string) => ['meals', 'day', date] as const,
  diary: (start: string, end: string) => ['meals', 'diary', start, end] as const,
  calendar: (year: number, month: number) => ['meals', 'calendar', year, month] as const,
  streak: (today: string) => ['meals', 'streak', today] as const,
  favorites: ['meals', 'favorites'] as const,
}

export const mealsApi = {
  forDay: (date: string) =>
    apiRequest<{ meals: LoggedMeal[] }>(`/api/meals?date=${encodeURIComponent(date)}`).then(
      (r) => r.meals,
    ),
  diary: (start: string, end: string) =>
    apiRequest<{ days: DailySummary[] }>(`/api/diary/${start}/${end}`).then((r) => r.days),
  calendar: (year: number, month: number) =>
    apiRequest<CalendarMonth>(`/api/meals/calendar/${year}/${month}`),
  streak: (today: string) =>
    apiRequest<{ streak: number }>(`/api/meals/streak?today=${today}`).then((r) => r.streak),
  /** Without nutrient fields the server analyses the description ("Add Meal Using AI"). */
  create: (meal: NewMeal) => apiRequest<LoggedMeal>('/api/meals', { method: 'POST', body: meal }),
  update: (id: number, changes: MealChanges) =>
    apiRequest<LoggedMeal>(`/api/meals/${id}`, { method: 'PUT', body: changes }),
  remove: (id: number) => apiRequest<null>(`/api/meals/${id}`, { method: 'DELETE' }),
  favorites: () =>
    apiRequest<{ favorites: SavedMeal[] }>('/api/favorites').then((r) => r.favorites),
  saveFavorite: (mealId: number, customName?: string) =>
    apiRequest<SavedMeal>('/api/favorites/from-meal', {
      method: 'POST',
      body: { mealId, customName },
    }),
  removeFavorite: (id: number) => apiRequest<null>(`/api/favorites/${id}`, { method: 'DELETE' }),
}

export type MealEventName = 'mealAdded' | 'mealUpdated' | 'mealDeleted'

/**
 * After a meal changes: the spec's localStorage marker and window events (§4
 * Meals), for anything listening outside React Query.
 */
export function announceMealChange(event: MealEventName) {
  localStorage.setItem(event, String(Date.now()))
  for (const name of [event, 'mealDataChanged', 'sidebarRefresh', 'calendarRefresh']) {
    window.dispatchEvent(new Event(name))
  }
}
