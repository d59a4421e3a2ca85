import type { User } from '@platewise/core'
import { PER_USER_STORAGE_KEYS, StorageKeys } from './storage-keys'

/** Sent on window when the server refused the stored session: the app signs out (spec §4 Auth). */
export const AUTH_LOGOUT_EVENT = 'auth:logout'

/** The stored auth record of spec §3. */
export interface StoredAuth {
  token: string
  user: User
  domain: string
  timestamp: number
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function saveAuth(token: string, user: User) {
  const record: StoredAuth = { token, user, domain: window.location.origin, timestamp: Date.now() }
  localStorage.setItem(StorageKeys.authRecord, JSON.stringify(record))
  localStorage.setItem(StorageKeys.token, token)
  localStorage.setItem(StorageKeys.user, JSON.stringify(user))
  localStorage.setItem(StorageKeys.domain, record.domain)
  const now = new Date().toISOString()
  if (!localStorage.getItem(StorageKeys.firstAccess))
    localStorage.setItem(StorageKeys.firstAccess, now)
  localStorage.setItem(StorageKeys.lastAccess, now)
  localStorage.setItem(StorageKeys.hasAccessedApp, 'true')
}

/** The signed-in user as stored, without asking the server (spec §4 Auth). */
export function readStoredUser(): User | null {
  const record = readJson<StoredAuth>(StorageKeys.authRecord)
  if (record?.token && record.user) return record.user
  const token = localStorage.getItem(StorageKeys.token)
  const user = readJson<User>(StorageKeys.user)
  return token && user ? user : null
}

/** The bearer token: from the stored record, else the plain stored token (spec §6). */
export function readToken(): string | null {
  return (
    readJson<StoredAuth>(StorageKeys.authRecord)?.token ?? localStorage.getItem(StorageKeys.token)
  )
}

export function updateStoredUser(user: User) {
  const record = readJson<StoredAuth>(StorageKeys.authRecord)
  if (record) localStorage.setItem(StorageKeys.authRecord, JSON.stringify({ ...record, user }))
  localStorage.setItem(StorageKeys.user, JSON.stringify(user))
}

/**
 * Forgets everything kept for the person who was signed in (spec §4 Auth asks
 * for the session and the onboarding flag; the rest is theirs too).
 */
export function clearUserStorage() {
  for (const key of PER_USER_STORAGE_KEYS) localStorage.removeItem(key)
}
