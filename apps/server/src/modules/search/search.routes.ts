import { searchRoutes as contract } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import { requireUser, userOf } from '../../http/authenticate'
import { route } from '../../http/route'
import type { AuthService } from '../auth/auth.service'
import type { SearchService } from './search.service'

export function searchRoutes(auth: AuthService, search: SearchService) {
  return async function routes(app: FastifyInstance) {
    const signedIn = { preHandler: requireUser(auth) }

    route(app, contract.all, signedIn, (request) => search.all(userOf(request).id, request.query))
    route(app, contract.users, signedIn, (request) =>
      search.users(userOf(request).id, request.query),
    )
    route(app, contract.groups, signedIn, (request) =>
      search.groups(userOf(request).id, request.query),
    )
  }
}
