import { eventStreamReader, type StreamEvent } from '@platewise/core'

/**
 * GET /api/notifications/stream over real HTTP, read as the web reads it
 * (fetch, the token in the Authorization header): the events in order as
 * they come, and whether the server ended the stream.
 */
export async function openNotificationStream(baseUrl: string, token: string, lastEventId?: number) {
  const controller = new AbortController()
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId)
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers,
    signal: controller.signal,
  })
  const received: StreamEvent[] = []
  const waiters = new Set<() => void>()
  let ended = false
  const reader = eventStreamReader()
  const pump = (async () => {
    if (!response.body || response.status !== 200) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body) {
        received.push(...reader.push(decoder.decode(chunk as Uint8Array, { stream: true })))
        for (const wake of waiters) wake()
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true
      for (const wake of waiters) wake()
    }
  })()

  /** Waits until an event after the first `from` matches, and answers it. */
  function next(match: (event: StreamEvent) => boolean, from = 0): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = received.slice(from).find(match)
        if (found) {
          waiters.delete(check)
          resolve(found)
        } else if (ended) {
          waiters.delete(check)
          reject(new Error(`the stream ended without it; got ${JSON.stringify(received)}`))
        }
      }
      waiters.add(check)
      check()
    })
  }

  return {
    status: response.status,
    headers: response.headers,
    received,
    next,
    /** Resolves once the server has ended the stream. */
    ended: () => pump,
    async close() {
      controller.abort()
      await pump
    },
  }
}

/** The unread count of the latest `unread` event, once one with `count` has come. */
export const unreadIs = (count: number) => (event: StreamEvent) =>
  event.event === 'unread' &&
  (JSON.parse(event.data) as { unread_count: number }).unread_count === count
