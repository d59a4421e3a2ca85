import { text } from 'node:stream/consumers'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server'
import { createS3ImageStorage, type S3ImageStorage } from './s3-image-storage'
import type { StoredImage } from './serve-uploads'

let s3: S3TestServer
let storage: S3ImageStorage
beforeAll(async () => {
  s3 = await startS3TestServer()
  storage = createS3ImageStorage(s3.settings)
})
afterAll(async () => {
  storage.close()
  await s3.close()
})

const bytesOf = (text: string) => new TextEncoder().encode(text)
const KEY = /^[0-9a-f]{32}\.webp$/

/** The body of an image `read` found. */
async function contentOf(image: StoredImage) {
  if (!image.found || image.notModified) throw new Error(`no body: ${JSON.stringify(image)}`)
  return text(image.body as Readable)
}

describe('the S3 image storage', () => {
  it('puts the bytes in the bucket under a new random .webp key, as image/webp', async () => {
    const key = await storage.put(bytesOf('first image'), 'image/webp')
    const other = await storage.put(bytesOf('first image'), 'image/webp')
    expect(key).toMatch(KEY)
    expect(other).toMatch(KEY)
    expect(other).not.toBe(key)
    expect(await s3.keys()).toEqual(expect.arrayContaining([key, other]))
    const object = await s3.object(key)
    expect(new TextDecoder().decode(object.bytes)).toBe('first image')
    expect(object.contentType).toBe('image/webp')
  })

  it('reads an image back with its type, length and ETag', async () => {
    const key = await storage.put(bytesOf('read me'), 'image/webp')
    const image = await storage.read(key)
    expect(image).toMatchObject({ found: true, contentType: 'image/webp', contentLength: 7 })
    expect(await contentOf(image)).toBe('read me')
  })

  it('answers "not modified" when the ETag a browser holds is the image’s', async () => {
    const key = await storage.put(bytesOf('cached'), 'image/webp')
    const first = await storage.read(key)
    if (!first.found || first.notModified) throw new Error('expected the image')
    await contentOf(first)
    expect(first.etag).toBeTruthy()
    expect(await storage.read(key, { ifNoneMatch: first.etag })).toEqual({
      found: true,
      notModified: true,
    })
    const stale = await storage.read(key, { ifNoneMatch: '"some-other-etag"' })
    expect(await contentOf(stale)).toBe('cached')
  })

  it('addresses an image at /uploads/<key>, and finds the key behind that address', async () => {
    const key = await storage.put(bytesOf('addressed'), 'image/webp')
    expect(storage.url(key)).toBe(`/uploads/${key}`)
    expect(storage.keyOf(storage.url(key))).toBe(key)
  })

  it('finds no key behind an address it did not make', () => {
    const key = '0123456789abcdef0123456789abcdef.webp'
    for (const url of [
      `https://elsewhere.example/uploads/${key}`,
      `/uploads/${key}?v=2`,
      `/uploads/../${key}`,
      '/uploads/0123456789abcdef0123456789abcdef.png',
      `/avatars/${key}`,
      '',
    ]) {
      expect(storage.keyOf(url), url).toBeUndefined()
    }
  })

  it('deletes an image, and deleting it again is no error', async () => {
    const key = await storage.put(bytesOf('short-lived'), 'image/webp')
    await storage.delete(key)
    expect(await s3.keys()).not.toContain(key)
    expect(await storage.read(key)).toEqual({ found: false })
    await expect(storage.delete(key)).resolves.toBeUndefined()
  })

  it('finds nothing under a key that was never stored or could not be one', async () => {
    expect(await storage.read('00000000000000000000000000000000.webp')).toEqual({ found: false })
    // a name that is no key never reaches the bucket, whatever objects it holds
    for (const name of ['../platewise-test', 'a/b.webp', 'x.webp', '']) {
      expect(await storage.read(name), name).toEqual({ found: false })
    }
    await expect(storage.delete('../secrets.webp')).rejects.toThrow('Not an image key')
  })
})

describe('checking the bucket at start', () => {
  it('passes for the bucket as configured', async () => {
    await expect(storage.checkBucket()).resolves.toBeUndefined()
  })

  it('says so when the bucket does not exist', async () => {
    const missing = createS3ImageStorage({ ...s3.settings, bucket: 'no-such-bucket' })
    await expect(missing.checkBucket()).rejects.toThrow(
      `The S3 bucket "no-such-bucket" does not exist at ${s3.endpoint}.`,
    )
    missing.close()
  })

  it('says so when the credentials are refused', async () => {
    // s3rver checks the access key (not a version 4 signature, decision 021)
    const wrong = createS3ImageStorage({ ...s3.settings, accessKeyId: 'NOT-A-KEY' })
    await expect(wrong.checkBucket()).rejects.toThrow(
      'refused these credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    )
    wrong.close()
  })

  it('says so when nothing answers at the endpoint', async () => {
    // port 1 (tcpmux) is reserved and nothing listens there
    const endpoint = 'http://127.0.0.1:1'
    const nowhere = createS3ImageStorage({ ...s3.settings, endpoint })
    await expect(nowhere.checkBucket()).rejects.toThrow(
      `Cannot reach the S3 bucket "platewise-test" at ${endpoint}`,
    )
    nowhere.close()
  })
})
