import type { Notification } from '@platewise/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openNotificationStream, unreadIs } from '../../test/notification-stream-client'
import { createTestApp, postForm, registerUser } from '../../test/test-app'
import { STREAM_LIMIT_MESSAGE } from './notification-stream'

// The stream over a real connection (inject() waits for an answer's end): on
// PGlite its fan-out is in-process, on PostgreSQL it goes through LISTEN/NOTIFY
// even within one server.

const STREAMS_PER_USER = 3
let harness: Awaited<ReturnType<typeof createTestApp>>
let baseUrl: string
beforeAll(async () => {
  harness = await createTestApp({
    API_LIMIT_PER_MINUTE: 100_000,
    NOTIFICATION_HEARTBEAT_SECONDS: 1,
    NOTIFICATION_STREAMS_PER_USER: STREAMS_PER_USER,
  })
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>
const newUser = (first_name: string) => registerUser(harness.app, { first_name })

const share = (user: User, content: string) =>
  postForm(harness.app, '/api/social/posts', user.headers, { content })

async function like(user: User, postId: number) {
  const response = await harness.app.inject({
    method: 'POST',
    url: `/api/social/posts/${postId}/like`,
    headers: user.headers,
  })
  expect(response.statusCode, response.body).toBe(200)
}

const isNotification = (event: { event: string }) => event.event === 'notification'
const lineOf = (event: { data: string }) => JSON.parse(event.data) as Notification

describe('GET /api/notifications/stream', () => {
  it('sends a like as it happens, with its line id as the event id, and the unread count', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const post = await share(maya, 'Live oats')
    const stream = await openNotificationStream(baseUrl, maya.token)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(stream.headers.get('cache-control')).toBe('no-store')
    await stream.next(unreadIs(0))
    await like(ben, post.id)
    const event = await stream.next(isNotification)
    const line = lineOf(event)
    expect(line).toMatchObject({ text: 'Ben liked your post', post: { id: post.id } })
    expect(event.id).toBe(String(line.id))
    await stream.next(unreadIs(1))
    // an unlike withdraws it: the count goes down on the stream
    await like(ben, post.id)
    await stream.next(unreadIs(0))
    await stream.close()
  })

  it('sends what was missed after Last-Event-ID on reconnecting', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const cara = await newUser('Cara')
    const [first, second] = [await share(maya, 'One'), await share(maya, 'Two')]
    await like(ben, first.id)
    const list = await harness.app.inject({ url: '/api/notifications', headers: maya.headers })
    const seen = list.json<{ notifications: Notification[] }>().notifications[0]!
    // while she was away
    await like(cara, second.id)
    const stream = await openNotificationStream(baseUrl, maya.token, seen.id)
    const missed = lineOf(await stream.next(isNotification))
    expect(missed).toMatchObject({ text: 'Cara liked your post', post: { id: second.id } })
    expect(stream.received.filter(isNotification)).toHaveLength(1)
    await stream.close()
  })

  it('never sends one person’s notifications on another’s stream', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const post = await share(maya, 'Mine')
    const bens = await openNotificationStream(baseUrl, ben.token)
    await bens.next(unreadIs(0))
    const mayas = await openNotificationStream(baseUrl, maya.token)
    await mayas.next(unreadIs(0))
    await like(ben, post.id)
    await mayas.next(isNotification)
    // Ben's stream looks again at its heartbeat; it still has nothing of Maya's
    const heartbeats = bens.received.length
    await bens.next(unreadIs(0), heartbeats)
    expect(bens.received.filter(isNotification)).toEqual([])
    await Promise.all([bens.close(), mayas.close()])
  })

  it('refuses a missing or ended token, without opening a stream', async () => {
    const nobody = await fetch(`${baseUrl}/api/notifications/stream`)
    expect(nobody.status).toBe(401)
    expect(await nobody.json()).toMatchObject({ error: 'Please sign in to continue.' })
    const invented = await openNotificationStream(baseUrl, 'not-a-token')
    expect(invented.status).toBe(401)
    // a token in the address is not a way in
    const inUrl = await fetch(`${baseUrl}/api/notifications/stream?token=not-a-token`)
    expect(inUrl.status).toBe(401)
  })

  it('ignores a Last-Event-ID that is not one of its ids', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const post = await share(maya, 'Odd header')
    await like(ben, post.id)
    for (const header of ['-1', 'abc', '99999999999']) {
      const response = await fetch(`${baseUrl}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${maya.token}`, 'last-event-id': header },
      })
      expect(response.status).toBe(200)
      await response.body?.cancel()
    }
  })

  it('ends the stream once its session ends (sign-out)', async () => {
    const maya = await newUser('Maya')
    const stream = await openNotificationStream(baseUrl, maya.token)
    await stream.next(unreadIs(0))
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: maya.headers,
    })
    expect(logout.statusCode).toBeLessThan(300)
    // the next heartbeat finds the session gone and ends the stream
    await stream.ended()
  })

  it(`keeps at most ${STREAMS_PER_USER} streams open per person`, async () => {
    const maya = await newUser('Maya')
    const streams = []
    for (let i = 0; i < STREAMS_PER_USER; i += 1) {
      streams.push(await openNotificationStream(baseUrl, maya.token))
    }
    const extra = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${maya.token}` },
    })
    expect(extra.status).toBe(429)
    expect(await extra.json()).toMatchObject({ error: STREAM_LIMIT_MESSAGE })
    await streams[0]!.close()
    await streams[1]!.next(unreadIs(0))
    for (const stream of streams.slice(1)) await stream.close()
  })
})
