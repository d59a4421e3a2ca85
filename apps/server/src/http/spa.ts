import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADS_PREFIX } from '../storage/local-image-storage'

/** Where Vite puts the files whose names carry a hash of their content. */
const ASSETS_PREFIX = '/assets/'

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
      serve: false, // the routes are below: each file of the build, outside the rate limit
      index: false,
      // the build writes .br and .gz beside each text file (apps/web/build/precompress.ts):
      // the encoding follows Accept-Encoding, with Vary: Accept-Encoding, and a
      // client that accepts neither gets the plain file
      preCompressed: true,
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
    // One route per file, as the build left it. A page load asks for a score
    // of chunks: they are not API calls, and counting them against the
    // per-address API limit would refuse scripts to a busy network.
    for (const file of builtFiles(distDir)) {
      app.get(
        `/${file}`,
        { config: { rateLimit: false }, schema: { hide: true } },
        (_request, reply) => reply.sendFile(file),
      )
    }
  }

  app.setNotFoundHandler((request, reply) => {
    // a missing image or script is a 404, never the web app's page: a tab still
    // running an older build then fails to load its chunk plainly instead of
    // receiving HTML in place of JavaScript
    // HEAD too: a monitor or link checker that asks with HEAD must see the page GET sees
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith(UPLOADS_PREFIX) &&
      !request.url.startsWith(ASSETS_PREFIX)
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

/** The build's files as URL paths, without the compressed copies the server picks itself. */
function builtFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) =>
      path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
}
