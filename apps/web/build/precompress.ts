import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

// Text formats; images and woff2 fonts are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

/** Every file under `dir`, as full paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Writes `file.gz` and `file.br` beside every text file under `dir`, at the
 * highest levels: done once at build time, so the server never compresses on a
 * request. A variant that would not be smaller is left out, and the server
 * sends the plain file instead. Returns the files it wrote.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = []
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const plain = await fs.readFile(file)
    const variants: Array<[string, Buffer]> = [
      ['.gz', await gzip(plain, { level: zlib.constants.Z_BEST_COMPRESSION })],
      [
        '.br',
        await brotli(plain, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          },
        }),
      ],
    ]
    for (const [extension, compressed] of variants) {
      if (compressed.length >= plain.length) continue
      await fs.writeFile(file + extension, compressed)
      written.push(file + extension)
    }
  }
  return written
}

/** The Vite plugin: precompresses the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'platewise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    },
  }
}
