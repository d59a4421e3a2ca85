import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { favorites } from '../../db/schema'

export type FavoriteRow = typeof favorites.$inferSelect
export type FavoriteValues = Omit<typeof favorites.$inferInsert, 'id' | 'userId' | 'createdAt'>

export function listFavorites(db: Database, userId: number) {
  return db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.id))
}

/** Inserts unless this meal is already saved; undefined means it was. */
export function insertFavorite(db: Database, userId: number, values: FavoriteValues) {
  return db
    .insert(favorites)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: [favorites.userId, favorites.sourceMealId] })
    .returning()
    .then((rows) => rows[0])
}

export function deleteFavorite(db: Database, userId: number, id: number) {
  return db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id })
    .then((rows) => rows.length > 0)
}
