import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { ImageStorage } from './image-storage'

/** The path images are served under (storage/serve-uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/'

// 128 random bits: names nobody can guess or enumerate, and no part of what the
// user sent (their file name) ever reaches the disk.
const KEY_PATTERN = /^[0-9a-f]{32}\.webp$/

/** Images as files in one directory (DATA_DIR/uploads), created when first needed. */
export function createLocalImageStorage(directory: string): ImageStorage {
  const fileOf = (key: string) => {
    // keys come from our own rows, but a path is only ever built from a key we could have made
    if (!KEY_PATTERN.test(key)) throw new Error(`Not an image key: ${key}`)
    return path.join(directory, key)
  }

  return {
    async put(bytes) {
      const key = `${randomBytes(16).toString('hex')}.webp`
      await fs.mkdir(directory, { recursive: true })
      // 'wx': never overwrite, however unlikely a repeated name is
      await fs.writeFile(fileOf(key), bytes, { flag: 'wx' })
      return key
    },
    url: (key) => `${UPLOADS_PREFIX}${key}`,
    keyOf(url) {
      const key = url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : ''
      return KEY_PATTERN.test(key) ? key : undefined
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true })
    },
  }
}
