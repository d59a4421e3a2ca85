import fs from 'node:fs'
import path from 'node:path'
import { POST_MESSAGES } from '@platewise/core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, multipartForm, registerUser, type FormFile } from '../../test/test-app'
import { pngClaiming } from '../../test/png-claiming'
import { IMAGE_CACHE_CONTROL } from '../../storage/serve-uploads'

let harness: Awaited<ReturnType<typeof createTestApp>>
let uploadsDir: string
beforeAll(async () => {
  harness = await createTestApp()
  uploadsDir = path.join(harness.config.DATA_DIR, 'uploads')
})
afterAll(() => harness.close())

type Headers = Record<string, string>
const TEN_MB = 10 * 1024 * 1024

async function send(url: string, headers: Headers, fields: Record<string, string | FormFile>) {
  const form = await multipartForm(fields)
  return harness.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  })
}
const sharePost = (headers: Headers, fields: Record<string, string | FormFile>) =>
  send('/api/social/posts', headers, fields)

const jpegFile = (bytes: Uint8Array, filename = 'holiday.jpg'): FormFile => ({
  bytes,
  filename,
  contentType: 'image/jpeg',
})

const storedFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : [])

/**
 * A phone photo as it leaves the camera: 300 × 200 pixels stored sideways with
 * EXIF orientation 6, the camera's make, a GPS position, an ICC profile and XMP.
 */
function phonePhoto() {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#d9480f' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Copyright: 'Maya' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withIccProfile('p3')
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer()
}

/** Whether an EXIF block's first directory points at a GPS directory (tag 0x8825). */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const directory = u32(4)
  const entries = u16(directory)
  return Array.from({ length: entries }, (_, i) => u16(directory + 2 + i * 12)).includes(0x8825)
}

describe('a photo on a post', () => {
  it('is served as a new WebP, upright, without EXIF, GPS, ICC or XMP, by the image cache policy', async () => {
    const { headers } = await registerUser(harness.app)
    const original = await phonePhoto()
    const before = await sharp(original).metadata()
    expect(before).toMatchObject({ format: 'jpeg', orientation: 6 })
    expect(hasGpsDirectory(before.exif!)).toBe(true)
    expect(before.icc).toBeDefined()
    expect(before.xmp).toBeDefined()

    const response = await sharePost(headers, { content: 'Lunch', image: jpegFile(original) })
    expect(response.statusCode, response.body).toBe(201)
    const { image_url } = response.json()
    expect(image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)

    const served = await harness.app.inject({ method: 'GET', url: image_url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL)
    const after = await sharp(served.rawPayload).metadata()
    expect(after).toMatchObject({ format: 'webp', width: 200, height: 300 })
    expect(after.exif).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false)
  })

  it('makes a post by itself, without any text', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await sharePost(headers, { image: jpegFile(await phonePhoto()) })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ content: '', image_url: expect.any(String) })
  })

  it('is scaled down to 2048 pixels on its long side', async () => {
    const { headers } = await registerUser(harness.app)
    const wide = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#2b8a3e' },
    })
      .png()
      .toBuffer()
    const response = await sharePost(headers, {
      image: { bytes: wide, filename: 'wide.png', contentType: 'image/png' },
    })
    const served = await harness.app.inject({ method: 'GET', url: response.json().image_url })
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 2048, height: 1024 })
  })

  it('goes from storage with its post', async () => {
    const { headers } = await registerUser(harness.app)
    const post = (await sharePost(headers, { image: jpegFile(await phonePhoto()) })).json()
    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: `/api/social/posts/${post.id}`,
      headers,
    })
    expect(deleted.statusCode).toBe(204)
    const served = await harness.app.inject({ method: 'GET', url: post.image_url })
    expect(served.statusCode).toBe(404)
    expect(storedFiles()).not.toContain(path.basename(post.image_url))
  })

  it('lets its post be deleted even when storage cannot remove the file: 204, and the post is gone', async () => {
    const { headers } = await registerUser(harness.app)
    const post = (await sharePost(headers, { image: jpegFile(await phonePhoto()) })).json()
    // a directory with something in it where the file was: removing it fails
    const stored = path.join(uploadsDir, path.basename(post.image_url))
    fs.rmSync(stored)
    fs.mkdirSync(stored)
    fs.writeFileSync(path.join(stored, 'in-the-way'), 'x')
    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: `/api/social/posts/${post.id}`,
      headers,
    })
    expect(deleted.statusCode).toBe(204)
    const read = await harness.app.inject({
      method: 'GET',
      url: `/api/social/posts/${post.id}`,
      headers,
    })
    expect(read.statusCode).toBe(404)
  })
})

