import { mealCount } from '@platewise/core'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useUserId } from '../auth-context'
import { errorMessage, isApiError } from '../api-error'
import { StorageKeys } from '../storage-keys'
import {
  mealKeys,
  mealsApi,
  type LoggedMeal,
  type MealChanges,
  type NewMeal,
  type SavedMeal,
} from './meals-api'

/** §8 Meals. */
export const MEAL_FEEDBACK = {
  added: 'Meal added successfully!',
  updated: 'Meal updated successfully!',
  deleted: 'Meal deleted successfully!',
  saved: 'Meal saved successfully!',
  savedMealRemoved: 'Saved meal removed successfully!',
  addedSaved: (name: string, type: string) => `Added "${name}" as ${type}!`,
  addFailed: 'Failed to add meal',
  updateFailed: 'Failed to update meal',
  deleteFailed: 'Failed to delete meal',
  alreadySaved: 'This meal is already saved',
  saveFailed: 'Failed to save meal',
  removeSavedFailed: 'Failed to remove saved meal',
} as const

export function saveFavoriteErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 409) return MEAL_FEEDBACK.alreadySaved
  return errorMessage(error, MEAL_FEEDBACK.saveFailed)
}

type DayList = LoggedMeal[] | undefined

/** The localStorage markers spec §3 names, set after each kind of meal change (§4 Meals). */
type MealMarker = 'mealAdded' | 'mealUpdated' | 'mealDeleted'

// The day's list is patched at once so the page does not wait for the refetch;
// then everything meal-shaped (overview, calendars, streak, diary) is refetched:
// every screen that shows meals reads them under mealKeys.all. The spec's marker
// is set as it asks, with the time of the change; nothing in this app reads it.
function mealChanged(
  queryClient: QueryClient,
  userId: number,
  marker: MealMarker,
  date: string,
  patch: (list: LoggedMeal[]) => LoggedMeal[],
) {
  queryClient.setQueryData<LoggedMeal[]>(mealKeys.day(userId, date), (list: DayList) =>
    list ? patch(list) : list,
  )
  void queryClient.invalidateQueries({ queryKey: mealKeys.all(userId) })
  localStorage.setItem(StorageKeys[marker], String(Date.now()))
}

export function useAddMeal() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (meal: NewMeal) => mealsApi.create(meal),
    onSuccess: (meal) =>
      mealChanged(queryClient, userId, 'mealAdded', meal.mealDate, (list) => [...list, meal]),
  })
}

export function useUpdateMeal() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: ({ meal, changes }: { meal: LoggedMeal; changes: MealChanges }) =>
      mealsApi.update(meal.id, changes),
    onSuccess: (updated) =>
      mealChanged(queryClient, userId, 'mealUpdated', updated.mealDate, (list) =>
        list.map((meal) => (meal.id === updated.id ? updated : meal)),
      ),
  })
}

export function useDeleteMeal() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (meal: LoggedMeal) => mealsApi.remove(meal.id),
    onSuccess: (_, removed) =>
      mealChanged(queryClient, userId, 'mealDeleted', removed.mealDate, (list) =>
        list.filter((meal) => meal.id !== removed.id),
      ),
  })
}

/** 'Copy yesterday' (beyond the spec): its messages, successes worded as §8 reads them. */
export const COPY_FEEDBACK = {
  copied: (count: number) => `Copied ${mealCount(count)} from yesterday successfully.`,
  undone: 'Copy undone successfully.',
  copyFailed: 'Failed to copy meals',
  undoFailed: 'Failed to undo the copy',
} as const

/** Logs the meals of one day again on another, as new meals. */
export function useCopyDay() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => mealsApi.copyDay(from, to),
    onSuccess: (copied, { to }) =>
      mealChanged(queryClient, userId, 'mealAdded', to, (list) => [...list, ...copied]),
  })
}

/** The undo of a copy: the copied meals removed again, all or none. */
export function useUndoCopy() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (copied: LoggedMeal[]) => mealsApi.removeMany(copied.map((meal) => meal.id)),
    onSuccess: (_, copied) => {
      const removed = new Set(copied.map((meal) => meal.id))
      mealChanged(queryClient, userId, 'mealDeleted', copied[0]!.mealDate, (list) =>
        list.filter((meal) => !removed.has(meal.id)),
      )
    },
  })
}

// Saved meals are not meals eaten: only their own list is refetched, and no
// meal marker is set.
export function useSaveFavorite() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (meal: LoggedMeal) => mealsApi.saveFavorite(meal.id),
    // the row shows it is saved at once; the list is refetched behind it, also
    // after a 409, when the meal was saved elsewhere (another tab)
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedMeal[]>(mealKeys.favorites(userId), (list) =>
        list ? [saved, ...list] : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealKeys.favorites(userId) }),
  })
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (saved: SavedMeal) => mealsApi.removeFavorite(saved.id),
    onSuccess: (_, removed) => {
      queryClient.setQueryData<SavedMeal[]>(mealKeys.favorites(userId), (list) =>
        list?.filter((saved) => saved.id !== removed.id),
      )
      return queryClient.invalidateQueries({ queryKey: mealKeys.favorites(userId) })
    },
  })
}
