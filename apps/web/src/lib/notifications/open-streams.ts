/**
 * The notification streams open in this tab, so a sign-out closes them all at
 * once (auth-context.tsx): an open stream holds the last person's session.
 * A module of its own, so the sign-out carries no stream code.
 */
const open = new Set<() => void>()

export function trackStream(close: () => void) {
  open.add(close)
  return () => void open.delete(close)
}

export function isTracked(close: () => void) {
  return open.has(close)
}

export function closeNotificationStreams() {
  for (const close of [...open]) close()
}
