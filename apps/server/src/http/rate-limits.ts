import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { Config } from '../config'

/**
 * DESIGN.md §9: every request is limited per caller; login and register have
 * tighter limits of their own (see `loginRateLimit`, `registerRateLimit`).
 * Counters live in memory, or in Redis when several instances must share them.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config) {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  await app.register(rateLimit, {
    global: true,
    hook: 'preValidation', // after body parsing, so login can be keyed by email
    max: config.API_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'platewise-rl:',
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  })
}

// Keyed on the user only once `identifyCaller` has verified the token; anything
// else, including a token nobody was given, counts against the address.
function callerKey(request: FastifyRequest): string {
  return request.currentUser ? `user:${request.currentUser.id}` : `ip:${request.ip}`
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
}

export const loginRateLimit = (config: Config) => ({
  max: config.LOGIN_LIMIT_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `login:${request.ip}:${emailOf(request)}`,
  errorResponseBuilder: () => ({
    statusCode: 429,
    message: 'Too many login attempts. Please try again later.',
  }),
})

export const registerRateLimit = (config: Config) => ({
  max: config.REGISTER_LIMIT_PER_HOUR,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `register:${request.ip}`,
  // the register page's 'Check Server Status' posts an empty body, which creates
  // nothing and answers 400, so it must not use up a visitor's registrations
  allowList: (request: FastifyRequest) => emailOf(request) === '',
  errorResponseBuilder: () => ({
    statusCode: 429,
    message: 'Too many registration attempts. Please try again later.',
  }),
})
