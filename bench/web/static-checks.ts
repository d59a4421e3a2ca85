import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { webDist } from './build'

export interface StaticChecks {
  /** The entry script that was asked for */
  asset: string
  /** Content-Encoding for Accept-Encoding br / gzip / none */
  encodings: { br: string | null; gzip: string | null; none: string | null }
  vary: string | null
  assetCacheControl: string | null
  pageCacheControl: string | null
  /**
   * .js and .css files of the build with a .br and a .gz beside them, or
   * without one only where it would not be smaller, of all
   */
  precompressed: { both: number; of: number }
  /** .map files in the build, and what the server answers for the entry's map */
  sourceMaps: { files: number; entryMapStatus: number }
}

/** The served build, as a browser and a proxy see it: encodings, caching, no source maps. */
export async function checkStaticAssets(baseUrl: string): Promise<StaticChecks> {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8')
  const asset = html.match(/<script[^>]+src="([^"]+)"/)?.[1]
  if (!asset) throw new Error('index.html has no script')
  const [br, gzip, none] = await Promise.all([
    headersOf(`${baseUrl}${asset}`, 'br, gzip'),
    headersOf(`${baseUrl}${asset}`, 'gzip'),
    headersOf(`${baseUrl}${asset}`),
  ])
  const page = await headersOf(`${baseUrl}/dashboard/feed`, 'br, gzip')
  const entryMap = await headersOf(`${baseUrl}${asset}.map`)

  const built = fs
    .readdirSync(webDist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
  const code = built.filter((file) => /\.(js|css)$/.test(file))
  return {
    asset,
    encodings: {
      br: header(br, 'content-encoding'),
      gzip: header(gzip, 'content-encoding'),
      none: header(none, 'content-encoding'),
    },
    vary: header(br, 'vary'),
    assetCacheControl: header(br, 'cache-control'),
    pageCacheControl: header(page, 'cache-control'),
    precompressed: {
      both: code.filter((file) => hasCompressedCopies(file)).length,
      of: code.length,
    },
    sourceMaps: {
      files: built.filter((file) => file.endsWith('.map')).length,
      entryMapStatus: entryMap.status,
    },
  }
}

/** Both copies are there, or the missing one would not be smaller than the file. */
function hasCompressedCopies(file: string): boolean {
  const plain = fs.readFileSync(file)
  const needless = {
    '.gz': () => zlib.gzipSync(plain, { level: 9 }).length >= plain.length,
    '.br': () => zlib.brotliCompressSync(plain).length >= plain.length,
  }
  return Object.entries(needless).every(
    ([extension, wouldNotHelp]) => fs.existsSync(file + extension) || wouldNotHelp(),
  )
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
}

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name]
  return value === undefined ? null : String(value)
}

/**
 * The status and headers of a GET with exactly this Accept-Encoding, or none
 * at all (fetch would add its own and unpack the body).
 */
function headersOf(url: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    http
      .get(url, { headers }, (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        )
      })
      .on('error', reject)
  })
}
