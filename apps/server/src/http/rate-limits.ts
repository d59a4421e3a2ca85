import rateLimit from '@fastify/rate-limit'
import { PASSWORD_RESET_MESSAGES } from '@platewise/core'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { Config } from '../config'
import { emailCounterKey } from './counter-keys'
import { AppError, INVALID_CREDENTIALS } from './errors'
import { redisRateLimitStore } from './redis-rate-limit-store'

// The spec's §8 message for a 429 at login.
export const TOO_MANY_LOGINS_MESSAGE = 'Too many login attempts. Please try again later.'

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
    ...(redis && { store: redisRateLimitStore(redis, config.REDIS_KEY_PREFIX) }),
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
  keyGenerator: (request: FastifyRequest) =>
    `login:${request.ip}:${emailCounterKey(config, emailOf(request))}`,
  errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY_LOGINS_MESSAGE }),
})

/**
 * Failed logins per address, whatever the email (Mastodon throttles sign-ins per
 * address as well as per account): the per address+email limit alone lets one
 * address try a password on account after account. Only failures count and only
 * the address is held back, so nobody elsewhere can lock an owner out of their
 * account, and signing in often is never limited by it. Once the address has
 * used its failures even a right password is refused, or the 429 would tell a
 * guesser nothing while a 200 told them everything.
 */
export function failedLoginLimit(app: FastifyInstance, config: Config) {
  const limiter = app.createRateLimit({
    max: config.LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `login-failures:${request.ip}`,
  })
  return {
    /** A preHandler: refuses an address that has used up its failures. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      const state = await limiter(request, { increment: false })
      if (state.isAllowed || state.remaining > 0) return
      reply.header('retry-after', Math.max(1, state.ttlInSeconds))
      throw new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY_LOGINS_MESSAGE)
    },
    /** An onError hook: counts a wrong email or password against the address. */
    async countFailure(request: FastifyRequest, _reply: FastifyReply, error: FastifyError) {
      if (error instanceof AppError && error.code === INVALID_CREDENTIALS) await limiter(request)
    },
  }
}

export type FailedLoginLimit = ReturnType<typeof failedLoginLimit>

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

/**
 * Password reset requests per address (issue 27): each one may send a mail.
 * The confirmation has only the general limit: its token cannot be guessed
 * (256 bits) and a dead token costs no hashing.
 */
export const passwordResetRateLimit = (config: Config) => ({
  max: config.PASSWORD_RESET_LIMIT_PER_HOUR,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `password-reset:${request.ip}`,
  errorResponseBuilder: () => ({
    statusCode: 429,
    message: PASSWORD_RESET_MESSAGES.tooManyRequests,
  }),
})

/**
 * Password reset requests per email, from any address: nobody can fill a
 * person's inbox with reset mail. An email with no account is counted the
 * same, so the limit tells nothing about who has one. In Redis the email is
 * named by its HMAC, as the login counters name it (counter-keys.ts).
 */
export function passwordResetEmailLimit(app: FastifyInstance, config: Config) {
  const limiter = app.createRateLimit({
    max: config.PASSWORD_RESET_LIMIT_PER_EMAIL_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `password-reset-email:${emailCounterKey(config, emailOf(request))}`,
  })
  /** A preHandler, after the body is parsed: counts the email and refuses it past the limit. */
  return async function check(request: FastifyRequest, reply: FastifyReply) {
    const state = await limiter(request)
    if (state.isAllowed || !state.isExceeded) return
    reply.header('retry-after', Math.max(1, state.ttlInSeconds))
    throw new AppError(429, 'TOO_MANY_REQUESTS', PASSWORD_RESET_MESSAGES.tooManyRequests)
  }
}

// DESIGN.md §9: posting and commenting have hourly limits of their own, per user.
const perUserPerHour = (max: number, what: string, key = what) => ({
  max,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `${key}:${callerKey(request)}`,
  errorResponseBuilder: () => ({
    statusCode: 429,
    message: `You have made too many ${what} in the last hour. Please try again later.`,
  }),
})

export const postRateLimit = (config: Config) => perUserPerHour(config.POST_LIMIT_PER_HOUR, 'posts')

/** Edits of one's posts per user per hour, counted apart from new posts, with the same limit. */
export const postEditRateLimit = (config: Config) =>
  perUserPerHour(config.POST_LIMIT_PER_HOUR, 'post edits', 'post-edits')

export const commentRateLimit = (config: Config) =>
  perUserPerHour(config.COMMENT_LIMIT_PER_HOUR, 'comments')

/** New groups per user per hour: each could carry one more invitation to anyone one follows. */
export const groupRateLimit = (config: Config) =>
  perUserPerHour(config.GROUP_LIMIT_PER_HOUR, 'groups')

/** 'Copy yesterday' per user per hour: one call writes up to 50 meals (decision 037). */
export const mealCopyRateLimit = (config: Config) =>
  perUserPerHour(config.MEAL_COPY_LIMIT_PER_HOUR, 'copies of a day', 'meal-copies')

/** Each export (the JSON, the meals CSV) is counted per user per hour. */
export const exportRateLimit = (config: Config) =>
  perUserPerHour(config.EXPORT_LIMIT_PER_HOUR, 'exports')

/**
 * New profile pictures per user per hour (issue 24): each one costs a decode
 * and an encode of up to 10 MB, and the general limit alone let one account
 * keep the image pipeline busy.
 */
export const avatarRateLimit = (config: Config) =>
  perUserPerHour(config.AVATAR_LIMIT_PER_HOUR, 'profile picture uploads', 'avatars')
