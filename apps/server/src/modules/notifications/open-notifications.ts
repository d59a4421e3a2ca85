import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { AuthService } from '../auth/auth.service'
import {
  attachNotificationBus,
  createLocalBus,
  createPostgresBus,
  type NotificationBus,
} from './notification-bus'
import { notificationStreams } from './notification-stream'
import { notificationsRoutes } from './notifications.routes'
import { createNotificationsService } from './notifications.service'

/**
 * The notifications of an app: its bus (in-process on the embedded database,
 * LISTEN/NOTIFY on PostgreSQL), its streams, ended before the server closes
 * (an open stream would hold the close), and its routes.
 */
export async function openNotifications(deps: {
  app: FastifyInstance
  config: Config
  db: Database
  auth: AuthService
}) {
  const { app, config, db, auth } = deps
  const client = (db as unknown as { $client?: unknown }).$client
  const bus: NotificationBus =
    client instanceof pg.Pool ? await createPostgresBus(db, client, app.log) : createLocalBus()
  attachNotificationBus(db, bus)
  const notifications = createNotificationsService(db)
  const streams = notificationStreams({
    db,
    auth,
    notifications,
    bus,
    heartbeatMs: config.NOTIFICATION_HEARTBEAT_SECONDS * 1_000,
    streamsPerUser: config.NOTIFICATION_STREAMS_PER_USER,
  })
  app.addHook('preClose', async () => streams.closeAll())
  app.addHook('onClose', () => bus.close())
  return notificationsRoutes(auth, notifications, streams)
}
