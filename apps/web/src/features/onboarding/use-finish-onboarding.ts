import type { ProfileInput } from '@platewise/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { clearOnboardingDraft } from './onboarding-draft'
import { markOnboardingCompleted } from './onboarding-flags'
import { keepPendingProfile } from './pending-profile'
import {
  isServerUnreachable,
  profileSaveErrorMessage,
  saveProfileWithRetries,
} from './save-profile-with-retries'

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
  const [state, setState] = useState<FinishState>({ status: 'idle' })
  const attempt = useRef<AbortController | null>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(
    () => () => {
      attempt.current?.abort()
      clearTimeout(leaveTimer.current)
    },
    [],
  )

  const finish = useCallback(
    async (payload: ProfileInput) => {
      attempt.current?.abort()
      const controller = new AbortController()
      attempt.current = controller
      const goToDashboardAfter = (ms: number) => {
        leaveTimer.current = setTimeout(() => navigate('/dashboard', { replace: true }), ms)
      }

      setState({ status: 'saving', retry: 0 })
      try {
        await saveProfileWithRetries(payload, {
          signal: controller.signal,
          onRetry: (retry) => setState({ status: 'saving', retry }),
        })
        markOnboardingCompleted()
        clearOnboardingDraft()
        setState({ status: 'saved' })
        goToDashboardAfter(GO_TO_DASHBOARD_AFTER_MS)
      } catch (error) {
        if (controller.signal.aborted) return
        if (isServerUnreachable(error)) {
          keepPendingProfile(payload)
          markOnboardingCompleted()
          // the pending profile carries the answers from here on
          clearOnboardingDraft()
          setState({ status: 'offline' })
          goToDashboardAfter(GO_TO_DASHBOARD_OFFLINE_AFTER_MS)
        } else {
          setState({ status: 'failed', message: profileSaveErrorMessage(error) })
        }
      }
    },
    [navigate],
  )

  return { state, finish }
}
