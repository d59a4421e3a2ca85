import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { follows } from '../../db/schema'

/** Whether followerId follows followeeId (the follows primary key). */
export function isFollowing(db: Database, followerId: number, followeeId: number) {
  return db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .then((rows) => rows.length > 0)
}
