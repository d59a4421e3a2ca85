import {
  eventStreamReader,
  notificationRoutes,
  type Notification,
  type NotificationStreamEvent,
} from '@platewise/core'
import { AUTH_LOGOUT_EVENT, readToken } from '../auth-storage'
import { isTracked, trackStream } from './open-streams'

// The live notifications of issue 27 (decision 041): fetch with the bearer
// token in its Authorization header, read as text/event-stream. EventSource
// cannot send that header, and the long-lived token must not go in a URL
// (addresses end up in logs and histories). fetch does not reconnect by
// itself: this does, after a pause that grows, sending Last-Event-ID so
// nothing sent meanwhile is missed.

const API_BASE = import.meta.env.VITE_API_URL ?? ''
const FIRST_RETRY_MS = 1_000
const MAX_RETRY_MS = 30_000

export interface StreamHandlers {
  onNotification(line: Notification): void
  onUnread(count: number): void
}

/**
 * Opens the signed-in person's stream and keeps it open, reconnecting, until
 * the answered function is called, or the person signs out, or the server
 * says the session has ended (401).
 */
export function openNotificationStream(handlers: StreamHandlers): () => void {
  const controller = new AbortController()
  let lastEventId: string | undefined
  let retryMs = FIRST_RETRY_MS
  let timer: ReturnType<typeof setTimeout> | undefined

  const close = () => {
    controller.abort()
    clearTimeout(timer)
    untrack()
  }
  const untrack = trackStream(close)

  async function connect() {
    const token = readToken()
    if (!token || controller.signal.aborted) return close()
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
    }
    if (lastEventId) headers['last-event-id'] = lastEventId
    const response = await fetch(`${API_BASE}${notificationRoutes.stream.path}`, {
      headers,
      signal: controller.signal,
    })
    if (response.status === 401) {
      // the session is over: the app signs out, as after any call answered 401
      window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT))
      return close()
    }
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
    const reader = eventStreamReader()
    const decoder = new TextDecoder()
    const body = response.body.getReader()
    for (;;) {
      const { done, value } = await body.read()
      if (done) return
      retryMs = FIRST_RETRY_MS
      for (const event of reader.push(decoder.decode(value, { stream: true }))) {
        if (event.id) lastEventId = event.id
        // the server's own shapes (core's notificationStreamEventSchema); the web
        // parses no answer with zod, which stays out of the first load (decision 022)
        const sent = { event: event.event, data: JSON.parse(event.data) } as NotificationStreamEvent
        if (sent.event === 'notification') handlers.onNotification(sent.data)
        else if (sent.event === 'unread') handlers.onUnread(sent.data.unread_count)
      }
    }
  }

  function run() {
    connect()
      .catch(() => {})
      .finally(() => {
        if (controller.signal.aborted || !isTracked(close)) return
        timer = setTimeout(run, retryMs)
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
      })
  }
  run()
  return close
}
