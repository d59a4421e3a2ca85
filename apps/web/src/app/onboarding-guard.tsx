import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { usePendingProfileSync } from '../features/onboarding/pending-profile'
import { profileHealthQuery } from '../features/onboarding/profile-api'
import { Alert } from '../ui/alert'
import { FullPageSpinner } from '../ui/spinner'
import { checkOnboardingStatus, type OnboardingStatus } from './onboarding-status'

/**
 * Step 7 of the spec's onboarding guard: the dashboard needs a completed
 * onboarding (else /onboarding); the wizard must not be shown again once it is
 * completed (else /dashboard).
 */
export function OnboardingGuard({
  requireCompleted,
  children,
}: {
  requireCompleted: boolean
  children: ReactNode
}) {
  const [status, setStatus] = useState<OnboardingStatus | null>(null)
  const queryClient = useQueryClient()
  // a profile kept offline goes to the server as soon as it answers again
  usePendingProfileSync()

  useEffect(() => {
    let current = true
    // the health answer is kept for the shell's 'Server Offline' badge
    const checkHealth = () => queryClient.fetchQuery(profileHealthQuery)
    void checkOnboardingStatus(checkHealth).then((result) => {
      if (current) setStatus(result)
    })
    return () => {
      current = false
    }
  }, [queryClient])

  if (!status) return <FullPageSpinner label="Checking your profile..." />
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
