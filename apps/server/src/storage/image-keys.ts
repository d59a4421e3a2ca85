import { randomBytes } from 'node:crypto'

/** The path images are served under, wherever they are stored (storage/serve-uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/'

// 128 random bits: names nobody can guess or enumerate, and no part of what the
// user sent (their file name) ever reaches the storage.
const KEY_PATTERN = /^[0-9a-f]{32}\.webp$/

/** A new random name for an image. */
export const newImageKey = () => `${randomBytes(16).toString('hex')}.webp`

/** Whether `key` is a name `newImageKey` could have made (and so safe in a path or object key). */
export const isImageKey = (key: string) => KEY_PATTERN.test(key)

/**
 * The address of an image: the same for every storage, so rows that keep an
 * address (a profile picture) survive a move from local files to S3.
 */
export const imageUrl = (key: string) => `${UPLOADS_PREFIX}${key}`

/** The key behind an address `imageUrl` made, else undefined. */
export function keyOfImageUrl(url: string): string | undefined {
  const key = url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : ''
  return isImageKey(key) ? key : undefined
}
