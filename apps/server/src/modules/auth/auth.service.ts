import {
  type ChangePasswordPayload,
  deviceLabel,
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
import { hashToken, newToken, SESSION_LIFETIME_MS } from './tokens'
import { presentUser } from './user.presenter'

export const EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Please try logging in instead.'
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken. Please choose another one.'
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.'

export const sessionEnded = () => unauthorized('Your session has ended. Please sign in again.')

// PostgreSQL's integer: a longer run of digits names no user
const MAX_USER_ID = 2_147_483_647

// The sweep deletes in batches, so a large backlog never holds one long lock.
const SWEEP_BATCH = 1_000

// A session's last use is written at most this often, so requests seldom write.
export const SESSION_TOUCH_MS = 60_000

export function createAuthService(db: Database) {
  async function startSession(user: UserRow, userAgent?: string) {
    const token = newToken()
    await insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      deviceLabel: deviceLabel(userAgent),
    })
    return { token, user: presentUser(user) }
  }

  /** The user of a live session token; records the session's use once a minute at most. */
  async function userOfToken(token: string): Promise<UserRow | undefined> {
    const now = new Date()
    const found = await findLiveSessionByToken(db, hashToken(token), now)
    if (!found) return undefined
    const staleBefore = new Date(now.getTime() - SESSION_TOUCH_MS)
    const { lastUsedAt, id } = found.session
    if (!lastUsedAt || lastUsedAt < staleBefore) await touchSession(db, id, now, staleBefore)
    return found.user
  }

  /**
   * A signed-in person proving it is still them (change password, delete
   * account): a wrong password answers 400 with the failed-login code, so the
   * failed-login limit counts it, and not 401, which would end the session.
   */
  async function confirmPassword(user: UserRow, password: string, field = 'current_password') {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(400, INVALID_CREDENTIALS, WRONG_CURRENT_PASSWORD_MESSAGE, {
        [field]: WRONG_CURRENT_PASSWORD_MESSAGE,
      })
    }
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
    revokeOtherSessions(userId: number, token: string) {
      return revokeSessionsExcept(db, userId, hashToken(token), new Date())
    },

    /** Ends one of the user's own sessions; another person's id is a 404, as a missing one. */
    async revokeSessionById(userId: number, sessionId: number) {
      if (!(await revokeSessionOf(db, userId, sessionId, new Date()))) {
        throw notFound('No such session.')
      }
    },

    /** A new password after the current one is confirmed; every other session ends. */
    async changePassword(user: UserRow, token: string, payload: ChangePasswordPayload) {
      await confirmPassword(user, payload.current_password)
      const passwordHash = await hashPassword(payload.new_password)
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, passwordHash)
        await revokeSessionsExcept(tx, user.id, hashToken(token), new Date())
      })
    },

    /** A user by id (a string of digits) or else by username, whatever its case. */
    async findByRef(ref: string): Promise<UserRow | undefined> {
      if (/^\d+$/.test(ref)) {
        const id = Number(ref)
        return id >= 1 && id <= MAX_USER_ID ? findUserById(db, id) : undefined
      }
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
    async sweepSessions() {
      const now = new Date()
      let total = 0
      for (;;) {
        const deleted = await deleteDeadSessions(db, now, SWEEP_BATCH)
        total += deleted
        if (deleted < SWEEP_BATCH) return total
      }
    },

    async logout(token: string) {
      await revokeSession(db, hashToken(token), new Date())
    },

    /** The user behind a live session token, or undefined for an unknown, expired or revoked one. */
    identify(token: string): Promise<UserRow | undefined> {
      return userOfToken(token)
    },

    /** The signed-in user for a bearer token, or a 401. */
    async authenticate(token: string | undefined) {
      if (!token) throw unauthorized()
      const user = await userOfToken(token)
      if (!user) throw sessionEnded()
      return user
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
