import { and, eq, gt, lte } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { passwordResetTokens } from '../../db/schema'

/** Keeps a new reset token's hash; the user's expired ones go at the same time. */
export async function insertResetToken(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, values.userId), lte(passwordResetTokens.expiresAt, now)),
      )
    await tx.insert(passwordResetTokens).values(values)
  })
}

/** The user of an unexpired reset token, if there is one. */
export function findLiveResetToken(db: Database, tokenHash: string, now: Date) {
  return db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)),
    )
    .then((rows) => rows[0])
}

/**
 * Uses a reset token up: deletes it and answers its user when it was unexpired.
 * Of two requests with one token only one gets the row, so a token works once.
 */
export function takeResetToken(db: Database, tokenHash: string, now: Date) {
  return db
    .delete(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)),
    )
    .returning({ userId: passwordResetTokens.userId })
    .then((rows) => rows[0])
}

/** Reset links past their hour, whoever they were sent to (the session sweep's). */
export async function deleteExpiredResetTokens(db: Database, now: Date) {
  await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now))
}

/** The password changed: every reset link the user was sent is void. */
export async function deleteResetTokensOf(db: Database, userId: number) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))
}
