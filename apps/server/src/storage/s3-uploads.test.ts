import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { users } from '../db/schema'
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server'
import { IMAGE_CACHE_CONTROL } from './serve-uploads'
import {
  createTestApp,
  multipartForm,
  postForm,
  registerUser,
  type FormFile,
} from '../test/test-app'

// The whole app with S3_BUCKET set, against a real S3-compatible server: what a
// person uploads lands in the bucket and comes back from the server's own
// address, exactly as local files do (decision 021).

let s3: S3TestServer
let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  s3 = await startS3TestServer()
  harness = await createTestApp(s3.config)
})
afterAll(async () => {
  await harness?.close()
  await s3?.close()
})

type User = Awaited<ReturnType<typeof registerUser>>

const photo = async (): Promise<FormFile> => ({
  bytes: await sharp({ create: { width: 60, height: 40, channels: 3, background: '#e8590c' } })
    .jpeg()
    .toBuffer(),
  filename: 'dinner.jpg',
  contentType: 'image/jpeg',
})

/** What the upload routes answer: a post's id and image_url, or a new profile_picture */
type Uploaded = { id: number; image_url: string; profile_picture: string }

const send = (url: string, as: User, fields: Record<string, string | FormFile>) =>
  postForm<Uploaded>(harness.app, url, as.headers, fields)

const keyOf = (url: string) => url.slice('/uploads/'.length)
const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers })

describe('a post photo with S3 configured', () => {
  it('goes to the bucket, not to DATA_DIR, and is served at its /uploads/ address', async () => {
    const maya = await registerUser(harness.app)
    const post = await send('/api/social/posts', maya, { content: 'Dinner', image: await photo() })
    expect(post.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)
    const key = keyOf(post.image_url)
    expect(await s3.keys()).toContain(key)
    expect(fs.existsSync(path.join(harness.config.DATA_DIR, 'uploads'))).toBe(false)

    const served = await get(post.image_url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL)
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length))
    expect(served.rawPayload.equals(Buffer.from((await s3.object(key)).bytes))).toBe(true)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 60,
      height: 40,
    })
  })

  it('answers 304 to a browser that already holds it, and HEAD without the bytes', async () => {
    const maya = await registerUser(harness.app)
    const post = await send('/api/social/posts', maya, { image: await photo() })
    const first = await get(post.image_url)
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()

    const again = await get(post.image_url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL)

    const head = await harness.app.inject({ method: 'HEAD', url: post.image_url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
    expect(head.rawPayload.length).toBe(0)
  })

  it('leaves the bucket with its post, and its address then answers 404', async () => {
    const maya = await registerUser(harness.app)
    const post = await send('/api/social/posts', maya, { image: await photo() })
    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: `/api/social/posts/${post.id}`,
      headers: maya.headers,
    })
    expect(deleted.statusCode).toBe(204)
    expect(await s3.keys()).not.toContain(keyOf(post.image_url))
    const served = await get(post.image_url)
    expect(served.statusCode).toBe(404)
    expect(served.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('is refused before it reaches the bucket when it is not an image', async () => {
    const maya = await registerUser(harness.app)
    const before = await s3.keys()
    const form = await multipartForm({
      image: {
        bytes: Buffer.from('<html>hi</html>'),
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      },
    })
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/social/posts',
      headers: { ...maya.headers, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(415)
    expect(await s3.keys()).toEqual(before)
  })
})

describe('GET /uploads/… with S3 configured', () => {
  it('answers 404 in JSON for a key that is not in the bucket or could not be one', async () => {
    for (const url of [
      '/uploads/00000000000000000000000000000000.webp',
      '/uploads/not-a-key.webp',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^application\/json/)
    }
  })
})

describe('a profile picture with S3 configured', () => {
  it('leaves the bucket when a new one replaces it, and the new one when it is removed', async () => {
    const maya = await registerUser(harness.app)
    const first = await send('/api/social/profile/avatar', maya, { image: await photo() })
    expect(await s3.keys()).toContain(keyOf(first.profile_picture))

    const second = await send('/api/social/profile/avatar', maya, { image: await photo() })
    const afterReplace = await s3.keys()
    expect(afterReplace).not.toContain(keyOf(first.profile_picture))
    expect(afterReplace).toContain(keyOf(second.profile_picture))
    expect((await get(first.profile_picture)).statusCode).toBe(404)

    const removed = await harness.app.inject({
      method: 'PUT',
      url: '/api/social/profile',
      headers: maya.headers,
      payload: { daily_calories: 2000, daily_protein: 120, profile_picture: null },
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await s3.keys()).not.toContain(keyOf(second.profile_picture))
    expect((await get(second.profile_picture)).statusCode).toBe(404)
  })
})

describe('deleting an account with S3 configured', () => {
  it('removes its profile picture and its photos from the bucket, and no one else’s', async () => {
    const dana = await registerUser(harness.app)
    const ali = await registerUser(harness.app)
    const avatar = await send('/api/social/profile/avatar', dana, { image: await photo() })
    const post = await send('/api/social/posts', dana, { image: await photo() })
    const alisPost = await send('/api/social/posts', ali, { image: await photo() })
    const danas = [keyOf(avatar.profile_picture), keyOf(post.image_url)]
    expect(await s3.keys()).toEqual(expect.arrayContaining([...danas, keyOf(alisPost.image_url)]))

    const response = await harness.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: dana.headers,
      payload: { password: dana.payload.password, confirmation: 'DELETE' },
    })
    expect(response.statusCode, response.body).toBe(204)
    const left = await s3.keys()
    for (const key of danas) expect(left).not.toContain(key)
    expect(left).toContain(keyOf(alisPost.image_url))
  })

  it('leaves a photo of someone else’s that its picture pointed at (a row from before pictures were checked)', async () => {
    const dana = await registerUser(harness.app)
    const ali = await registerUser(harness.app)
    const alisPost = await send('/api/social/posts', ali, { image: await photo() })
    await harness.db
      .update(users)
      .set({ profilePicture: alisPost.image_url })
      .where(eq(users.id, dana.user.id))

    const response = await harness.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: dana.headers,
      payload: { password: dana.payload.password, confirmation: 'DELETE' },
    })
    expect(response.statusCode, response.body).toBe(204)
    expect(await s3.keys()).toContain(keyOf(alisPost.image_url))
    expect((await get(alisPost.image_url)).statusCode).toBe(200)
  })
})

describe('a server configured with a bucket it cannot use', () => {
  it('does not start, and says which bucket and where', async () => {
    await expect(
      buildApp({
        config: { ...harness.config, S3_BUCKET: 'no-such-bucket' },
        db: harness.db,
        logger: false,
      }),
    ).rejects.toThrow(`The S3 bucket "no-such-bucket" does not exist at ${s3.endpoint}.`)
  })
})
