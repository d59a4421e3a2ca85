import { socialProfileRoutes as contract } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { requireUser, userOf } from '../../http/authenticate'
import { avatarRateLimit } from '../../http/rate-limits'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { SocialProfileService } from './social-profile.service'

export function socialProfileRoutes(
  auth: AuthService,
  profiles: SocialProfileService,
  config: Config,
) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(app, contract.get, signedIn, (request) =>
      profiles.get(userOf(request).id, request.params.id),
    )
    route(app, contract.posts, signedIn, (request) =>
      profiles.posts(userOf(request).id, request.params.id, request.query),
    )
    route(app, contract.likedPosts, signedIn, async (request) => ({
      posts: await profiles.likedPosts(userOf(request).id, request.params.id),
    }))
    route(app, contract.favoritedPosts, signedIn, async (request) => ({
      posts: await profiles.bookmarkedPosts(userOf(request).id, request.params.id),
    }))
    route(app, contract.edit, signedIn, (request) =>
      profiles.edit(userOf(request).id, request.body, request.log),
    )
    // an upload costs a decode and an encode: limited apart from the general limit
    route(
      app,
      contract.avatar,
      { ...signedIn, config: { rateLimit: avatarRateLimit(config) } },
      (request) => profiles.setAvatar(userOf(request).id, request.body.image, request.log),
    )
  }
}
