import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TOKEN_INVALID,
  PASSWORD_RESET_TOKEN_LIFETIME_MS,
  PASSWORD_RESET_UNAVAILABLE,
  type PasswordResetConfirm,
} from '@platewise/core'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { AppError } from '../../http/errors'
import type { Mailer } from '../../mail/mailer'
import { passwordResetMail } from '../../mail/password-reset-mail'
import { findUserByEmail, revokeAllSessionsOf, setPasswordHash } from './auth.queries'
import type { AuthService } from './auth.service'
import { hashPassword } from './passwords'
import {
  deleteResetTokensOf,
  findLiveResetToken,
  insertResetToken,
  takeResetToken,
} from './password-reset.queries'
import { hashToken, newToken } from './tokens'

const unavailable = () =>
  new AppError(503, PASSWORD_RESET_UNAVAILABLE, PASSWORD_RESET_MESSAGES.unavailable)

const invalidToken = () =>
  new AppError(400, PASSWORD_RESET_TOKEN_INVALID, PASSWORD_RESET_MESSAGES.invalidLink, {
    token: PASSWORD_RESET_MESSAGES.invalidLink,
  })

export interface PasswordResetDependencies {
  db: Database
  auth: AuthService
  /** None without SMTP_URL: then reset is not offered and its calls answer 503 */
  mailer: Mailer | undefined
  /** Where the link in the mail points: APP_URL */
  appUrl: string | undefined
  log: FastifyBaseLogger
}

/**
 * Password reset by email (issue 27, decision 036). A token is 32 random bytes,
 * of which only the SHA-256 is stored; it works for an hour, once, and not after
 * the password has changed; using it ends every session of the account.
 */
export function createPasswordResetService({
  db,
  auth,
  mailer,
  appUrl,
  log,
}: PasswordResetDependencies) {
  const sending = new Set<Promise<void>>()

  function offered(): { mailer: Mailer; appUrl: string } {
    if (!mailer || !appUrl) throw unavailable()
    return { mailer, appUrl }
  }

  async function sendLink(email: string, via: { mailer: Mailer; appUrl: string }) {
    const user = await findUserByEmail(db, email)
    if (!user) return
    const token = newToken()
    const now = new Date()
    await insertResetToken(
      db,
      {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_LIFETIME_MS),
      },
      now,
    )
    const link = `${via.appUrl}/reset-password?token=${encodeURIComponent(token)}`
    await via.mailer.send(passwordResetMail(user.email, link))
  }

  return {
    /** Whether reset links can be sent (SMTP_URL is set). */
    available: Boolean(mailer && appUrl),

    /**
     * Sends a link to the account of `email`, if there is one, after the
     * answer: looking the account up, storing a token and talking to the SMTP
     * server would make a 202 for a real account slower than one for an
     * unknown email. A failure is logged, without the address.
     */
    request(email: string) {
      const via = offered()
      const job: Promise<void> = sendLink(email, via)
        .catch((error: unknown) => {
          const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
          log.error({ code, responseCode }, 'a password reset mail was not sent')
        })
        .finally(() => sending.delete(job))
      sending.add(job)
    },

    /** Refuses a token that is unknown, used, expired or void, as the confirmation would. */
    async check(token: string) {
      offered()
      if (!(await findLiveResetToken(db, hashToken(token), new Date()))) throw invalidToken()
    },

    /** A new password with a reset token: the token is used up, every session of the account ends. */
    async confirm({ token, password }: PasswordResetConfirm) {
      offered()
      const tokenHash = hashToken(token)
      // a dead token costs no hashing
      if (!(await findLiveResetToken(db, tokenHash, new Date()))) throw invalidToken()
      const passwordHash = await hashPassword(password)
      const userId = await db.transaction(async (tx) => {
        const now = new Date()
        // of two requests with this token only one takes it
        const taken = await takeResetToken(tx, tokenHash, now)
        if (!taken) return undefined
        await setPasswordHash(tx, taken.userId, passwordHash)
        await deleteResetTokensOf(tx, taken.userId)
        await revokeAllSessionsOf(tx, taken.userId, now)
        return taken.userId
      })
      if (userId === undefined) throw invalidToken()
      auth.forgetSessionsOf(userId)
    },

    /** Resolves once every mail asked for so far has been sent or has failed (shutdown, tests). */
    async settled() {
      while (sending.size > 0) await Promise.allSettled([...sending])
    },
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>
