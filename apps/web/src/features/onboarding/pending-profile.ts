import type { ProfileInput } from '@platewise/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useUserId } from '../../app/auth-context'
import { isApiError } from '../../lib/api-error'
import { readStoredUser } from '../../lib/auth-storage'
import { StorageKeys } from '../../lib/storage-keys'
import { forgetOnboardingCompleted } from './onboarding-flags'
import { profileKeys, saveProfile } from './profile-api'

// Spec §4 lets onboarding finish while the server cannot be reached, promising
// 'Your data has been saved locally and will sync when the server is back
// online.' This file keeps that promise: the profile waits in localStorage and is
// sent as soon as the server answers again.

export const PENDING_PROFILE_SYNC_INTERVAL_MS = 30_000

interface PendingProfile {
  /** Whose profile it is: on a shared browser another account must not send it. */
  userId: number | null
  payload: ProfileInput
  /** ISO timestamp; also tells a newer pending profile from the one being sent */
  savedAt: string
}

function readEntry(): PendingProfile | null {
  try {
    const raw = localStorage.getItem(StorageKeys.pendingProfile)
    const entry = raw ? (JSON.parse(raw) as PendingProfile) : null
    return entry && typeof entry === 'object' && entry.payload ? entry : null
  } catch {
    return null
  }
}

/** The pending profile of the signed-in user, if any. */
function pendingForCurrentUser(): PendingProfile | null {
  const entry = readEntry()
  const user = readStoredUser()
  if (!entry || !user) return null
  return entry.userId === null || entry.userId === user.id ? entry : null
}

/** Keeps the profile locally until syncPendingProfile delivers it. */
export function keepPendingProfile(payload: ProfileInput): void {
  const entry: PendingProfile = {
    userId: readStoredUser()?.id ?? null,
    payload,
    savedAt: new Date().toISOString(),
  }
  localStorage.setItem(StorageKeys.pendingProfile, JSON.stringify(entry))
}

/** Whether the signed-in user has a profile waiting to reach the server. */
export function hasPendingProfile(): boolean {
  return pendingForCurrentUser() !== null
}

function removeIfUnchanged(entry: PendingProfile) {
  // a newer profile kept while this one was on its way stays for the next round
  if (readEntry()?.savedAt === entry.savedAt) localStorage.removeItem(StorageKeys.pendingProfile)
}

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
