import type { User } from '@platewise/core'
import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router'
import { useAuth } from '../lib/auth-context'
import { readStoredUser } from '../lib/auth-storage'
import { pageAfterSignIn, rememberPageAskedFor } from '../lib/page-after-sign-in'

/**
 * Pages for signed-in people (spec §2 Route table): others go to /login,
 * which brings them back. Read from storage, as the auth state restores it
 * (spec §4 Auth); the router asks again when someone signs in or out
 * (app-router.tsx).
 */
export function requireSignedIn({ request }: LoaderFunctionArgs): User {
  const user = readStoredUser()
  if (user) return user
  rememberPageAskedFor(new URL(request.url))
  throw redirect('/login')
}

/** /login is for anonymous visitors only; a signed-in user goes on to the page asked for. */
export function publicOnly() {
  return readStoredUser() ? redirect(pageAfterSignIn()) : null
}

/**
 * The signed-in pages, while someone is signed in: after a sign-out they draw
 * nothing until the guards, asked again (app-router.tsx), send them to /login.
 */
export function SignedInOutlet() {
  return useAuth().user ? <Outlet /> : null
}
