import { addDays, weightRoutes, type IsoDate, type WeightEntry } from '@platewise/core'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../api-client'
import { isApiError } from '../api-error'

export type { WeightEntry } from '@platewise/core'

/** The longest range a chart shows (1 year), read once so every range and the trend agree. */
export const WEIGHT_HISTORY_DAYS = 365

/** Query keys of the weight log, filed under the user; a change invalidates `weightKeys.all`. */
export const weightKeys = {
  all: (userId: number) => ['user', userId, 'weights'] as const,
  range: (userId: number, from: IsoDate, to: IsoDate) =>
    [...weightKeys.all(userId), 'range', from, to] as const,
}

/** The server refused the `today` sent: a device clock more than a day off. */
const todayRefused = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.fields?.today !== undefined

export const weightsApi = {
  list: (from: IsoDate, to: IsoDate, signal?: AbortSignal) =>
    callApi(weightRoutes.list, { query: { from, to } }, { signal }).then((r) => r.weights),
  /**
   * Logs a day's weight (pounds) with the browser's day as `today`, which makes
   * today's the profile's weight too; a device whose clock the server refuses
   * asks again without it, as the streaks do (client-today.ts).
   */
  save: async (entry: WeightEntry, today: IsoDate) => {
    try {
      return await callApi(weightRoutes.save, { body: { ...entry, today } })
    } catch (error) {
      if (!todayRefused(error)) throw error
      return callApi(weightRoutes.save, { body: entry })
    }
  },
  remove: (date: IsoDate) => callApi(weightRoutes.remove, { params: { date } }),
}

export const weightQueries = {
  /** The last year of weigh-ins up to `today`, oldest first. */
  history: (userId: number, today: IsoDate) => {
    const from = addDays(today, -WEIGHT_HISTORY_DAYS)
    return queryOptions({
      queryKey: weightKeys.range(userId, from, today),
      queryFn: ({ signal }) => weightsApi.list(from, today, signal),
    })
  },
}
