import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'

// @fastify/rate-limit's own Redis store prefixes a limit's keys with its route's
// method and URL, which a limiter made with createRateLimit does not have: the
// failed-login counter was `<prefix>undefinedundefined-login-failures:<address>`.
// This store keeps the plugin's counting (a counter per key for a time window)
// and names a key `<prefix><METHOD> <url>:<key>` for a route's own limit, and
// `<prefix><key>` for the rest, whose keys say what they count.

// INCR and the window's expiry in one step, as the plugin's store does it
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`

// the count so far without adding to it (createRateLimit's { increment: false })
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void

interface CountingRedis extends Redis {
  platewiseRateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>
  platewiseRateLimitRead(key: string): Promise<[number, number]>
}

/** What the plugin really hands `child()`: the limit's options, with the route when it is a route's. */
interface LimitOptions {
  routeInfo?: { method?: string | string[]; url?: string }
}

/** A store class for @fastify/rate-limit's `store` option, counting in `redis` under `prefix`. */
export function redisRateLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const counting = redis as CountingRedis
  if (!('platewiseRateLimitIncrement' in redis)) {
    redis.defineCommand('platewiseRateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT })
    redis.defineCommand('platewiseRateLimitRead', { numberOfKeys: 1, lua: READ })
  }

  const answer = (call: Promise<[number, number]>, callback: Callback) => {
    call.then(
      ([current, ttl]) => callback(null, { current, ttl }),
      (error: Error) => callback(error),
    )
  }

  // the plugin makes the first one with its options, which say nothing this store needs
  class RedisRateLimitStore implements FastifyRateLimitStore {
    keyPrefix = prefix

    incr(key: string, callback: Callback, timeWindow: number) {
      answer(counting.platewiseRateLimitIncrement(this.keyPrefix + key, timeWindow), callback)
    }

    read(key: string, callback: Callback) {
      answer(counting.platewiseRateLimitRead(this.keyPrefix + key), callback)
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (options as unknown as LimitOptions).routeInfo ?? {}
      const route = method && url ? `${[method].flat().join(',')} ${url}:` : ''
      const store = new RedisRateLimitStore()
      store.keyPrefix = `${this.keyPrefix}${route}`
      return store
    }
  }
  return RedisRateLimitStore
}
