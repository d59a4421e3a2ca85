import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useUserId } from '../../lib/auth-context'
import { isApiError } from '../../lib/api-error'
import { forgetOnboardingCompleted } from './onboarding-flags'
import {
  hasPendingProfile,
  pendingForCurrentUser,
  removeIfUnchanged,
} from './pending-profile-store'
import { profileKeys, saveProfile } from '../../lib/profile/profile-calls'

// Spec §4 lets onboarding finish while the server cannot be reached, promising
// 'Your data has been saved locally and will sync when the server is back
// online.' This file keeps that promise: the profile waits in localStorage and is
// sent as soon as the server answers again.

export const PENDING_PROFILE_SYNC_INTERVAL_MS = 30_000

let inFlight: Promise<boolean> | null = null

async function sendPending(): Promise<boolean> {
  const entry = pendingForCurrentUser()
  if (!entry) return false
  try {
    await saveProfile(entry.payload)
    removeIfUnchanged(entry)
    return true
  } catch (error) {
    // The server refused the data itself: sending it again would fail forever.
    if (
      isApiError(error) &&
      error.kind === 'http' &&
      (error.status === 400 || error.status === 422)
    ) {
      console.warn('Dropping the locally kept profile the server refused:', error.message)
      removeIfUnchanged(entry)
      // Without a profile on the server onboarding is not really done: forget the
      // local flag, or this page and the guard would send the person back and forth.
      forgetOnboardingCompleted()
    }
    // Anything else (no network, a timeout, a 5xx, a lapsed session) keeps it.
    return false
  }
}

/**
 * Sends the signed-in user's locally kept profile with PUT /api/profile.
 * Resolves true when the server took it (and it is gone from localStorage);
 * false when there was nothing to send, or it stays for a later try (no
 * network, a timeout, a 5xx), or it was dropped because the server answered 400.
 * Calls made while one is under way share it.
 */
export function syncPendingProfile(): Promise<boolean> {
  inFlight ??= sendPending().finally(() => {
    inFlight = null
  })
  return inFlight
}

/**
 * Delivers a pending profile on mount, when the browser comes back online, and
 * every 30 s while one exists; the profile queries are refreshed once it lands.
 * Mounted by the app shell and the onboarding guard.
 */
export function usePendingProfileSync(): void {
  const queryClient = useQueryClient()
  const userId = useUserId()
  useEffect(() => {
    const sync = () => {
      if (!hasPendingProfile()) return
      void syncPendingProfile().then((sent) => {
        if (sent) void queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) })
      })
    }
    sync()
    window.addEventListener('online', sync)
    const timer = window.setInterval(sync, PENDING_PROFILE_SYNC_INTERVAL_MS)
    return () => {
      window.removeEventListener('online', sync)
      window.clearInterval(timer)
    }
  }, [queryClient, userId])
}
