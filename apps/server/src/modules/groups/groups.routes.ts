import { groupRoutes as contract, todayIso } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { requireUser, userOf } from '../../http/authenticate'
import { groupRateLimit, postRateLimit } from '../../http/rate-limits'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { GroupsService } from './groups.service'

export function groupsRoutes(auth: AuthService, groups: GroupsService, config: Config) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    // streaks are counted up to the viewer's own day, as GET /api/meals/streak does
    route(app, contract.list, signedIn, async (request) => ({
      groups: await groups.list(userOf(request).id, request.query.today ?? todayIso()),
    }))
    // an hourly limit of its own: each new group could carry one more invitation (issue 24)
    route(
      app,
      contract.create,
      { ...signedIn, config: { rateLimit: groupRateLimit(config) } },
      (request) => groups.create(userOf(request).id, request.body, todayIso()),
    )
    route(app, contract.get, signedIn, (request) =>
      groups.get(userOf(request).id, request.params.id, request.query.today ?? todayIso()),
    )
    route(app, contract.join, signedIn, (request) =>
      groups.join(userOf(request).id, request.params.id, todayIso()),
    )
    route(app, contract.leave, signedIn, async (request) => {
      await groups.leave(userOf(request).id, request.params.id)
      return null
    })
    route(app, contract.posts, signedIn, (request) =>
      groups.posts(userOf(request).id, request.params.id, request.query),
    )
    // the same hourly posting limit as posts, counted apart (docs/decisions/013-groups.md)
    route(
      app,
      contract.share,
      { ...signedIn, config: { rateLimit: postRateLimit(config) } },
      (request) => groups.share(userOf(request).id, request.params.id, request.body),
    )
    route(app, contract.likePost, signedIn, (request) =>
      groups.toggleLike(userOf(request).id, request.params.id, request.params.postId),
    )
    route(app, contract.removePost, signedIn, async (request) => {
      await groups.removePost(
        userOf(request).id,
        request.params.id,
        request.params.postId,
        request.log,
      )
      return null
    })
    route(app, contract.inviteCandidates, signedIn, async (request) => ({
      users: await groups.inviteCandidates(userOf(request).id, request.params.id),
    }))
    route(app, contract.invite, signedIn, (request) =>
      groups.invite(userOf(request).id, request.params.id, request.body.user_id, new Date()),
    )
    route(app, contract.decline, signedIn, async (request) => {
      await groups.decline(userOf(request).id, request.params.id, new Date())
      return null
    })
  }
}
