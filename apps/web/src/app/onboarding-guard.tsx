import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { syncPendingProfile, usePendingProfileSync } from '../features/onboarding/pending-profile'
import { hasPendingProfile } from '../features/onboarding/pending-profile-store'
import { profileQueries } from '../lib/profile/profile-api'
import { StorageKeys } from '../lib/storage-keys'
import { Alert } from '../ui/alert'
import { FullPageSpinner } from '../ui/spinner'
import { useUserId } from '../lib/auth-context'
import { isJustCompleted } from './onboarding-check'
import { GUARD_NOTES, onboardingStatusFrom, type OnboardingStatus } from './onboarding-status'

type PendingProfileState = 'none' | 'sending' | 'still-waiting'

/**
 * The onboarding guard of spec §4: the dashboard needs a completed onboarding
 * (else /onboarding); the wizard must not be shown again once it is completed
 * (else /dashboard). The profile is read through the query cache, so the pages
 * behind the guard start with it.
 */
export function OnboardingGuard({
  requireCompleted,
  children,
}: {
  requireCompleted: boolean
  children: ReactNode
}) {
  const userId = useUserId()
  // 1. straight from the wizard: trust it once, so a slow server cannot bounce the user back
  const [justCompleted] = useState(isJustCompleted)
  const pending = usePendingProfileFirst()
  // 2. a quick look at the profile service (its failure is tolerated), then the profile
  const askServer = !justCompleted && pending === 'none'
  const health = useQuery({ ...profileQueries.health(userId), enabled: askServer })
  const profile = useQuery({
    ...profileQueries.mine(userId),
    enabled: askServer && health.isFetched,
  })
  // a profile kept offline goes to the server as soon as it answers again
  usePendingProfileSync()

  useEffect(() => {
    if (justCompleted) localStorage.removeItem(StorageKeys.onboardingJustCompleted)
  }, [justCompleted])

  const current: OnboardingStatus = justCompleted
    ? { state: 'known', completed: true, note: null }
    : pending === 'sending'
      ? { state: 'checking' }
      : pending === 'still-waiting'
        ? { state: 'known', completed: true, note: GUARD_NOTES.cached }
        : onboardingStatusFrom(profile)
  // The guard decides once a visit, as the spec's check does: a profile saved
  // later (the wizard's own 'Get Started') must not bounce the page under it.
  const [decided, setDecided] = useState<OnboardingStatus | null>(null)
  if (decided === null && current.state === 'known') setDecided(current)
  const status = decided ?? current
  // What the guard lets through is drawn as a transition, which React renders
  // in short slices between which the browser stays free: the dashboard's
  // first draw was one long task on a slow phone.
  const pageReady = useDeferredValue(status.state === 'known')

  const confirmedByServer = status.state === 'known' && status.completed && !!profile.data
  useEffect(() => {
    if (confirmedByServer) localStorage.setItem(StorageKeys.onboardingCompleted, 'true')
  }, [confirmedByServer])

  if (status.state !== 'known' || !pageReady) {
    return <FullPageSpinner label="Checking your profile..." />
  }
  if (requireCompleted && !status.completed) return <Navigate to="/onboarding" replace />
  if (!requireCompleted && status.completed) return <Navigate to="/dashboard" replace />
  return (
    <>
      {status.note && (
        <div className="fixed inset-x-0 bottom-4 z-50 mx-auto w-fit max-w-[calc(100%-2rem)]">
          <Alert tone="warning" className="shadow-lg">
            {status.note}
          </Alert>
        </div>
      )}
      {children}
    </>
  )
}

/**
 * A profile finished offline is still on its way: it is sent before the
 * server is asked, or the server's 404 would wrongly send the person back to
 * onboarding. While it cannot be delivered, the local answer stands.
 */
function usePendingProfileFirst(): PendingProfileState {
  const [state, setState] = useState<PendingProfileState>(() =>
    hasPendingProfile() ? 'sending' : 'none',
  )
  useEffect(() => {
    if (state !== 'sending') return
    let current = true
    void syncPendingProfile().then(() => {
      if (current) setState(hasPendingProfile() ? 'still-waiting' : 'none')
    })
    return () => {
      current = false
    }
  }, [state])
  return state
}
