import { pictureChange, PROFILE_PICTURE_MESSAGE, type PictureChange } from '@platewise/core'
import type { Database } from '../../db/client'
import { validationFailed } from '../../http/errors'
import {
  removeUnreferencedImages,
  type ImageRemovalLog,
} from '../../images/remove-unreferenced-images'
import { storeUploadedImage } from '../../images/store-image'
import type { ImageStorage } from '../../storage/image-storage'
import { picturesOf, replacePicture } from './profile-picture.queries'

/** What a profile save does with its picture, once the server has allowed it. */
export type AllowedPictureChange = Exclude<PictureChange, 'refuse'>

/**
 * The profile picture (issue 24): only an upload makes a new one, so a profile
 * points only at an image its owner uploaded; a save may keep it or clear it.
 * The picture it replaces goes from storage after the commit, unless a row
 * still points at it.
 */
export function createProfilePictureService(db: Database, images: ImageStorage) {
  /** After the commit: the images of the pictures replaced, unless a row still points at them. */
  async function removeReplaced(replaced: string[], log: ImageRemovalLog) {
    const keys = replaced.map((old) => images.keyOf(old)).filter((key) => key !== undefined)
    await removeUnreferencedImages(db, images, keys, log)
  }

  return {
    /**
     * Whether a save may send this picture: the one the person has (kept) or
     * null (cleared); anything else, another person's photo or a key that
     * exists nowhere alike, is a 400 that says how to change it.
     */
    async allowedChange(
      userId: number,
      requested: string | null | undefined,
    ): Promise<AllowedPictureChange> {
      const current = requested ? await picturesOf(db, userId) : []
      const change = pictureChange(current, requested)
      if (change === 'refuse') {
        throw validationFailed(PROFILE_PICTURE_MESSAGE, {
          profile_picture: PROFILE_PICTURE_MESSAGE,
        })
      }
      return change
    },

    /** Clears the picture; its image goes unless a row still points at it. */
    async clear(userId: number, log: ImageRemovalLog) {
      await removeReplaced(await replacePicture(db, userId, null), log)
    },

    /** A new picture from an upload, handled as a post's photo; answers its address. */
    async upload(userId: number, upload: Uint8Array | Blob, log: ImageRemovalLog) {
      const key = await storeUploadedImage(images, upload)
      const url = images.url(key)
      let replaced: string[]
      try {
        replaced = await replacePicture(db, userId, url)
      } catch (error) {
        // the picture never reached a row: nothing may keep its file
        await images.delete(key)
        throw error
      }
      await removeReplaced(replaced, log)
      return url
    },
  }
}

export type ProfilePictureService = ReturnType<typeof createProfilePictureService>
