import { randomBytes } from 'node:crypto'
import { imageKeyOfAddress, isImageKey, UPLOADS_PREFIX } from '@platewise/core'

// The shapes of keys and addresses are the API's (packages/core profile-picture.ts):
// a profile picture may hold nothing else.
export { isImageKey, UPLOADS_PREFIX }

/**
 * A new random name for an image: 128 random bits, names nobody can guess or
 * enumerate, and no part of what the user sent (their file name) ever reaches
 * the storage.
 */
export const newImageKey = () => `${randomBytes(16).toString('hex')}.webp`

/**
 * The address of an image: the same for every storage, so rows that keep an
 * address (a profile picture) survive a move from local files to S3.
 */
export const imageUrl = (key: string) => `${UPLOADS_PREFIX}${key}`

/** The key behind an address `imageUrl` made, else undefined. */
export const keyOfImageUrl = (url: string): string | undefined => imageKeyOfAddress(url)
