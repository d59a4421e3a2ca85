/**
 * Where uploaded images live once processed. Rows keep the key, never the
 * address, so moving the images (to S3-compatible object storage behind a CDN,
 * DESIGN.md §8) changes this implementation and no data.
 */
export interface ImageStorage {
  /** Stores the bytes under a new random name and answers its key. */
  put(bytes: Uint8Array, contentType: 'image/webp'): Promise<string>
  /** The address a browser fetches the image from. */
  url(key: string): string
  /** The key behind an address `url` made (a profile picture keeps the address), else undefined. */
  keyOf(url: string): string | undefined
  /** Removes the image; one that is already gone is no error. */
  delete(key: string): Promise<void>
}
