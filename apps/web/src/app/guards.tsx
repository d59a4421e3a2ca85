import type { ReactNode } from 'react'
import { Navigate, useLocation, type Location } from 'react-router'
import { useAuth } from './auth-context'

/** Where RequireAuth sent someone from, kept in the login page's location state. */
interface CameFrom {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>
}

/** The page asked for before signing in, else the dashboard. */
export function pageAfterSignIn(state: unknown): string {
  const from = (state as CameFrom | null)?.from
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return '/dashboard'
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}

/** Pages for signed-in people: others go to /login, which brings them back (spec §2 Route table). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const location = useLocation()
  if (!user) return <Navigate to="/login" replace state={{ from: location } satisfies CameFrom} />
  return children
}

/** /login is for anonymous visitors only; a signed-in user goes on to the page asked for. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const location = useLocation()
  if (user) return <Navigate to={pageAfterSignIn(location.state)} replace />
  return children
}
