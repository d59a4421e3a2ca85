import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { mealKeys, mealsApi } from './meals-api'

/**
 * One definition per cached answer: every screen that shows the meals of a
 * day or of a range, a range of daily summaries, the streak, a month's
 * calendar or the saved meals uses these, so a key always holds what its call
 * answers (a failed load stays a failure).
 */
export const mealQueries = {
  day: (userId: number, date: string) =>
    queryOptions({
      queryKey: mealKeys.day(userId, date),
      queryFn: ({ signal }) => mealsApi.forDay(date, signal),
    }),
  diary: (userId: number, start: string, end: string) =>
    queryOptions({
      queryKey: mealKeys.diary(userId, start, end),
      queryFn: ({ signal }) => mealsApi.diary(start, end, signal),
    }),
  range: (userId: number, start: string, end: string) =>
    queryOptions({
      queryKey: mealKeys.range(userId, start, end),
      queryFn: ({ signal }) => mealsApi.range(start, end, signal),
    }),
  streak: (userId: number, today: string) =>
    queryOptions({
      queryKey: mealKeys.streak(userId, today),
      queryFn: ({ signal }) => mealsApi.streak(today, signal),
    }),
  /** Which days of a month have meals and met their goals; `month` from 1 to 12 */
  calendar: (userId: number, year: number, month: number) =>
    queryOptions({
      queryKey: mealKeys.calendar(userId, year, month),
      queryFn: ({ signal }) => mealsApi.calendar(year, month, signal),
    }),
  favorites: (userId: number) =>
    queryOptions({
      queryKey: mealKeys.favorites(userId),
      queryFn: ({ signal }) => mealsApi.favorites(signal),
    }),
  /** The food search of 'Change food', a page at a time by the server's next_offset */
  foodSearch: (userId: number, query: string) =>
    infiniteQueryOptions({
      queryKey: mealKeys.foodSearch(userId, query),
      queryFn: ({ pageParam, signal }) => mealsApi.searchFoods(query, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last) => last.next_offset ?? undefined,
    }),
}
