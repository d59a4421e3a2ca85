import type { IsoDate } from '@platewise/core'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useUserId } from '../auth-context'
import { postKeys } from '../posts/post-keys'
import { profileKeys } from '../profile/profile-calls'
import { weightKeys, weightsApi, type WeightEntry } from './weights-api'

export const WEIGHT_FEEDBACK = {
  saved: 'Weight logged successfully!',
  /** Today's weight is the profile's too */
  savedToday: "Weight logged successfully! It is your profile's weight now.",
  deleted: 'Weight deleted successfully!',
  saveFailed: 'Failed to log your weight',
  deleteFailed: 'Failed to delete the weight',
} as const

/**
 * The profile changed (today's weight, goals from the measured maintenance):
 * the overview's profile and every profile page of the person's are read again.
 */
export function profileChanged(queryClient: QueryClient, userId: number) {
  void queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) })
  void queryClient.invalidateQueries({ queryKey: [...postKeys.all(userId), 'profile'] })
}

/** Logs a day's weight; today's moves the profile's weight, so the profile is read again. */
export function useSaveWeight(today: IsoDate) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (entry: WeightEntry) => weightsApi.save(entry, today),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: weightKeys.all(userId) })
      if (answer.profile_weight_updated) profileChanged(queryClient, userId)
    },
  })
}

export function useDeleteWeight() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: weightsApi.remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weightKeys.all(userId) }),
  })
}
