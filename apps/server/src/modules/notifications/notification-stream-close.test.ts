import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { notificationStreams, type StreamOptions } from './notification-stream'

// The server's close waits for every open connection. A stream whose first query was still in
// flight when the server began to close (preClose's closeAll) must end as soon as it is
// registered, or the server's close waits until the browser goes away (a journey once hung
// for eight minutes on it).

function fakeConnection() {
  const state = { ended: false, written: [] as string[] }
  const raw = {
    writableLength: 0,
    socket: undefined,
    writeHead: () => raw,
    write: (text: string) => {
      state.written.push(text)
      return true
    },
    end: () => {
      state.ended = true
    },
    on: () => raw,
  }
  const reply = { raw, hijack: () => undefined, getHeaders: () => ({}) }
  const request = { headers: { 'last-event-id': '7' }, log: { warn: () => undefined } }
  return {
    state,
    request: request as unknown as FastifyRequest,
    reply: reply as unknown as FastifyReply,
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

function streams() {
  let subscribed = 0
  const options = {
    db: {},
    auth: { identify: async () => ({ userId: 1 }) },
    // (the stream's first look never finishes: only closing can end it)
    notifications: { after: () => new Promise(() => undefined) },
    bus: {
      subscribe: () => {
        subscribed++
        return () => subscribed--
      },
    },
    heartbeatMs: 60_000,
    streamsPerUser: 3,
  } as unknown as StreamOptions
  return { registry: notificationStreams(options), subscriptions: () => subscribed }
}

describe('notification streams while the server closes', () => {
  it('ends a stream opened after closeAll at once, with nothing left listening', async () => {
    const { registry, subscriptions } = streams()
    registry.closeAll()
    const connection = fakeConnection()
    void registry.handle(connection.request, connection.reply, 1, 'token')
    await settle()
    expect(connection.state.ended).toBe(true)
    expect(registry.openCount()).toBe(0)
    expect(subscriptions()).toBe(0)
  })

  it('keeps a stream opened before the server closes until closeAll ends it', async () => {
    const { registry } = streams()
    const connection = fakeConnection()
    void registry.handle(connection.request, connection.reply, 1, 'token')
    await settle()
    expect(registry.openCount()).toBe(1)
    expect(connection.state.ended).toBe(false)
    registry.closeAll()
    expect(connection.state.ended).toBe(true)
    expect(registry.openCount()).toBe(0)
  })
})
