import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newUserPayload, postForm, registerUser } from '../test/test-app'

// a built web app: an index page and one fingerprinted asset
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-web-'))
fs.mkdirSync(path.join(webDist, 'assets'))
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Platewise</title>')
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)')

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({ WEB_DIST_DIR: webDist })
})
afterAll(() => harness.close())

describe('Cache-Control', () => {
  it('keeps tokens and personal data out of caches: register, login and the profile', async () => {
    const payload = newUserPayload()
    const register = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
    })
    expect(register.statusCode).toBe(201)
    expect(register.headers['cache-control']).toBe('no-store')

    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    })
    expect(login.statusCode).toBe(200)
    expect(login.headers['cache-control']).toBe('no-store')

    const profile = await harness.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${login.json().token}` },
    })
    expect(profile.headers['cache-control']).toBe('no-store')
  })

  it('marks API errors no-store as well', async () => {
    for (const url of ['/api/profile', '/api/no-such-thing', '/api/meals/%E0%A4%A']) {
      const response = await harness.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.headers['cache-control']).toBe('no-store')
    }
  })

  it('has the browser ask again for the web page every time, whichever address opens it', async () => {
    for (const url of ['/', '/dashboard', '/index.html']) {
      const response = await harness.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('lets the browser keep fingerprinted assets for a year', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  // Issue 24: a year's `immutable` kept a deleted photo in every cache in front
  // of the server. Browsers keep an image five minutes and then ask with its
  // ETag; shared caches ask every time (docs/SECURITY.md, Uploads).
  it('lets a deleted photo stop being served: browsers keep it 5 minutes, shared caches ask each time', async () => {
    const maya = await registerUser(harness.app)
    const bytes = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#1c7ed6' },
    })
      .png()
      .toBuffer()
    const post = await postForm<{ id: number; image_url: string }>(
      harness.app,
      '/api/social/posts',
      maya.headers,
      { image: { bytes, filename: 'lunch.png', contentType: 'image/png' } },
    )
    const first = await harness.app.inject({ method: 'GET', url: post.image_url })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=300, s-maxage=0, must-revalidate')
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()

    const revalidate = () =>
      harness.app.inject({
        method: 'GET',
        url: post.image_url,
        headers: { 'if-none-match': etag },
      })
    const unchanged = await revalidate()
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.rawPayload.length).toBe(0)

    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: `/api/social/posts/${post.id}`,
      headers: maya.headers,
    })
    expect(deleted.statusCode).toBe(204)
    // the cache that asks again learns it is gone
    expect((await revalidate()).statusCode).toBe(404)
  })
})
