import type { Location } from 'react-router'

/** Where RequireAuth sent someone from, kept in the login page's location state. */
export interface CameFrom {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>
}

/** The page asked for before signing in, else the dashboard. */
export function pageAfterSignIn(state: unknown): string {
  const from = (state as CameFrom | null)?.from
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return '/dashboard'
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}
