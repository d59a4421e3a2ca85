import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { UPLOAD_MAX_BYTES_DEFAULT } from '@platewise/core'
import { z } from 'zod'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const trueOrFalse = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .default('false')
    .transform((value) => value === 'true')

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
  // the key of the HMAC that stands for an email in those keys (http/counter-keys.ts)
  REDIS_KEY_SECRET: z
    .string()
    .min(32, { error: 'REDIS_KEY_SECRET must be at least 32 characters: use a random secret' })
    .optional(),
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
  // DESIGN.md §9: an uploaded photo is at most 10 MB (MiB: 10,485,760 bytes); the
  // web app shrinks a larger photo to fit the default before sending it
  UPLOAD_MAX_BYTES: positiveInt(UPLOAD_MAX_BYTES_DEFAULT),
  // a notification stream's comment line that keeps proxies from closing it, and the
  // moment it checks its session is still live and looks for anything missed
  NOTIFICATION_HEARTBEAT_SECONDS: positiveInt(20),
  // open streams per person: a few tabs and devices; more would only hold memory
  NOTIFICATION_STREAMS_PER_USER: positiveInt(10),
  POST_LIMIT_PER_HOUR: positiveInt(30),
  COMMENT_LIMIT_PER_HOUR: positiveInt(60),
  // a new profile picture is decoded and re-encoded: a person changes theirs a few times at most
  AVATAR_LIMIT_PER_HOUR: positiveInt(10),
  // new groups per user: a few a day is what a person makes; each could carry an invitation
  GROUP_LIMIT_PER_HOUR: positiveInt(10),
  // an export reads every row of the person: a few an hour is plenty for a person
  EXPORT_LIMIT_PER_HOUR: positiveInt(10),
  // 'Copy yesterday' writes up to 50 meals a call: a person copies a day once or twice
  MEAL_COPY_LIMIT_PER_HOUR: positiveInt(20),
  // Uploaded images go to this S3 bucket when it is set, else to DATA_DIR/uploads
  // (decision 021); either way the server serves them at /uploads/<key>.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    })
    .optional(),
  // an S3-compatible service (MinIO, R2, ...); none for AWS itself
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// address' })
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  // without them the AWS SDK finds credentials itself (AWS_* variables, an instance role)
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: trueOrFalse('S3_FORCE_PATH_STYLE'),
  // Password reset by email (decision 036): offered only when SMTP_URL is set
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, {
      error: 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@host:587',
    })
    .optional(),
  // the sender of the reset mail, e.g. "Platewise <no-reply@example.com>"
  MAIL_FROM: z.string().min(3).optional(),
  // where people open the app: the reset link is APP_URL/reset-password?token=…
  APP_URL: z
    .url({ protocol: /^https?$/, error: 'APP_URL must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  // reset requests per address per hour, and per email per hour (each one is a mail sent)
  PASSWORD_RESET_LIMIT_PER_HOUR: positiveInt(10),
  PASSWORD_RESET_LIMIT_PER_EMAIL_PER_HOUR: positiveInt(3),
})

const checkedSchema = configSchema.superRefine((config, context) => {
  if (config.REDIS_URL && !config.REDIS_KEY_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['REDIS_KEY_SECRET'],
      message:
        "REDIS_KEY_SECRET is required when REDIS_URL is set: a random secret of at least 32 characters, the same on every instance that shares this Redis (it stands for emails in the counters' keys)",
    })
  }
  const s3Settings = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const given = s3Settings.filter((name) => config[name] !== undefined)
  if (!config.S3_BUCKET && given.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `S3_BUCKET is required when ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set (without it images are stored in DATA_DIR/uploads)`,
    })
  }
  if (config.SMTP_URL) {
    for (const name of ['MAIL_FROM', 'APP_URL'] as const) {
      if (config[name] !== undefined) continue
      context.addIssue({
        code: 'custom',
        path: [name],
        message:
          name === 'MAIL_FROM'
            ? 'MAIL_FROM is required when SMTP_URL is set: the sender of password reset mail, e.g. "Platewise <no-reply@example.com>"'
            : 'APP_URL is required when SMTP_URL is set: the address people open the app at, for the link in password reset mail',
      })
    }
  }
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    context.addIssue({
      code: 'custom',
      path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    })
  }
})

export type Config = z.output<typeof checkedSchema>

/** Reads the configuration from the environment, failing fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = checkedSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return result.data
}
