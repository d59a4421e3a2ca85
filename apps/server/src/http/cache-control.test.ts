import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newUserPayload } from '../test/test-app'

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
})
