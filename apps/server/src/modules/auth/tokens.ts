import { createHash, randomBytes } from 'node:crypto'

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

/** 32 random bytes, base64url: the bearer token the client keeps. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The only form of a token the database ever sees. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
