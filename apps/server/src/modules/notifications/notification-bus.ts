import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Database } from '../../db/client'

// Who is told that someone's notifications changed (decision 041). Streams
// subscribe by user id; a service publishes the people an action notified
// once its transaction has committed. The message says only "look again":
// the stream reads what is new from the database, so a lost message costs a
// delay until the stream's next heartbeat, never a notification.
//
// One server on its own database (PGlite) fans out in-process. Servers
// sharing PostgreSQL publish with pg_notify and each LISTENs on one
// connection of its own, so a like on one instance reaches a stream on another.

export const NOTIFICATION_CHANNEL = 'platewise_notifications'
// pg_notify's payload is at most 8000 bytes: ids go in chunks well under it
const IDS_PER_MESSAGE = 500

type Listener = () => void

export interface NotificationBus {
  publish(recipientIds: number[]): Promise<void>
  subscribe(userId: number, listener: Listener): () => void
  close(): Promise<void>
}

function localListeners() {
  const byUser = new Map<number, Set<Listener>>()
  return {
    subscribe(userId: number, listener: Listener) {
      const set = byUser.get(userId) ?? new Set()
      set.add(listener)
      byUser.set(userId, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) byUser.delete(userId)
      }
    },
    wake(userIds: Iterable<number>) {
      for (const id of userIds) for (const listener of byUser.get(id) ?? []) listener()
    },
    wakeAll() {
      for (const set of byUser.values()) for (const listener of set) listener()
    },
  }
}

/** In-process fan-out: the embedded database has one server. */
export function createLocalBus(): NotificationBus {
  const listeners = localListeners()
  return {
    subscribe: listeners.subscribe,
    async publish(recipientIds) {
      listeners.wake(new Set(recipientIds))
    },
    async close() {},
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY: publishing is a pg_notify through the pool; one
 * connection of this server's own listens, and is opened again when it drops
 * (then every stream here looks again, for what came while it was away).
 */
export async function createPostgresBus(
  db: Database,
  pool: pg.Pool,
  log?: FastifyBaseLogger,
): Promise<NotificationBus> {
  const listeners = localListeners()
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  async function connect() {
    const next = new pg.Client(pool.options)
    next.on('notification', (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL || !message.payload) return
      listeners.wake(new Set(message.payload.split(',').map(Number)))
    })
    next.on('error', (error) => {
      log?.warn({ err: error }, 'notification listener lost its connection')
      void next.end().catch(() => {})
      if (client === next) client = undefined
      scheduleReconnect()
    })
    await next.connect()
    await next.query(`listen ${NOTIFICATION_CHANNEL}`)
    if (closed) return void (await next.end())
    client = next
  }

  function scheduleReconnect() {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect().then(
        () => listeners.wakeAll(),
        (error: unknown) => {
          log?.warn({ err: error }, 'notification listener could not reconnect')
          scheduleReconnect()
        },
      )
    }, 1_000)
  }

  await connect()
  return {
    subscribe: listeners.subscribe,
    async publish(recipientIds) {
      const ids = [...new Set(recipientIds)]
      for (let start = 0; start < ids.length; start += IDS_PER_MESSAGE) {
        const payload = ids.slice(start, start + IDS_PER_MESSAGE).join(',')
        await pool.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, payload])
      }
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end()
    },
  }
}

const buses = new WeakMap<Database, NotificationBus>()

/** The bus of the app that owns this database handle (app.ts attaches it). */
export function attachNotificationBus(db: Database, bus: NotificationBus) {
  buses.set(db, bus)
}

export function notificationBusOf(db: Database): NotificationBus | undefined {
  return buses.get(db)
}

/**
 * Tells the streams of these people that their notifications changed, after
 * the commit. Without a bus (the demo seed, scripts) there are no streams.
 * A failed publish is logged, not thrown: the action itself succeeded, and
 * the streams find the change at their next heartbeat.
 */
export function publishNotifications(
  db: Database,
  recipientIds: number[] | undefined,
  log?: FastifyBaseLogger,
) {
  const bus = buses.get(db)
  if (!bus || !recipientIds || recipientIds.length === 0) return
  bus.publish(recipientIds).catch((error: unknown) => {
    log?.warn({ err: error }, 'could not publish notifications')
  })
}
