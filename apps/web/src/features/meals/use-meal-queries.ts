import { useQuery } from '@tanstack/react-query'
import { mealKeys, mealsApi } from './meals-api'

export function useDayMeals(date: string) {
  return useQuery({ queryKey: mealKeys.day(date), queryFn: () => mealsApi.forDay(date) })
}

export function useSavedMeals() {
  return useQuery({ queryKey: mealKeys.favorites, queryFn: mealsApi.favorites })
}
