import fs from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADS_PREFIX } from './local-image-storage'

/**
 * Serves the images in `directory` under /uploads/. A name is never reused for
 * other bytes, so browsers and proxies may keep a copy for a year; and a file is
 * only ever what its extension says (we wrote it), which nosniff makes binding.
 */
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
      reply.header('Cache-Control', 'public, max-age=31536000, immutable')
      reply.header('X-Content-Type-Options', 'nosniff')
    },
  })
}
