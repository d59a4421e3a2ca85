import fs from 'node:fs/promises'
import path from 'node:path'
import type { ImageStorage } from './image-storage'
import { imageUrl, isImageKey, keyOfImageUrl, newImageKey } from './image-keys'

export { UPLOADS_PREFIX } from './image-keys'

/** Images as files in one directory (DATA_DIR/uploads), created when first needed. */
export function createLocalImageStorage(directory: string): ImageStorage {
  const fileOf = (key: string) => {
    // keys come from our own rows, but a path is only ever built from a key we could have made
    if (!isImageKey(key)) throw new Error(`Not an image key: ${key}`)
    return path.join(directory, key)
  }

  return {
    async put(bytes) {
      const key = newImageKey()
      await fs.mkdir(directory, { recursive: true })
      // 'wx': never overwrite, however unlikely a repeated name is
      await fs.writeFile(fileOf(key), bytes, { flag: 'wx' })
      return key
    },
    url: imageUrl,
    keyOf: keyOfImageUrl,
    async delete(key) {
      await fs.rm(fileOf(key), { force: true })
    },
  }
}
