import { useEffect } from 'react'
import { hasStatus } from '../../lib/api-error'

/** The server answered 404 for a post: it was deleted (by its author, maybe on another device). */
export const isPostGone = (error: unknown) => hasStatus(error, 404)

/**
 * A post's page for a post that is gone (404) or that the viewer may not see
 * (403: a private group's): one not-found for both, which says neither.
 */
export const isPostHidden = (error: unknown) => isPostGone(error) || hasStatus(error, 403)

// The card of a post that is gone leaves the screen with it, so the word about
// it is said elsewhere: the dashboard's message area (post-gone-toast.tsx).
const listeners = new Set<() => void>()

/** A post the person acted on turned out to be deleted, and left every list. */
export function announcePostGone() {
  for (const listener of listeners) listener()
}

/** Runs `listener` whenever a post turns out to be gone. */
export function useOnPostGone(listener: () => void) {
  useEffect(() => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [listener])
}
