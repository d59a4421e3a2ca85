import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app'

// A built web app as `npm run build` leaves it: each text file with its .br
// and .gz beside it (apps/web/build/precompress.ts).
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-spa-'))
const script = 'export const greeting = "Eat with purpose";\n'.repeat(100)
const page = `<!doctype html><title>Platewise</title>${'<p>Track with friends</p>'.repeat(20)}`
function writeBuilt(file: string, content: string) {
  const full = path.join(webDist, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, content)
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content))
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content))
}
writeBuilt('index.html', page)
writeBuilt('assets/index-Dx4kXJAl.js', script)
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({ WEB_DIST_DIR: webDist })
})
afterAll(() => harness.close())

const get = (url: string, acceptEncoding?: string) =>
  harness.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })

describe('the built web app', () => {
  it('sends a script in brotli to a browser that takes it, cached for a year', async () => {
    const response = await get('/assets/index-Dx4kXJAl.js', 'gzip, deflate, br, zstd')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await get('/assets/index-Dx4kXJAl.js', 'gzip')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the plain file to a client without Accept-Encoding', async () => {
    const response = await get('/assets/index-Dx4kXJAl.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.body).toBe(script)
  })

  it('sends the page compressed too, at every address the client-side router handles', async () => {
    for (const url of ['/', '/dashboard/feed']) {
      const response = await get(url, 'br')
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-encoding'], url).toBe('br')
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(page)
    }
  })

  it('sends a file without compressed copies as it is, asked for again each time', async () => {
    const response = await get('/favicon.svg', 'gzip, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('answers 404 for a script that is not there, never the page in its place', async () => {
    const response = await get('/assets/index-OldBuild.js', 'br')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })

  // found by a hostile-input run: HEAD / answered 404 while GET / answered 200,
  // so a monitor or a link checker that asks with HEAD saw a missing site
  it.each(['/', '/dashboard/feed', '/index.html', '/assets/index-Dx4kXJAl.js', '/favicon.svg'])(
    'answers HEAD %s as it answers GET, without the body',
    async (url) => {
      const got = await get(url, 'br')
      const head = await harness.app.inject({
        method: 'HEAD',
        url,
        headers: { 'accept-encoding': 'br' },
      })
      expect(head.statusCode).toBe(got.statusCode)
      expect(got.statusCode).toBe(200)
      for (const header of ['content-type', 'content-encoding', 'cache-control', 'vary']) {
        expect(head.headers[header], header).toBe(got.headers[header])
      }
      expect(head.body).toBe('')
    },
  )

  it('answers HEAD of a script that is not there with 404, as GET does', async () => {
    const head = await harness.app.inject({ method: 'HEAD', url: '/assets/index-OldBuild.js' })
    expect(head.statusCode).toBe(404)
  })

  it('never counts the built files against the per-address request limit', async () => {
    // a page load asks for many chunks; the API's limit is a few hundred a minute
    const limit = harness.config.API_LIMIT_PER_MINUTE
    for (let i = 0; i <= limit; i++) {
      const response = await get('/assets/index-Dx4kXJAl.js', 'br')
      expect(response.statusCode).toBe(200)
    }
  })
})
