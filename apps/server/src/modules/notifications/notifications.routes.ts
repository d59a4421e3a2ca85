import { notificationRoutes as contract } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { NotificationStreams } from './notification-stream'
import type { NotificationsService } from './notifications.service'

export function notificationsRoutes(
  auth: AuthService,
  notifications: NotificationsService,
  streams: NotificationStreams,
) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(app, contract.list, signedIn, (request) =>
      notifications.list(userOf(request).id, request.query),
    )
    route(app, contract.unread, signedIn, (request) => notifications.unread(userOf(request).id))
    route(app, contract.read, signedIn, (request) =>
      notifications.markRead(userOf(request).id, request.body),
    )
    route(app, contract.settings, signedIn, (request) => notifications.settings(userOf(request).id))
    route(app, contract.saveSettings, signedIn, (request) =>
      notifications.saveSettings(userOf(request).id, request.body),
    )
    // open for as long as the client reads it: outside the per-minute limit,
    // which counts requests, and limited by open streams per person instead
    route(
      app,
      contract.stream,
      { ...signedIn, config: { rateLimit: false } },
      (request, reply) =>
        streams.handle(request as never, reply, userOf(request).id, request.bearerToken!) as never,
    )
  }
}
