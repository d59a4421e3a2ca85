import {
  type ChangePasswordPayload,
  deviceLabel,
  isCanonicalId,
  type LoginPayload,
  type RegistrationPayload,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@platewise/core'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/pg-errors'
import { AppError, conflict, INVALID_CREDENTIALS, notFound, unauthorized } from '../../http/errors'
import {
  type AccountValues,
  deleteDeadSessions,
  deleteDeadSessionsOf,
  findUserByEmail,
  findUserById,
  findLiveSessionByToken,
  findUserByUsername,
  insertSession,
  insertUser,
  listLiveSessions,
  revokeSession,
  revokeSessionOf,
  revokeSessionsExcept,
  setPasswordHash,
  touchSession,
  updateUser,
  type UserRow,
} from './auth.queries'
import { hashPassword, verifyPassword } from './passwords'
import { deleteExpiredResetTokens, deleteResetTokensOf } from './password-reset.queries'
import { hashToken, newToken, SESSION_LIFETIME_MS } from './tokens'
import { createSessionCache } from './session-cache'
import { presentUser } from './user.presenter'

export const EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Please try logging in instead.'
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken. Please choose another one.'
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.'

export const sessionEnded = () => unauthorized('Your session has ended. Please sign in again.')

// The sweep deletes in batches, so a large backlog never holds one long lock.
const SWEEP_BATCH = 1_000

// A session's last use is written at most this often, so requests seldom write.
export const SESSION_TOUCH_MS = 60_000

/** Who is calling: what a route learns from a bearer token. */
export interface Caller {
  id: number
}

export interface AuthOptions {
  /**
   * Keep live sessions in memory (session-cache.ts): only where this process is
   * the database's one writer, as with PGlite
   */
  cacheSessions?: boolean
}

export function createAuthService(db: Database, options: AuthOptions = {}) {
  const cache = options.cacheSessions ? createSessionCache() : undefined

  async function startSession(user: UserRow, userAgent?: string) {
    const token = newToken()
    const tokenHash = hashToken(token)
    const generation = cache?.generation() ?? 0
    const session = await insertSession(db, {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      deviceLabel: deviceLabel(userAgent),
    })
    cache?.remember(tokenHash, session, generation)
    return { token, user: presentUser(user) }
  }

  async function liveSessionOf(tokenHash: string, now: Date) {
    const cached = cache?.find(tokenHash, now)
    if (cached) return cached
    const generation = cache?.generation() ?? 0
    const session = await findLiveSessionByToken(db, tokenHash, now)
    if (session) cache?.remember(tokenHash, session, generation)
    return session
  }

  /** The caller behind a live session token; records the session's use once a minute at most. */
  async function callerOfToken(token: string): Promise<Caller | undefined> {
    const now = new Date()
    const session = await liveSessionOf(hashToken(token), now)
    if (!session) return undefined
    const staleBefore = new Date(now.getTime() - SESSION_TOUCH_MS)
    if (!session.lastUsedAt || session.lastUsedAt < staleBefore) {
      // the cached entry moves too, so the next minute's requests write nothing
      session.lastUsedAt = now
      await touchSession(db, session.id, now, staleBefore)
    }
    return { id: session.userId }
  }

  async function userRowOf(userId: number) {
    const user = await findUserById(db, userId)
    if (!user) throw sessionEnded()
    return user
  }

  /**
   * A signed-in person proving it is still them (change password, delete
   * account): a wrong password answers 400 with the failed-login code, so the
   * failed-login limit counts it, and not 401, which would end the session.
   * Answers the user's row.
   */
  async function confirmPassword(userId: number, password: string, field = 'current_password') {
    const user = await userRowOf(userId)
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(400, INVALID_CREDENTIALS, WRONG_CURRENT_PASSWORD_MESSAGE, {
        [field]: WRONG_CURRENT_PASSWORD_MESSAGE,
      })
    }
    return user
  }

  return {
    async register(payload: RegistrationPayload, userAgent?: string) {
      if (await findUserByEmail(db, payload.email))
        throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN')
      if (await findUserByUsername(db, payload.username)) {
        throw conflict(USERNAME_TAKEN_MESSAGE, 'USERNAME_TAKEN')
      }
      const passwordHash = await hashPassword(payload.password)
      try {
        const user = await insertUser(db, {
          email: payload.email,
          username: payload.username,
          firstName: payload.first_name,
          lastName: payload.last_name,
          passwordHash,
        })
        return await startSession(user, userAgent)
      } catch (error) {
        if (isUniqueViolation(error)) {
          // the other registration has committed by now: ask which of the two it took
          throw (await findUserByEmail(db, payload.email))
            ? conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN')
            : conflict(USERNAME_TAKEN_MESSAGE, 'USERNAME_TAKEN')
        }
        throw error
      }
    },

    async login(payload: LoginPayload, userAgent?: string) {
      const user = await findUserByEmail(db, payload.email.trim())
      const valid = await verifyPassword(user?.passwordHash, payload.password)
      if (!user || !valid) throw new AppError(401, INVALID_CREDENTIALS, INVALID_LOGIN_MESSAGE)
      // a user who signs in often never piles up old sessions, whenever the sweep runs
      await deleteDeadSessionsOf(db, user.id, new Date())
      return startSession(user, userAgent)
    },

    confirmPassword,

    /** The user's live sessions, with the one of `token` marked current. */
    async sessionsOf(userId: number, token: string) {
      const rows = await listLiveSessions(db, userId, new Date())
      const currentHash = hashToken(token)
      return rows.map((row) => ({ row, current: row.tokenHash === currentHash }))
    },

    /** Sign out everywhere else: answers how many sessions ended. */
    async revokeOtherSessions(userId: number, token: string) {
      const revoked = await revokeSessionsExcept(db, userId, hashToken(token), new Date())
      cache?.forgetUser(userId)
      return revoked
    },

    /** Ends one of the user's own sessions; another person's id is a 404, as a missing one. */
    async revokeSessionById(userId: number, sessionId: number) {
      const revoked = await revokeSessionOf(db, userId, sessionId, new Date())
      cache?.forgetUser(userId)
      if (!revoked) throw notFound('No such session.')
    },

    /** After the user's account and with it their sessions were deleted */
    forgetSessionsOf(userId: number) {
      cache?.forgetUser(userId)
    },

    /** A new password after the current one is confirmed; every other session ends, and every reset link. */
    async changePassword(userId: number, token: string, payload: ChangePasswordPayload) {
      await confirmPassword(userId, payload.current_password)
      const passwordHash = await hashPassword(payload.new_password)
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, userId, passwordHash)
        // a reset link sent before is void once the password has changed
        await deleteResetTokensOf(tx, userId)
        await revokeSessionsExcept(tx, userId, hashToken(token), new Date())
      })
      cache?.forgetUser(userId)
    },

    /** A user by id (in its one spelling) or else by username, whatever its case. */
    async findByRef(ref: string): Promise<UserRow | undefined> {
      // any other text is a username (one may be all digits, e.g. 007)
      if (isCanonicalId(ref)) return findUserById(db, Number(ref))
      return findUserByUsername(db, ref)
    },

    /**
     * Changes names, username or picture; a username someone else has answers
     * 409 as at registration. Answers the updated user.
     */
    async updateAccount(userId: number, changes: AccountValues): Promise<UserRow> {
      // keys sent as undefined are left as they are
      const values = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as AccountValues
      if (Object.keys(values).length === 0) {
        const user = await findUserById(db, userId)
        if (!user) throw new Error(`No user ${userId}`)
        return user
      }
      if (values.username !== undefined) {
        const holder = await findUserByUsername(db, values.username)
        if (holder && holder.id !== userId) {
          throw conflict(USERNAME_TAKEN_MESSAGE, 'USERNAME_TAKEN')
        }
      }
      try {
        const user = await updateUser(db, userId, values)
        if (!user) throw new Error(`No user ${userId} to update`)
        return user
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN_MESSAGE, 'USERNAME_TAKEN')
        throw error
      }
    },

    /** Deletes every expired or revoked session; answers how many went. */
    /** Deletes ended sessions (answering how many) and reset links past their hour. */
    async sweepSessions() {
      const now = new Date()
      // an hour's links at most: one statement (password_reset_tokens_expires_at_idx)
      await deleteExpiredResetTokens(db, now)
      let total = 0
      for (;;) {
        const deleted = await deleteDeadSessions(db, now, SWEEP_BATCH)
        total += deleted
        if (deleted < SWEEP_BATCH) return total
      }
    },

    async logout(token: string) {
      const tokenHash = hashToken(token)
      await revokeSession(db, tokenHash, new Date())
      cache?.forgetToken(tokenHash)
    },

    /** The caller behind a live session token, or undefined for an unknown, expired or revoked one. */
    identify(token: string): Promise<Caller | undefined> {
      return callerOfToken(token)
    },

    /** The signed-in caller for a bearer token, or a 401. */
    async authenticate(token: string | undefined): Promise<Caller> {
      if (!token) throw unauthorized()
      const caller = await callerOfToken(token)
      if (!caller) throw sessionEnded()
      return caller
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
