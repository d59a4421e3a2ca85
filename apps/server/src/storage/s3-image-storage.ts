import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3'
import type { ImageStorage } from './image-storage'
import { imageUrl, isImageKey, keyOfImageUrl, newImageKey } from './image-keys'
import { IMAGE_CACHE_CONTROL, type ImageSource } from './serve-uploads'

/** Where the bucket is and how to sign in to it (config.ts: the S3_* settings). */
export interface S3Settings {
  bucket: string
  region: string
  /** The S3-compatible service's address; none for AWS itself */
  endpoint?: string
  /** Both or neither: without them the SDK's usual chain (AWS_* variables, an instance role) */
  accessKeyId?: string
  secretAccessKey?: string
  /** bucket in the path (http://host/bucket/key), as most S3-compatible services want */
  forcePathStyle: boolean
}

/** Images stored in S3 and served by this server: see `serveUploads` and decision 021. */
export interface S3ImageStorage extends ImageStorage, ImageSource {
  /** Fails with a readable message when the bucket cannot be reached with these settings. */
  checkBucket(): Promise<void>
  /** Closes the client's connections. */
  close(): void
}

/**
 * Images as objects in one bucket, named by key at the bucket's top. Every
 * instance of the server reads and writes the same bucket, so an image stored
 * through one is served by all; the browser still fetches /uploads/<key> from
 * the server (decision 021), so rows and addresses are the same as with local files.
 */
export function createS3ImageStorage(settings: S3Settings): S3ImageStorage {
  const { bucket } = settings
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // a storage that stops answering must not hold an upload or a page's images forever
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  })
  const objectKey = (key: string) => {
    // keys come from our own rows, but only a key we could have made names an object
    if (!isImageKey(key)) throw new Error(`Not an image key: ${key}`)
    return key
  }

  return {
    async put(bytes, contentType) {
      // no conditional write (If-None-Match): not every S3-compatible service has
      // it, and 128 random bits do not repeat
      const key = newImageKey()
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
          // for a CDN or anything else that may one day read the bucket directly
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      )
      return key
    },
    url: imageUrl,
    keyOf: keyOfImageUrl,
    async delete(key) {
      // S3 answers a delete of a missing object with success too
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
    },

    async read(key, { ifNoneMatch } = {}) {
      if (!isImageKey(key)) return { found: false }
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch }),
        )
        return {
          found: true,
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'image/webp',
          contentLength: object.ContentLength,
          etag: object.ETag,
        }
      } catch (error) {
        if (error instanceof NoSuchKey) return { found: false }
        if (statusOf(error) === 304) return { found: true, notModified: true }
        throw error
      }
    },

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }))
      } catch (error) {
        const where = settings.endpoint ?? `AWS region ${settings.region}`
        const status = statusOf(error)
        if (status === 404) throw new Error(`The S3 bucket "${bucket}" does not exist at ${where}.`)
        if (status === 301 || status === 400) {
          throw new Error(
            `The S3 bucket "${bucket}" is not in ${where}: check S3_REGION and S3_ENDPOINT.`,
          )
        }
        if (status === 401 || status === 403) {
          throw new Error(
            `The S3 bucket "${bucket}" at ${where} refused these credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
          )
        }
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(`Cannot reach the S3 bucket "${bucket}" at ${where}: ${reason}`)
      }
    },

    close: () => client.destroy(),
  }
}

/** The HTTP status S3 answered with, for an error the SDK threw after an answer. */
function statusOf(error: unknown): number | undefined {
  return (error as Partial<S3ServiceException> | undefined)?.$metadata?.httpStatusCode
}
