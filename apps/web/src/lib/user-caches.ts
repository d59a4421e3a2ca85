/**
 * What the app keeps in memory for the signed-in person (the query cache),
 * forgotten with their storage whenever someone signs out or in. A cache
 * registers itself here when it is made, so the auth state can clear it
 * without loading its code: the landing page has none, and does without
 * TanStack Query.
 */
const clears = new Set<() => void>()

/** `clear` runs at every sign-out and sign-in from now on, until the returned function is called. */
export function forgetAtSignOut(clear: () => void): () => void {
  clears.add(clear)
  return () => clears.delete(clear)
}

export function forgetUserCaches() {
  for (const clear of clears) clear()
}
