import type { User } from '@platewise/core'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import {
  AUTH_LOGOUT_EVENT,
  clearUserStorage,
  readStoredUser,
  readToken,
  saveAuth,
  updateStoredUser,
} from './auth-storage'
import { closeNotificationStreams } from './notifications/open-streams'

interface AuthState {
  user: User | null
  signIn(token: string, user: User): void
  signOut(): void
  /** Signs out after the account was deleted: the server holds no session to revoke. */
  forgetDeletedAccount(): void
  updateUser(changes: Partial<User>): void
}

const AuthContext = createContext<AuthState | null>(null)

export function AuthProvider({ children }: { children: ReactNode }) {
  // Restored from storage with no server call (spec §4 Auth). Reading
  // localStorage is synchronous, so restoration is done before the first
  // render and there is no loading state to show.
  const [user, setUser] = useState<User | null>(() => readStoredUser())

  // Everything the browser keeps for a person is theirs alone: per-user storage
  // goes whenever someone signs out or signs in, and the query cache with it
  // (app/query-scope.tsx), so the next person on this tab never sees the last one's meals.
  const forgetUserData = useCallback(() => {
    clearUserStorage()
    // an open notification stream holds the last person's session
    closeNotificationStreams()
  }, [])

  useEffect(() => {
    // a call came back 401: the session is over (spec §4 Auth)
    const onRejectedSession = () => {
      forgetUserData()
      setUser(null)
    }
    window.addEventListener(AUTH_LOGOUT_EVENT, onRejectedSession)
    return () => window.removeEventListener(AUTH_LOGOUT_EVENT, onRejectedSession)
  }, [forgetUserData])

  const signIn = useCallback(
    (token: string, nextUser: User) => {
      forgetUserData()
      saveAuth(token, nextUser)
      setUser(nextUser)
    },
    [forgetUserData],
  )

  const signOut = useCallback(() => {
    // revoke the token on the server, but never keep the person waiting for it;
    // the API client comes with its schemas, which the landing page does without
    const token = readToken()
    if (token) {
      void import('./revoke-session')
        .then(({ revokeSession }) => revokeSession(token))
        .catch(() => {})
    }
    forgetUserData()
    setUser(null)
  }, [forgetUserData])

  const forgetDeletedAccount = useCallback(() => {
    forgetUserData()
    setUser(null)
  }, [forgetUserData])

  const updateUser = useCallback((changes: Partial<User>) => {
    setUser((current) => {
      if (!current) return current
      const next = { ...current, ...changes }
      updateStoredUser(next)
      return next
    })
  }, [])

  const value = useMemo(
    () => ({ user, signIn, signOut, forgetDeletedAccount, updateUser }),
    [user, signIn, signOut, forgetDeletedAccount, updateUser],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext)
  if (!state) throw new Error('useAuth() outside <AuthProvider>')
  return state
}

/**
 * The signed-in user's id, for query keys: every cached answer that holds a
 * person's data is filed under their id. Only for pages behind RequireAuth.
 */
export function useUserId(): number {
  const { user } = useAuth()
  if (!user) throw new Error('useUserId() on a page for signed-out visitors')
  return user.id
}
