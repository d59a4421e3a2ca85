import { useSyncExternalStore } from 'react'

// Whether the server answers, as the app's own calls last saw it (issue 24):
// a call that got no answer says no, a later answer says yes. Memory only: it
// describes this browser's way to the server, not a person.

let reachable: boolean | undefined
const listeners = new Set<() => void>()

/** What a call saw; the badge in the dashboard's header follows it. */
export function reportServerReachable(answered: boolean) {
  if (reachable === answered) return
  reachable = answered
  for (const listener of listeners) listener()
}

/**
 * A response says the server is there, unless a gateway in front of it answered
 * in its place (502, 503, 504: nobody behind it answered).
 */
export const isServerAnswer = (status: number) => status < 502 || status > 504

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The last call's word: true (answered), false (no answer), undefined (no call yet). */
export function useServerReachable(): boolean | undefined {
  return useSyncExternalStore(subscribe, () => reachable)
}
