import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openNotificationStream, unreadIs } from './test/notification-stream-client'
import { TEST_REDIS_KEY_SECRET } from './test/rate-limit-stores'
import { startS3TestServer, type S3TestServer } from './test/s3-test-server'
import {
  callApi,
  createPostgresDatabase,
  startServerProcess,
  type ServerProcess,
} from './test/server-process'

// Two real server processes, as `npm start` runs them, on one PostgreSQL, one
// Redis and one S3-compatible store (s3rver): what a person does through one
// must hold on the other. A load balancer may send each request to either.

const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
const ready = Boolean(databaseUrl && redisUrl)
if (!ready) {
  console.warn(
    'two-instances.hard.test.ts is skipped: it needs DATABASE_URL (a PostgreSQL server) and REDIS_URL',
  )
}

const LOGIN_LIMIT = 6
const LIKERS = 30

type Server = ServerProcess

let s3: S3TestServer
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
let dataDir: string
let db: pg.Client
let servers: [Server, Server]

describe.skipIf(!ready)('two servers on one PostgreSQL, one Redis and one S3 store', () => {
  beforeAll(async () => {
    s3 = await startS3TestServer()
    database = await createPostgresDatabase(databaseUrl!)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-two-'))
    const env: NodeJS.ProcessEnv = {
      ...s3.env,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      // this run's own counters, whatever else uses the Redis
      REDIS_KEY_PREFIX: `platewise-two-${randomBytes(6).toString('hex')}:`,
      // one secret for both, or each would name an email's login counter its own way
      REDIS_KEY_SECRET: TEST_REDIS_KEY_SECRET,
      // the one limit under test; the others are out of the way (startServerProcess)
      LOGIN_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    }
    const store = { kind: 'postgres', url: database.url } as const
    // both at once on the empty database, as two instances of a deploy start
    const started = await Promise.allSettled([
      startServerProcess(store, env),
      startServerProcess(store, env),
    ])
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) {
      for (const result of started) if (result.status === 'fulfilled') await result.value.stop()
      throw failed.reason
    }
    servers = started.map((result) => (result as PromiseFulfilledResult<Server>).value) as [
      Server,
      Server,
    ]
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
  })

  afterAll(async () => {
    await db?.end()
    for (const server of servers ?? []) await server.stop()
    await database?.drop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    await s3?.close()
  })

  const A = () => servers[0]
  const B = () => servers[1]

  const call = (
    server: Server,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; json?: object; form?: FormData } = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many routes, checked by each test
  ) => callApi<any>(server.url, method, url, options)

  let people = 0
  async function register(server: Server) {
    people += 1
    const suffix = `${Date.now().toString(36)}${people}`
    const payload = {
      first_name: 'Sam',
      last_name: 'Two',
      username: `sam_${suffix}`,
      email: `sam.${suffix}@example.com`,
      password: 'two-servers-one-truth',
    }
    const response = await call(server, 'POST', '/api/auth/register', { json: payload })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return {
      token: response.body.token as string,
      email: payload.email,
      password: payload.password,
    }
  }

  /** Shares a post as the web app does (a multipart form), with a photo when asked. */
  async function share(server: Server, token: string, { photo = false } = {}) {
    const form = new FormData()
    form.append('content', 'Shared through one of two servers')
    if (photo) {
      const jpeg = await sharp({
        create: { width: 48, height: 32, channels: 3, background: '#1971c2' },
      })
        .jpeg()
        .toBuffer()
      form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'lunch.jpg')
    }
    const response = await call(server, 'POST', '/api/social/posts', { token, form })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body as { id: number; image_url: string | null }
  }

  it('accepts a token made by one on the other, and a logout on one ends it on both', async () => {
    const sam = await register(A())
    expect((await call(B(), 'GET', '/api/social/feed', { token: sam.token })).status).toBe(200)

    const login = await call(B(), 'POST', '/api/auth/login', {
      json: { email: sam.email, password: sam.password },
    })
    expect(login.status).toBe(200)
    const second = login.body.token as string
    expect((await call(A(), 'GET', '/api/social/feed', { token: second })).status).toBe(200)

    expect((await call(A(), 'POST', '/api/auth/logout', { token: sam.token })).status).toBe(204)
    expect((await call(B(), 'GET', '/api/social/feed', { token: sam.token })).status).toBe(401)
    expect((await call(A(), 'GET', '/api/social/feed', { token: sam.token })).status).toBe(401)
    // the other session of the same person goes on
    expect((await call(B(), 'GET', '/api/social/feed', { token: second })).status).toBe(200)
  })

  it('serves a photo uploaded through one from the other, until its post is deleted', async () => {
    const sam = await register(A())
    const post = await share(A(), sam.token, { photo: true })
    expect(post.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)
    const key = post.image_url!.slice('/uploads/'.length)
    expect(await s3.keys()).toContain(key)

    const fromA = await call(A(), 'GET', post.image_url!)
    const fromB = await call(B(), 'GET', post.image_url!)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/webp')
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff')
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true)

    const deleted = await call(B(), 'DELETE', `/api/social/posts/${post.id}`, { token: sam.token })
    expect(deleted.status).toBe(204)
    expect(await s3.keys()).not.toContain(key)
    expect((await call(A(), 'GET', post.image_url!)).status).toBe(404)
  })

  it('delivers a like made on one to the notification stream held by the other (issue 27)', async () => {
    const author = await register(B())
    const liker = await register(A())
    const post = await share(B(), author.token)
    const stream = await openNotificationStream(B().url, author.token)
    try {
      expect(stream.status).toBe(200)
      await stream.next(unreadIs(0))
      const liked = await call(A(), 'POST', `/api/social/posts/${post.id}/like`, {
        token: liker.token,
      })
      expect(liked.status).toBe(200)
      const event = await stream.next((e) => e.event === 'notification')
      expect(JSON.parse(event.data)).toMatchObject({
        kind: 'like',
        text: 'Sam liked your post',
        post: { id: post.id },
      })
      await stream.next(unreadIs(1))
    } finally {
      await stream.close()
    }
  })

  it('counts logins sent to both against one limit', async () => {
    const sam = await register(A())
    const login = (server: Server) =>
      call(server, 'POST', '/api/auth/login', {
        json: { email: sam.email, password: sam.password },
      })
    // alternately to A and B: each server alone would allow LOGIN_LIMIT
    const statuses: number[] = []
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      statuses.push((await login(attempt % 2 === 0 ? A() : B())).status)
    }
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(200))
    const overA = await login(A())
    const overB = await login(B())
    expect([overA.status, overB.status]).toEqual([429, 429])
    expect(overB.body.error).toBe('Too many login attempts. Please try again later.')
  })

  it('keeps a post’s like count equal to its likes under likes sent to both at once', async () => {
    const author = await register(A())
    const post = await share(A(), author.token)
    const likers = await Promise.all(
      Array.from({ length: LIKERS }, (_, i) => register(i % 2 === 0 ? A() : B())),
    )
    const like = (server: Server, token: string) =>
      call(server, 'POST', `/api/social/posts/${post.id}/like`, { token })
    const stored = async () => {
      const { rows } = await db.query<{ count: number; likes: number }>(
        `select p.likes_count as count, (select count(*)::int from post_likes l where l.post_id = p.id) as likes
         from posts p where p.id = $1`,
        [post.id],
      )
      return rows[0]!
    }
    const shownCount = async (server: Server) =>
      (await call(server, 'GET', `/api/social/posts/${post.id}`, { token: author.token })).body
        .likes_count as number

    // everyone likes at once, half through each server
    const liked = await Promise.all(
      likers.map((liker, i) => like(i % 2 === 0 ? A() : B(), liker.token)),
    )
    expect(liked.map((response) => response.status)).toEqual(Array(LIKERS).fill(200))
    expect(liked.every((response) => response.body.is_liked === true)).toBe(true)
    expect(await stored()).toEqual({ count: LIKERS, likes: LIKERS })
    expect(await shownCount(A())).toBe(LIKERS)
    expect(await shownCount(B())).toBe(LIKERS)

    // everyone toggles twice, once through each server, all at once: back where they were
    const twice = await Promise.all(
      likers.map(async (liker, i) => {
        const [first, second] = i % 2 === 0 ? [A(), B()] : [B(), A()]
        const off = await like(first, liker.token)
        const on = await like(second, liker.token)
        return [off.body.is_liked, on.body.is_liked]
      }),
    )
    expect(twice).toEqual(Array(LIKERS).fill([false, true]))
    expect(await stored()).toEqual({ count: LIKERS, likes: LIKERS })

    // two toggles of one person at the same moment, one at each server: however
    // they interleave, the count is the rows
    await Promise.all(likers.flatMap((liker) => [like(A(), liker.token), like(B(), liker.token)]))
    const after = await stored()
    expect(after.count).toBe(after.likes)
    expect(await shownCount(B())).toBe(after.likes)
  })
})
