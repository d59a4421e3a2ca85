import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres://' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis://' })
    .optional(),
  // keys of the rate-limit counters in Redis; tests give each run its own
  REDIS_KEY_PREFIX: z.string().min(1).default('platewise-rl:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOGIN_LIMIT_PER_MINUTE: positiveInt(10),
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: positiveInt(50),
  REGISTER_LIMIT_PER_HOUR: positiveInt(5),
  API_LIMIT_PER_MINUTE: positiveInt(300),
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  // above the 60 s idle timeout of common load balancers, so they never reuse a closed connection
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(72_000),
  SESSION_SWEEP_MINUTES: positiveInt(60),
  // DESIGN.md §9: an uploaded photo is at most 10 MB (MiB: 10,485,760 bytes)
  UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  POST_LIMIT_PER_HOUR: positiveInt(30),
  COMMENT_LIMIT_PER_HOUR: positiveInt(60),
  // an export reads every row of the person: a few an hour is plenty for a person
  EXPORT_LIMIT_PER_HOUR: positiveInt(10),
})

export type Config = z.output<typeof configSchema>

/** Reads the configuration from the environment, failing fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = configSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return result.data
}
