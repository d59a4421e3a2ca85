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
import { AUTH_LOGOUT_EVENT } from '../lib/api-client'
import { clearAuth, readStoredUser, saveAuth, updateStoredUser } from '../lib/auth-storage'
import { logout as logoutCall } from '../features/auth/auth-api'

interface AuthState {
  user: User | null
  loading: boolean
  signIn(token: string, user: User): void
  signOut(): void
  updateUser(changes: Partial<User>): void
}

const AuthContext = createContext<AuthState | null>(null)

export function AuthProvider({ children }: { children: ReactNode }) {
  // Restored from storage with no server call (spec §4 Auth). Reading
  // localStorage is synchronous, so restoration is done before the first render.
  const [user, setUser] = useState<User | null>(() => readStoredUser())
  const loading = false

  useEffect(() => {
    // another call got a 401/403 and cleared the stored session
    const onForcedLogout = () => setUser(null)
    window.addEventListener(AUTH_LOGOUT_EVENT, onForcedLogout)
    return () => window.removeEventListener(AUTH_LOGOUT_EVENT, onForcedLogout)
  }, [])

  const signIn = useCallback((token: string, nextUser: User) => {
    saveAuth(token, nextUser)
    setUser(nextUser)
  }, [])

  const signOut = useCallback(() => {
    // revoke the token on the server, but never keep the person waiting for it
    logoutCall().catch(() => {})
    clearAuth()
    setUser(null)
  }, [])

  const updateUser = useCallback((changes: Partial<User>) => {
    setUser((current) => {
      if (!current) return current
      const next = { ...current, ...changes }
      updateStoredUser(next)
      return next
    })
  }, [])

  const value = useMemo(
    () => ({ user, loading, signIn, signOut, updateUser }),
    [user, loading, signIn, signOut, updateUser],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext)
  if (!state) throw new Error('useAuth() outside <AuthProvider>')
  return state
}
