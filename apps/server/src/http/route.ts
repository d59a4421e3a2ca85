import {
  apiErrorBodySchema,
  noContent,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type RouteBody,
  type RouteContract,
  type RouteResponse,
} from '@platewise/core'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify'
import type { z } from 'zod'
import { refuseMultipart } from './multipart'

/** A request whose params, query and body have been parsed by the contract's schemas. */
export type ParsedRequest<C extends RouteContract> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> & {
  params: ParsedParams<C>
  query: ParsedQuery<C>
  body: ParsedBody<C>
}

export type RouteHandler<C extends RouteContract> = (
  request: ParsedRequest<C>,
  reply: FastifyReply,
) => Promise<RouteResponse<C>> | RouteResponse<C>

interface RouteExtras<C extends RouteContract> {
  /** Runs before the handler; `requireUser` for routes whose contract says `auth` */
  preHandler?: preHandlerHookHandler
  /** Runs when the handler fails, e.g. to count a failed login */
  onError?: RouteOptions['onError']
  /** Route config, e.g. a rate limit of its own */
  config?: RouteOptions['config']
  /**
   * The contract's body with a rule only the server can check (the common
   * password list, too big for the browser): same shape, stricter.
   */
  body?: z.ZodType<ParsedBody<C>, RouteBody<C>>
}

/**
 * Registers a route from its contract in @platewise/core: Fastify validates
 * params, query and body with the contract's schemas before the handler runs,
 * the answers are serialised through its response schemas, and the OpenAPI
 * document is generated from the same objects. A contract with one success
 * status answers with it; a handler of a contract with several sets its own.
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  extras: RouteExtras<C>,
  handler: RouteHandler<C>,
) {
  if (contract.auth && !extras.preHandler) {
    throw new Error(`${contract.method} ${contract.path} needs a signed-in user: give requireUser`)
  }
  const statuses = Object.keys(contract.responses).map(Number)
  const onlyStatus = statuses.length === 1 ? statuses[0] : undefined
  const isForm = contract.bodyType === 'multipart'
  app.route({
    method: contract.method,
    url: contract.path,
    // An upload is read only once its sender is known to be signed in (and,
    // with the rate limit moved to onRequest below, within their limits).
    preValidation: isForm
      ? [...(extras.preHandler ? [extras.preHandler] : []), app.readMultipartForm]
      : refuseMultipart,
    preHandler: extras.preHandler,
    onError: extras.onError,
    config: isForm ? countBeforeReading(extras.config) : extras.config,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(contract.auth && { security: [{ bearer: [] }] }),
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: extras.body ?? contract.body }),
      ...(contract.bodyType === 'multipart' && { consumes: ['multipart/form-data'] }),
      response: { ...contract.responses, '4xx': apiErrorBodySchema },
    },
    async handler(request, reply) {
      if (onlyStatus !== undefined) reply.code(onlyStatus)
      const answer = await handler(request as unknown as ParsedRequest<C>, reply)
      // a 204, or a 202 that says nothing more, has no body
      return (contract.responses as Record<number, unknown>)[reply.statusCode] === noContent
        ? reply.send()
        : answer
    },
  })
}

// The rate limit runs at preValidation by default (after the body is parsed, so
// login can be keyed by email); an upload is counted before it is read instead.
function countBeforeReading(config: RouteOptions['config']): RouteOptions['config'] {
  const rateLimit = config?.rateLimit
  if (rateLimit === false) return config
  return { ...config, rateLimit: { ...rateLimit, hook: 'onRequest' } }
}
