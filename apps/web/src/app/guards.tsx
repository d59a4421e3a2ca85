import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useAuth } from '../lib/auth-context'
import { pageAfterSignIn, type CameFrom } from '../lib/page-after-sign-in'

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
