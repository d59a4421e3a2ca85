import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { sessions, users } from '../../db/schema'
import type { LiveSession } from './session-cache'

export type UserRow = typeof users.$inferSelect

export function findUserByEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .then((rows) => rows[0])
}

/** The user whose username this is, whatever its case (users_username_lower_unique). */
export function findUserByUsername(db: Database, username: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .then((rows) => rows[0])
}

export function findUserById(db: Database, id: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0])
}

/** What the account's owner may change here; the picture has its own path (profile-picture.queries.ts). */
export type AccountValues = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'username'>
>

export function updateUser(db: Database, id: number, values: AccountValues) {
  return db
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning()
    .then((rows) => rows[0])
}

export function insertUser(db: Database, values: typeof users.$inferInsert) {
  return db
    .insert(users)
    .values(values)
    .returning()
    .then((rows) => rows[0]!)
}

const liveSessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
  lastUsedAt: sessions.lastUsedAt,
}

export async function insertSession(
  db: Database,
  values: Pick<typeof sessions.$inferInsert, 'userId' | 'tokenHash' | 'expiresAt' | 'deviceLabel'>,
): Promise<LiveSession> {
  // signing in is a use: the first request after it need not write the time again
  const [session] = await db
    .insert(sessions)
    .values({ ...values, lastUsedAt: sql`now()` })
    .returning(liveSessionColumns)
  return session!
}

export type SessionRow = typeof sessions.$inferSelect

/** Neither revoked nor expired at `now` (a date, or a placeholder for one). */
const liveSession = (now: Date | Placeholder) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))

const liveSessionByToken = preparedPerDatabase((db) =>
  db
    .select(liveSessionColumns)
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        liveSession(sql.placeholder('now')),
      ),
    )
    .prepare('live_session_by_token'),
)

/**
 * The live (unexpired, unrevoked) session of a token hash. Its user exists:
 * deleting a user deletes their sessions (on delete cascade). Every request
 * with a token asks this, so it is a prepared statement.
 */
export function findLiveSessionByToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  return liveSessionByToken(db)
    .execute({ tokenHash, now: now.toISOString() })
    .then((rows) => rows[0])
}

/** Records a use of the session unless one was recorded after `staleBefore`. */
export async function touchSession(db: Database, id: number, now: Date, staleBefore: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(sessions.id, id),
        or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, staleBefore)),
      ),
    )
}

/** A user's live sessions, most recently used first (served by sessions_user_id_idx). */
export function listLiveSessions(db: Database, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession(now)))
    .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`), desc(sessions.id))
}

/** Revokes every live session of the user but the one with `keepTokenHash`; answers how many. */
export async function revokeSessionsExcept(
  db: Database,
  userId: number,
  keepTokenHash: string,
  now: Date,
) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash), liveSession(now)),
    )
    .returning({ id: sessions.id })
  return revoked.length
}

/** Revokes every live session of the user (a password reset signs out everywhere). */
export async function revokeAllSessionsOf(db: Database, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), liveSession(now)))
}

/** Revokes one live session of the user; false when there is no such session of theirs. */
export async function revokeSessionOf(db: Database, userId: number, id: number, now: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), liveSession(now)))
    .returning({ id: sessions.id })
  return revoked.length > 0
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

export async function revokeSession(db: Database, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

// A session that can never be used again: past its expiry, or revoked at logout.
const deadSession = (now: Date) => or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt))

/** Deletes up to `limit` dead sessions (served by the expires_at and partial revoked_at indexes). */
export async function deleteDeadSessions(db: Database, now: Date, limit: number) {
  const doomed = db.select({ id: sessions.id }).from(sessions).where(deadSession(now)).limit(limit)
  const deleted = await db
    .delete(sessions)
    .where(inArray(sessions.id, doomed))
    .returning({ id: sessions.id })
  return deleted.length
}

export async function deleteDeadSessionsOf(db: Database, userId: number, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), deadSession(now)))
}
