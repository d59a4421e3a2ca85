import type { Database } from '../db/client'
import type { ImageStorage } from '../storage/image-storage'
import { referencedImageKeys } from './image-references.queries'

/** Where a failed removal is reported: a request's logger (pino), or the seed's. */
export interface ImageRemovalLog {
  error(details: object, message: string): void
}

/**
 * Removes the images a change let go of (a deleted post, account or group, a
 * replaced or removed picture), after its commit, unless a row still points at
 * one: the same photo can be a post's and, from before pictures were checked,
 * someone's picture (issue 24). Once no row points at a key none can again:
 * keys are new at each upload, and a save may only keep or clear the picture
 * its person has. A failure leaves only a file no row points to, which harms
 * nobody: it is logged, and the change the person asked for stands.
 */
export async function removeUnreferencedImages(
  db: Database,
  images: ImageStorage,
  keys: Iterable<string>,
  log: ImageRemovalLog,
) {
  const candidates = [...new Set(keys)]
  if (candidates.length === 0) return
  let referenced: Set<string>
  try {
    referenced = await referencedImageKeys(db, candidates)
  } catch (error) {
    // not knowing whether a row points at them, keep them all
    log.error({ err: error, keys: candidates }, 'could not check which images rows point to')
    return
  }
  for (const key of candidates) {
    if (referenced.has(key)) continue
    await images.delete(key).catch((error: unknown) => {
      log.error({ err: error, key }, 'could not remove an image no row points to')
    })
  }
}
