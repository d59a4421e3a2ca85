import {
  accountRoutes,
  unitSystemFromLanguages,
  type Preferences,
  type RouteBody,
  type UnitSystem,
} from '@platewise/core'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../api-client'
import { useUserId } from '../auth-context'

// A person's choices (food words, units), read by Settings, onboarding and every
// screen that shows a weight or a height: one query, filed under the user
// (decision 008) so that signing out forgets it.

export type PreferencesBody = RouteBody<typeof accountRoutes.updatePreferences>

export const preferencesApi = {
  get: (signal?: AbortSignal) => callApi(accountRoutes.preferences, {}, { signal }),
  update: (body: PreferencesBody) => callApi(accountRoutes.updatePreferences, { body }),
}

export const preferencesKey = (userId: number) =>
  ['user', userId, 'account', 'preferences'] as const

export const preferencesQuery = (userId: number) =>
  queryOptions({
    queryKey: preferencesKey(userId),
    queryFn: ({ signal }) => preferencesApi.get(signal),
  })

/** Saves a choice and puts the server's answer in the one cached copy. */
export function useChoosePreferences() {
  const userId = useUserId()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: preferencesApi.update,
    onSuccess: (answer: Preferences) => queryClient.setQueryData(preferencesKey(userId), answer),
  })
}

/** The units the browser's region suggests, before the person chooses. */
export const browserUnitSystem = (): UnitSystem =>
  unitSystemFromLanguages(navigator.languages ?? [navigator.language])

/**
 * The units every weight and height is shown in: the person's choice, else
 * (not chosen yet, or not loaded yet) what their browser's region suggests.
 */
export function useUnitSystem(): UnitSystem {
  const userId = useUserId()
  const preferences = useQuery(preferencesQuery(userId))
  return preferences.data?.units ?? browserUnitSystem()
}