describe('an upload that is not an acceptable photo', () => {
  it('is refused with 415 when it is HTML named .jpg and sent as image/jpeg', async () => {
    const { headers } = await registerUser(harness.app)
    const before = storedFiles()
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>')
    const response = await sharePost(headers, { content: 'Look', image: jpegFile(html) })
    expect(response.statusCode).toBe(415)
    expect(response.json().code).toBe('UNSUPPORTED_IMAGE')
    expect(storedFiles()).toEqual(before)
  })

  it('is refused with 415 when it is an SVG, whatever it is called', async () => {
    const { headers } = await registerUser(harness.app)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    const response = await sharePost(headers, { image: jpegFile(svg, 'drawing.png') })
    expect(response.statusCode).toBe(415)
  })

  it('is refused with 415 when its bytes start like a JPEG but are not one', async () => {
    const { headers } = await registerUser(harness.app)
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])
    const response = await sharePost(headers, { image: jpegFile(broken) })
    expect(response.statusCode).toBe(415)
  })

  it('is refused with 413 when it is one byte over 10 MB, and read up to 10 MB', async () => {
    const { headers } = await registerUser(harness.app)
    const over = await sharePost(headers, { image: jpegFile(Buffer.alloc(TEN_MB + 1, 0x41)) })
    expect(over.statusCode).toBe(413)
    expect(over.json().error).toBe('This file is too large. Please choose one of at most 10 MB.')
    // exactly 10 MB is read; it is just not an image
    const atLimit = await sharePost(headers, { image: jpegFile(Buffer.alloc(TEN_MB, 0x41)) })
    expect(atLimit.statusCode).toBe(415)
  })

  it('is refused with 413, at once and without decoding, when it claims 20,000 × 20,000 pixels', async () => {
    const { headers } = await registerUser(harness.app)
    const before = storedFiles()
    const residentBefore = process.memoryUsage().rss
    const started = performance.now()
    const response = await sharePost(headers, {
      image: { bytes: pngClaiming(20_000, 20_000), filename: 'bomb.png', contentType: 'image/png' },
    })
    expect(performance.now() - started).toBeLessThan(1_000)
    // decoded, its pixels would take 1.2 GB
    expect(process.memoryUsage().rss - residentBefore).toBeLessThan(100 * 1024 * 1024)
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('IMAGE_TOO_LARGE')
    expect(storedFiles()).toEqual(before)
  })

  it('is refused with 413 when two files come in one form', async () => {
    const { headers } = await registerUser(harness.app)
    const form = new FormData()
    const photo = await phonePhoto()
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'a.jpg')
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'b.jpg')
    const encoded = new Response(form)
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/social/posts',
      headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    })
    expect(response.statusCode).toBe(413)
  })

  it('is refused with 400 when the image field is text', async () => {
    const { headers } = await registerUser(harness.app)
    const response = await sharePost(headers, { content: 'Hi', image: 'not a file' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(POST_MESSAGES.image)
  })

  it('answers 400 to a form that is cut off, never 500', async () => {
    const { headers } = await registerUser(harness.app)
    const form = await multipartForm({ content: 'Hi', image: jpegFile(await phonePhoto()) })
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/social/posts',
      headers: { ...headers, ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 200),
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('GET /uploads/…', () => {
  it('answers 404 for an image that is not there, not the web app', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/uploads/00000000000000000000000000000000.webp',
    })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).not.toMatch(/html/)
  })
})

describe('POST /api/social/profile/avatar', () => {
  it('sets the picture shown on the profile, on posts and at the next login', async () => {
    const maya = await registerUser(harness.app)
    const response = await send('/api/social/profile/avatar', maya.headers, {
      image: jpegFile(await phonePhoto(), 'me.jpg'),
    })
    expect(response.statusCode, response.body).toBe(200)
    const { profile_picture } = response.json()
    expect(profile_picture).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)
    const served = await harness.app.inject({ method: 'GET', url: profile_picture })
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined()

    const post = (await sharePost(maya.headers, { content: 'New picture!' })).json()
    expect(post.user.profile_picture).toBe(profile_picture)
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: maya.payload.email, password: maya.payload.password },
    })
    expect(login.json().user.profile_picture).toBe(profile_picture)
    const profile = await harness.app.inject({
      method: 'GET',
      url: `/api/social/profile/${maya.user.id}`,
      headers: maya.headers,
    })
    expect(profile.json().user.profile_picture).toBe(profile_picture)
  })

  it('refuses a form without an image, and anything that is not one', async () => {
    const maya = await registerUser(harness.app)
    const none = await send('/api/social/profile/avatar', maya.headers, { name: 'me' })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toBe(POST_MESSAGES.image)
    const html = await send('/api/social/profile/avatar', maya.headers, {
      image: jpegFile(Buffer.from('<html><body>hello</body></html>'), 'me.jpg'),
    })
    expect(html.statusCode).toBe(415)
  })
})
