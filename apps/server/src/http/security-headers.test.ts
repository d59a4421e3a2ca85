import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { createTestApp, multipartForm, registerUser } from '../test/test-app'

// DESIGN.md §9 and issue 15: every answer of this server, a page of the web app,
// one of its files, an API answer of any status or an uploaded image, carries
// the same security headers, so a browser never runs a script that is not one
// of our own files, never frames our pages and never guesses a content type.

// A built web app, as spa.test.ts makes one.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-headers-'))
fs.mkdirSync(path.join(webDist, 'assets'))
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Platewise</title>')
fs.writeFileSync(path.join(webDist, 'assets', 'index-Dx4kXJAl.js'), 'export const ok = true\n')
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

// The smallest PNG there is: one pixel, enough for the server to decode and re-encode.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const UPLOAD_MAX_BYTES = 4 * 1024

let harness: Awaited<ReturnType<typeof createTestApp>>
let headers: Record<string, string>
let imagePath: string
beforeAll(async () => {
  harness = await createTestApp({
    WEB_DIST_DIR: webDist,
    LOGIN_LIMIT_PER_MINUTE: 2,
    UPLOAD_MAX_BYTES,
  })
  headers = (await registerUser(harness.app)).headers
  const form = await multipartForm({
    content: 'Soup',
    image: { bytes: ONE_PIXEL_PNG, filename: 'soup.png', contentType: 'image/png' },
  })
  const posted = await harness.app.inject({
    method: 'POST',
    url: '/api/social/posts',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  })
  expect(posted.statusCode, posted.body).toBe(201)
  imagePath = posted.json<{ image_url: string }>().image_url
})
afterAll(async () => {
  await harness.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

/** The Content-Security-Policy as directive → sources. */
function cspOf(response: LightMyRequestResponse) {
  const header = response.headers['content-security-policy']
  expect(header, 'Content-Security-Policy').toEqual(expect.any(String))
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** Asserts the headers every answer must carry; `what` names the answer in a failure. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = cspOf(response)
  expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'self'"])
  // only our own files run: no inline script, no eval, no other origin
  expect(csp.get('script-src'), `${what}: script-src`).toEqual(["'self'"])
  // and no attribute such as onerror="..." either
  expect(csp.get('script-src-attr'), `${what}: script-src-attr`).toEqual(["'none'"])
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"])
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"])
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"])
  // a page served over plain HTTP from a LAN address would ask for its
  // scripts over https and stay blank
  expect(csp.has('upgrade-insecure-requests'), `${what}: upgrade-insecure-requests`).toBe(false)
  // no directive names another origin: images may also be data: and blob:
  // (the photo preview before upload), nothing else
  for (const [name, sources] of csp) {
    for (const source of sources) {
      expect(
        ["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:'],
        `${what}: ${name} ${source}`,
      ).toContain(source)
    }
  }
  // inline style only: React sets style attributes, and a style cannot run code
  for (const name of ['script-src', 'default-src', 'connect-src', 'img-src']) {
    expect(csp.get(name) ?? [], `${what}: ${name}`).not.toContain("'unsafe-inline'")
  }
  expect(response.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
  expect(response.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY')
  expect(response.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('no-referrer')
}

const get = (url: string, extra: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers: extra })

describe('security headers on the web app', () => {
  it('are on the page at / and at an address the client-side router handles', async () => {
    for (const url of ['/', '/dashboard/feed', '/login?next=%2Fdashboard']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expectSecurityHeaders(response, url)
    }
  })

  it('are on a built script, another file and a script that is not there', async () => {
    const script = await get('/assets/index-Dx4kXJAl.js')
    expect(script.statusCode).toBe(200)
    expectSecurityHeaders(script, 'script')
    const icon = await get('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expectSecurityHeaders(icon, 'favicon')
    const missing = await get('/assets/index-OldBuild.js')
    expect(missing.statusCode).toBe(404)
    expectSecurityHeaders(missing, 'missing script')
  })
})

describe('security headers on uploaded images', () => {
  it('are on a stored photo and on one that is not there', async () => {
    expect(imagePath).toMatch(/^\/uploads\//)
    const image = await get(imagePath)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expectSecurityHeaders(image, 'image')
    const missing = await get('/uploads/no-such-image.webp')
    expect(missing.statusCode).toBe(404)
    expectSecurityHeaders(missing, 'missing image')
  })
})

describe('security headers on API answers', () => {
  it('are on a success, the health check, the OpenAPI document and its pages', async () => {
    for (const url of ['/api/health', '/api/social/feed', '/api/docs/json', '/api/docs']) {
      const response = await get(url, headers)
      expect(response.statusCode, url).toBe(200)
      expectSecurityHeaders(response, url)
    }
  })

  it('are on a refused registration (400), invalid JSON (400) and JSON of another type (415)', async () => {
    const refused = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: '<script>' },
    })
    expect(refused.statusCode).toBe(400)
    expectSecurityHeaders(refused, 'refused registration')

    const broken = await harness.app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"description": ',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toMatchObject({ error: 'The request body is not valid JSON.' })
    expectSecurityHeaders(broken, 'invalid JSON')

    const xml = await harness.app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<meal/>',
    })
    expect(xml.statusCode).toBe(415)
    expectSecurityHeaders(xml, 'xml body')
  })

  it('are on a 401 without a token and with a token nobody was given', async () => {
    const none = await get('/api/profile')
    expect(none.statusCode).toBe(401)
    expectSecurityHeaders(none, 'no token')
    const invented = await get('/api/profile', { authorization: 'Bearer not-a-real-token' })
    expect(invented.statusCode).toBe(401)
    expectSecurityHeaders(invented, 'invented token')
  })

  it('are on a 404 of the API and on an address with a broken %-escape (400)', async () => {
    const missing = await get('/api/no-such-route', headers)
    expect(missing.statusCode).toBe(404)
    expectSecurityHeaders(missing, 'API 404')
    // the router refuses this before any route or hook (answerRouterError)
    const badUrl = await get('/api/social/profile/%E0%A4%A', headers)
    expect(badUrl.statusCode).toBe(400)
    expect(badUrl.json()).toMatchObject({ code: 'BAD_URL' })
    expectSecurityHeaders(badUrl, 'bad URL')
  })

  it('are on a JSON body over the body limit and a photo over the upload limit (413)', async () => {
    const bigJson = await harness.app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(300 * 1024) }),
    })
    expect(bigJson.statusCode).toBe(413)
    expectSecurityHeaders(bigJson, 'large JSON')

    const form = await multipartForm({
      content: 'Big photo',
      image: {
        bytes: new Uint8Array(UPLOAD_MAX_BYTES + 1),
        filename: 'big.png',
        contentType: 'image/png',
      },
    })
    const bigPhoto = await harness.app.inject({
      method: 'POST',
      url: '/api/social/posts',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    })
    expect(bigPhoto.statusCode).toBe(413)
    expectSecurityHeaders(bigPhoto, 'large photo')
  })

  it('are on a 429 with Retry-After', async () => {
    const attempt = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      })
    // LOGIN_LIMIT_PER_MINUTE is 2 in this file
    await attempt()
    await attempt()
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expectSecurityHeaders(limited, '429')
  })
})

describe('security headers on answers of 500', () => {
  // An app of its own: one route that throws, and a database that can be shut
  let database: DatabaseHandle
  let app: Awaited<ReturnType<typeof buildApp>>
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-headers-data-'))
  beforeAll(async () => {
    database = await openDatabase({})
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: webDist, DATA_DIR: dataDir })
    app = await buildApp({ config, db: database.db, logger: false })
    app.get('/api/throws', () => {
      throw new Error('a bug in a route')
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('are on the generic 500 of a route that throws', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/throws' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toMatchObject({ code: 'INTERNAL' })
    expectSecurityHeaders(response, 'route that throws')
  })

  it('are on the 500 of a database that fails while the caller is identified', async () => {
    // the first thing a request with a token does is look the token up
    await database.close()
    const response = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: 'Bearer some-token' },
    })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toMatchObject({ code: 'INTERNAL' })
    expectSecurityHeaders(response, 'database down')
  })
})
