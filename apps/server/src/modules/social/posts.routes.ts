import { postRoutes as contract } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { requireUser, userOf } from '../../http/authenticate'
import { commentRateLimit, postEditRateLimit, postRateLimit } from '../../http/rate-limits'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { PostsService } from './posts.service'

export function postsRoutes(auth: AuthService, posts: PostsService, config: Config) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(
      app,
      contract.create,
      { ...signedIn, config: { rateLimit: postRateLimit(config) } },
      (request) => posts.create(userOf(request).id, request.body),
    )
    route(app, contract.feed, signedIn, (request) => posts.feed(userOf(request).id, request.query))
    route(app, contract.get, signedIn, (request) =>
      posts.get(userOf(request).id, request.params.id),
    )
    route(
      app,
      contract.edit,
      { ...signedIn, config: { rateLimit: postEditRateLimit(config) } },
      (request) => posts.edit(userOf(request).id, request.params.id, request.body.content),
    )
    route(app, contract.like, signedIn, (request) =>
      posts.toggleLike(userOf(request).id, request.params.id),
    )
    route(app, contract.favorite, signedIn, (request) =>
      posts.toggleBookmark(userOf(request).id, request.params.id),
    )
    route(app, contract.comments, signedIn, async (request) => ({
      comments: await posts.comments(userOf(request).id, request.params.id),
    }))
    route(
      app,
      contract.comment,
      { ...signedIn, config: { rateLimit: commentRateLimit(config) } },
      (request) => posts.comment(userOf(request).id, request.params.id, request.body.content),
    )
    route(app, contract.remove, signedIn, async (request) => {
      await posts.remove(userOf(request).id, request.params.id, request.log)
      return null
    })
    route(app, contract.removeComment, signedIn, async (request) => {
      await posts.removeComment(userOf(request).id, request.params.id)
      return null
    })
  }
}
