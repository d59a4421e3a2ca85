import { todayIso } from '@platewise/core'
import { isApiError } from './api-error'

/** The server refused the `today` sent: more than a day from its own date, a device clock set wrong. */
const todayRefused = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.fields?.today !== undefined

/**
 * Asks with the browser's own date as `today`, since the server cannot know
 * its time zone and counts streaks up to that day. A server refuses a day more
 * than one from its own (core's client-today.ts): then this asks again without
 * it, so a device with a wrong clock still sees its page, with streaks as of
 * the server's day.
 */
export async function askWithToday<T>(
  ask: (query: { today?: string }) => Promise<T>,
  today: string = todayIso(),
): Promise<T> {
  try {
    return await ask({ today })
  } catch (error) {
    if (!todayRefused(error)) throw error
    return ask({})
  }
}
