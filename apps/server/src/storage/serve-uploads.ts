import fs from 'node:fs'
import type { Readable } from 'node:stream'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADS_PREFIX } from './image-keys'

// A deleted image must stop being served (issue 24; docs/SECURITY.md, Uploads):
// a browser keeps a copy for five minutes, then asks again with its ETag (a
// 304 while the image exists, a 404 once it is gone); a shared cache (a CDN, a
// proxy) may store it but asks on every use (s-maxage=0, which implies
// proxy-revalidate), so nobody new is served a deleted photo. A file is only
// ever what its extension says (we wrote it), which nosniff makes binding.
export const IMAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=0, must-revalidate'
const NOSNIFF = 'nosniff'

/** Serves the images in `directory` under /uploads/. */
export async function serveUploads(app: FastifyInstance, directory: string) {
  // @fastify/static wants its root to exist; images arrive in it later
  fs.mkdirSync(directory, { recursive: true })
  await app.register(fastifyStatic, {
    root: directory,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', IMAGE_CACHE_CONTROL)
      reply.header('X-Content-Type-Options', NOSNIFF)
    },
  })
}

/** An image as a storage elsewhere (S3) hands it over. */
export type StoredImage =
  | { found: false }
  | { found: true; notModified: true }
  | {
      found: true
      notModified?: false
      body: Readable
      contentType: string
      contentLength?: number
      etag?: string
    }

/** A storage whose images this server fetches and passes on. */
export interface ImageSource {
  /** The image under `key`; not modified when its ETag is `ifNoneMatch`. */
  read(key: string, options?: { ifNoneMatch?: string }): Promise<StoredImage>
}

/**
 * Serves the images of `source` under /uploads/, with the headers and the 404 of
 * local files, so the browser cannot tell where they are kept (decision 021).
 */
export async function serveStoredUploads(app: FastifyInstance, source: ImageSource) {
  app.get<{ Params: { key: string } }>(
    `${UPLOADS_PREFIX}:key`,
    { schema: { hide: true } },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match']
      const image = await source.read(request.params.key, { ifNoneMatch })
      if (!image.found) return reply.callNotFound()
      reply.header('Cache-Control', IMAGE_CACHE_CONTROL)
      reply.header('X-Content-Type-Options', NOSNIFF)
      // the browser keeps the ETag it has; If-None-Match may list several
      if (image.notModified) return reply.status(304).send()
      if (image.etag) reply.header('ETag', image.etag)
      if (image.contentLength !== undefined) reply.header('Content-Length', image.contentLength)
      return reply.type(image.contentType).send(image.body)
    },
  )
}
