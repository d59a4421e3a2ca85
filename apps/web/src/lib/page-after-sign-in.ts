/**
 * The page a signed-out visitor asked for, kept in memory while they sign in
 * (a route loader's redirect to /login carries no location state).
 */
let askedFor: string | null = null

/** The sign-in guard sent someone to /login from `url` (app/guards.ts). */
export function rememberPageAskedFor(url: URL) {
  askedFor = `${url.pathname}${url.search}${url.hash}`
}

/** The page asked for before signing in, else the dashboard. */
export function pageAfterSignIn(): string {
  if (!askedFor?.startsWith('/') || askedFor.startsWith('//')) return '/dashboard'
  return askedFor
}

/** Signed in: the page asked for is where they go now, and not again later. */
export function takePageAfterSignIn(): string {
  const page = pageAfterSignIn()
  askedFor = null
  return page
}
