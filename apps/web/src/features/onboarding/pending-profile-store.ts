import type { ProfileInput } from '@platewise/core'
import { readStoredUser } from '../../lib/auth-storage'
import { StorageKeys } from '../../lib/storage-keys'

// A profile finished while the server could not be reached, kept in
// localStorage until pending-profile.ts delivers it. Free of the query cache
// and React: a signed-in visit checks for one as it starts (app/onboarding-check.ts).

export interface PendingProfile {
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
export function pendingForCurrentUser(): PendingProfile | null {
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

export function removeIfUnchanged(entry: PendingProfile) {
  // a newer profile kept while this one was on its way stays for the next round
  if (readEntry()?.savedAt === entry.savedAt) localStorage.removeItem(StorageKeys.pendingProfile)
}
