import type { ImageStorage } from '../storage/image-storage'
import { processImage } from './process-image'

/** An uploaded image, checked and re-encoded (process-image.ts), stored; answers its key. */
export async function storeUploadedImage(storage: ImageStorage, upload: Uint8Array | Blob) {
  const bytes = upload instanceof Uint8Array ? upload : new Uint8Array(await upload.arrayBuffer())
  return storage.put(await processImage(bytes), 'image/webp')
}
