import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Config } from '../config'

/** A secret as several instances sharing one Redis would share it (REDIS_KEY_SECRET). */
export const TEST_REDIS_KEY_SECRET = 'test-secret-shared-by-every-instance-of-a-test'

/**
 * Where a test's rate-limit counters live: in memory, and in Redis as well when
 * REDIS_URL is set (.ci/run starts one), so each limit is proved in both. Each
 * call gives the Redis run a key prefix of its own.
 */
export function rateLimitStores(): { store: string; config: Partial<Config> }[] {
  const redisUrl = process.env.REDIS_URL
  return [
    { store: 'in memory', config: {} },
    ...(redisUrl
      ? [
          {
            store: 'in Redis',
            config: {
              REDIS_URL: redisUrl,
              REDIS_KEY_PREFIX: `platewise-test-${randomBytes(6).toString('hex')}:`,
              REDIS_KEY_SECRET: TEST_REDIS_KEY_SECRET,
            },
          },
        ]
      : []),
  ]
}

/** Every key under `prefix` in the Redis at REDIS_URL, as an operator listing them would see it. */
export async function redisKeys(prefix: string): Promise<string[]> {
  const redis = new Redis(process.env.REDIS_URL!)
  try {
    const keys: string[] = []
    let cursor = '0'
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
      keys.push(...batch)
      cursor = next
    } while (cursor !== '0')
    return keys.sort()
  } finally {
    redis.disconnect()
  }
}
