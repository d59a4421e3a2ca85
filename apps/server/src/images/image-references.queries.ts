import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { posts, profiles, users } from '../db/schema'
import { UPLOADS_PREFIX } from '../storage/image-keys'

/**
 * Which of `keys` a row still points at: a post's photo (a group post's too, by
 * key), a user's or a profile's picture (by address). Every column that holds
 * an image is asked, each through its partial index (schema.ts).
 */
export async function referencedImageKeys(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return new Set<string>()
  const address = sql`${UPLOADS_PREFIX} || candidate.key`
  const result = await db.execute(sql`
    select candidate.key from unnest(${sql.param(keys)}::text[]) as candidate(key)
    where exists (select 1 from ${posts} where ${posts.imageKey} = candidate.key)
      or exists (select 1 from ${users} where ${users.profilePicture} = ${address})
      or exists (select 1 from ${profiles} where ${profiles.profilePicture} = ${address})`)
  // both drivers answer { rows }
  const rows = (result as unknown as { rows: { key: string }[] }).rows
  return new Set(rows.map((row) => row.key))
}
