import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { ImageStorage } from './image-storage'
import { createLocalImageStorage } from './local-image-storage'
import { createS3ImageStorage } from './s3-image-storage'
import { serveStoredUploads, serveUploads } from './serve-uploads'

export interface OpenedImageStorage {
  images: ImageStorage
  /** Serves the images at /uploads/<key>. */
  serve(app: FastifyInstance): Promise<void>
  close(): void
}

/**
 * The storage the configuration chooses: the S3 bucket when S3_BUCKET is set
 * (checked now, so a wrong setting stops the server at start and not at the
 * first upload), else the files in DATA_DIR/uploads.
 */
export async function openImageStorage(config: Config): Promise<OpenedImageStorage> {
  if (config.S3_BUCKET) {
    const s3 = createS3ImageStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    })
    try {
      await s3.checkBucket()
    } catch (error) {
      s3.close()
      throw error
    }
    return { images: s3, serve: (app) => serveStoredUploads(app, s3), close: s3.close }
  }
  const directory = path.resolve(config.DATA_DIR, 'uploads')
  return {
    images: createLocalImageStorage(directory),
    serve: (app) => serveUploads(app, directory),
    close: () => {},
  }
}
