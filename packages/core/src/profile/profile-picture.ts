// A profile picture is one of the app's own uploads, or none (issue 24): an
// address elsewhere would have every other client load it (a tracking pixel),
// and a picture that is not its owner's upload could be someone else's photo.

/** The path uploaded images are served under. */
export const UPLOADS_PREFIX = '/uploads/'

/**
 * An image's name in storage: 128 random bits in hex and `.webp`, made by the
 * server, never by a client. As a string for the database's check as well.
 */
export const IMAGE_KEY_PATTERN_SOURCE = '[0-9a-f]{32}\\.webp'

/** `/uploads/<key>`: the only address a profile picture may hold, for the database's check too. */
export const UPLOADED_IMAGE_ADDRESS_SOURCE = `^/uploads/${IMAGE_KEY_PATTERN_SOURCE}$`

const IMAGE_KEY = new RegExp(`^${IMAGE_KEY_PATTERN_SOURCE}$`)

/** Whether `key` is a name the server could have given an upload. */
export const isImageKey = (key: string) => IMAGE_KEY.test(key)

/** The key behind an upload's address, else undefined (a path with `..`, a query, another host). */
export function imageKeyOfAddress(address: string): string | undefined {
  if (!address.startsWith(UPLOADS_PREFIX)) return undefined
  const key = address.slice(UPLOADS_PREFIX.length)
  return isImageKey(key) ? key : undefined
}

/** Whether `address` is an upload's address, `/uploads/<32 hex>.webp`. */
export const isUploadedImageAddress = (address: string) => imageKeyOfAddress(address) !== undefined

/** Said for any picture a save may not set: the same for a stranger's photo and an address. */
export const PROFILE_PICTURE_MESSAGE =
  'Profile picture must be a photo you uploaded: choose an image file to change it'

/** What a save does with the picture it was sent. */
export type PictureChange = 'keep' | 'clear' | 'refuse'

/**
 * A profile save may keep the picture or clear it; a new picture arrives only
 * as an upload (POST /api/social/profile/avatar), so a profile never points at
 * an image its owner did not upload. `current` holds the addresses the person's
 * rows keep now; `requested` is what the save sent (undefined: left out).
 */
export function pictureChange(
  current: readonly (string | null)[],
  requested: string | null | undefined,
): PictureChange {
  if (requested === undefined) return 'keep'
  if (requested === null) return 'clear'
  return current.includes(requested) ? 'keep' : 'refuse'
}
