import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADS_PREFIX } from '../storage/local-image-storage'

/**
 * Serves the built web app. Paths that are not files get index.html so the
 * client-side router can handle them (history fallback); /api stays JSON.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html')
  const hasBuild = fs.existsSync(indexFile)
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        // On the reply, not reply.raw: the reply's own headers are written last.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    // a missing image is a 404, never the web app's page
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith(UPLOADS_PREFIX)
    if (isPage && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
    }
    if (isPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build`, then restart the server.')
    }
    return reply.status(404).send({
      error: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    })
  })
}
