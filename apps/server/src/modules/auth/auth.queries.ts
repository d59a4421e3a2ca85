import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { sessions, users } from '../../db/schema'

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

export type AccountValues = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'username' | 'profilePicture'>
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

export async function insertSession(
  db: Database,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt })
}

/** The user behind a live (unexpired, unrevoked) session. */
export function findUserBySessionToken(db: Database, tokenHash: string, now: Date) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .then((rows) => rows[0]?.user)
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
