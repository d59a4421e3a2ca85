import type { ProfileInput } from '@platewise/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { clearOnboardingDraft } from './onboarding-draft'
import { markOnboardingCompleted } from './onboarding-flags'
import { keepPendingProfile } from './pending-profile-store'
import { profileKeys } from '../../lib/profile/profile-calls'
import { profileSaveErrorMessage } from '../../lib/profile/profile-save-error'
import { isServerUnreachable, PROFILE_SAVE_MAX_RETRIES, profileSaveMutation } from './save-profile'

// Spec §4: a pause on the success message before the dashboard, a longer one
// when the server could not be reached so the person can read why.
export const GO_TO_DASHBOARD_AFTER_MS = 1_000
export const GO_TO_DASHBOARD_OFFLINE_AFTER_MS = 2_000

export type FinishState =
  | { status: 'idle' }
  /** retry is 0 for the first call, then 1 to 3 */
  | { status: 'saving'; retry: number }
  | { status: 'saved' }
  /** The server could not be reached: the profile waits locally */
  | { status: 'offline' }
  | { status: 'failed'; message: string }

/** The last step's 'Get Started': save the profile, set the local flags, go to the dashboard. */
export function useFinishOnboarding() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const userId = useUserId()
  const [saveOptions] = useState(() => profileSaveMutation())
  const save = useMutation(saveOptions)
  const [outcome, setOutcome] = useState<'saved' | 'offline' | null>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(leaveTimer.current), [])

  function goToDashboardAfter(ms: number) {
    leaveTimer.current = setTimeout(() => navigate('/dashboard', { replace: true }), ms)
  }

  function finish(payload: ProfileInput) {
    save.mutate(payload, {
      onSuccess: (response) => {
        // the dashboard starts with the saved profile instead of asking again
        queryClient.setQueryData(profileKeys.mine(userId), response)
        markOnboardingCompleted()
        clearOnboardingDraft()
        setOutcome('saved')
        goToDashboardAfter(GO_TO_DASHBOARD_AFTER_MS)
      },
      onError: (error) => {
        if (!isServerUnreachable(error)) return
        keepPendingProfile(payload)
        markOnboardingCompleted()
        // the pending profile carries the answers from here on
        clearOnboardingDraft()
        setOutcome('offline')
        goToDashboardAfter(GO_TO_DASHBOARD_OFFLINE_AFTER_MS)
      },
    })
  }

  const state: FinishState = outcome
    ? { status: outcome }
    : save.isPending
      ? // the call after the third retry is the fall-back create, not a fourth retry
        { status: 'saving', retry: Math.min(save.failureCount, PROFILE_SAVE_MAX_RETRIES) }
      : save.isError
        ? { status: 'failed', message: profileSaveErrorMessage(save.error) }
        : { status: 'idle' }

  return { state, finish }
}
