import { createHmac, randomBytes } from 'node:crypto'
import type { Config } from '../config'

// A login is counted per address and email. In Redis anyone who can list the
// keys reads them, so the email is written as a keyed hash (HMAC-SHA-256): every
// instance that shares REDIS_KEY_SECRET names the same email the same way and
// counts it together, while a list of keys tells nobody which emails tried to
// sign in, not even by hashing a list of known addresses, without the secret.
// In memory the counters never leave the process: a secret made at start will do.
const secretOfThisProcess = randomBytes(32)

/** The name a login counter gives an email (already trimmed and lowercased). */
export function emailCounterKey(config: Pick<Config, 'REDIS_KEY_SECRET'>, email: string): string {
  return createHmac('sha256', config.REDIS_KEY_SECRET ?? secretOfThisProcess)
    .update(email)
    .digest('base64url')
}
