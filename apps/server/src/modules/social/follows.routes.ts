import { followRoutes as contract } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { FollowsService } from './follows.service'

export function followsRoutes(auth: AuthService, follows: FollowsService) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(app, contract.follow, signedIn, (request) =>
      follows.follow(userOf(request).id, request.params.id),
    )
    route(app, contract.unfollow, signedIn, (request) =>
      follows.unfollow(userOf(request).id, request.params.id),
    )
    route(app, contract.followers, signedIn, (request) =>
      follows.followers(userOf(request).id, request.params.id, request.query),
    )
    route(app, contract.following, signedIn, (request) =>
      follows.following(userOf(request).id, request.params.id, request.query),
    )
  }
}
