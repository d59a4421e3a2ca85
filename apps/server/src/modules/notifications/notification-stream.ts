import type { Notification } from '@platewise/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { tooManyRequests } from '../../http/errors'
import type { AuthService } from '../auth/auth.service'
import type { NotificationBus } from './notification-bus'
import { latestNotificationId, unreadCount } from './notifications.queries'
import type { NotificationsService } from './notifications.service'

// GET /api/notifications/stream (decision 041): Server-Sent Events on a
// request authenticated like every other, by the bearer token in its
// Authorization header (the web reads it with fetch, not EventSource, so the
// long-lived token never goes in a URL). Each notification event carries its
// line's id; a client that reconnects with Last-Event-ID gets every line
// changed after it. The stream looks again when the bus says so and at every
// heartbeat, and ends once its session has ended (sign-out, revoked, expired).

const BATCH = 50
// In the buffer of a socket that does not read, beyond this the stream ends
// instead of holding more: the client reconnects and resumes by its last id.
const MAX_BUFFERED_BYTES = 256 * 1024

export interface StreamOptions {
  db: Database
  auth: AuthService
  notifications: NotificationsService
  bus: NotificationBus
  heartbeatMs: number
  streamsPerUser: number
}

export const STREAM_LIMIT_MESSAGE =
  'Too many notification streams are open. Close a tab or two and try again.'

/** A Last-Event-ID we sent: a line id, or nothing usable. */
function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id']
  const value = Array.isArray(header) ? header[0] : header
  if (!value || !/^\d{1,10}$/.test(value)) return undefined
  const id = Number(value)
  return id <= 2_147_483_647 ? id : undefined
}

export function notificationStreams(options: StreamOptions) {
  const { db, auth, notifications, bus } = options
  const open = new Map<number, Set<() => void>>()
  // once the server closes, a stream still being opened (its first query in flight when
  // closeAll ran) ends as soon as it is registered: a stream left open would hold the server's
  // close until its client went away
  let closed = false

  function count(userId: number) {
    return open.get(userId)?.size ?? 0
  }

  return {
    /** Ends every open stream (the server is closing). */
    closeAll() {
      closed = true
      for (const set of open.values()) for (const end of set) end()
    },

    openCount() {
      let total = 0
      for (const set of open.values()) total += set.size
      return total
    },

    async handle(request: FastifyRequest, reply: FastifyReply, userId: number, token: string) {
      if (count(userId) >= options.streamsPerUser) throw tooManyRequests(STREAM_LIMIT_MESSAGE)
      let sentUpTo = lastEventId(request) ?? (await latestNotificationId(db, userId))
      const raw = reply.raw
      reply.hijack()
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // proxies such as nginx would otherwise hold events back in their buffer
        'x-accel-buffering': 'no',
      })
      raw.socket?.setNoDelay(true)

      let ended = false
      let running = false
      let again = false

      const write = (text: string) => {
        if (ended) return
        raw.write(text)
        if (raw.writableLength > MAX_BUFFERED_BYTES) end()
      }
      const send = (event: string, data: unknown, id?: number) =>
        write(
          `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
        )

      const ends = open.get(userId) ?? new Set<() => void>()
      open.set(userId, ends)
      const unsubscribe = bus.subscribe(userId, () => void look())
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n')
        void look()
      }, options.heartbeatMs)

      function end() {
        if (ended) return
        ended = true
        clearInterval(heartbeat)
        unsubscribe()
        ends.delete(end)
        if (ends.size === 0 && open.get(userId) === ends) open.delete(userId)
        raw.end()
      }
      ends.add(end)
      raw.on('close', end)
      if (closed) return end()

      /** Sends what changed since the last line sent, and the unread count; one at a time. */
      async function look() {
        if (ended) return
        if (running) {
          again = true
          return
        }
        running = true
        try {
          do {
            again = false
            // a session ended elsewhere (sign-out, revoked, expired) ends its streams
            if (!(await auth.identify(token))) return end()
            let batch: Notification[]
            do {
              batch = await notifications.after(userId, sentUpTo, BATCH)
              for (const line of batch) {
                send('notification', line, line.id)
                sentUpTo = line.id
              }
            } while (batch.length === BATCH && !ended)
            send('unread', { unread_count: await unreadCount(db, userId) })
          } while (again && !ended)
        } catch (error) {
          request.log.warn({ err: error }, 'notification stream could not read')
          end()
        } finally {
          running = false
        }
      }

      // what the client reconnecting with Last-Event-ID missed, and the count to start with
      write(`retry: 3000\n\n`)
      await look()
    },
  }
}

export type NotificationStreams = ReturnType<typeof notificationStreams>
