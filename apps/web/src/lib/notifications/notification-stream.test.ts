import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeSession } from '../../test/render-app'
import { openNotificationStream } from './notification-stream'
import { closeNotificationStreams } from './open-streams'

interface Opened {
  headers: Record<string, string>
  signal: AbortSignal
  end(): void
  send(text: string): void
}

/** A fetch whose streams the test writes to and ends, honouring the abort signal. */
function streamingFetch() {
  const opened: Opened[] = []
  const encoder = new TextEncoder()
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    const signal = init.signal!
    signal.addEventListener('abort', () => controller.error(new DOMException('', 'AbortError')))
    opened.push({
      headers: init.headers as Record<string, string>,
      signal,
      end: () => controller.close(),
      send: (text) => controller.enqueue(encoder.encode(text)),
    })
    return new Response(body, { status: 200 })
  }) as typeof fetch
  return opened
}

afterEach(() => {
  closeNotificationStreams()
  vi.useRealTimers()
})

describe('openNotificationStream', () => {
  it('sends the token in the Authorization header, never in the address', async () => {
    storeSession()
    const opened = streamingFetch()
    openNotificationStream({ onNotification: () => {}, onUnread: () => {} })
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    expect(opened[0]!.headers.authorization).toBe('Bearer x')
  })

  it('reconnects after the stream ends, with the last event id it saw', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    storeSession()
    const opened = streamingFetch()
    const counts: number[] = []
    openNotificationStream({ onNotification: () => {}, onUnread: (n) => counts.push(n) })
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    opened[0]!.send(
      'id: 41\nevent: notification\ndata: {"id":41}\n\nevent: unread\ndata: {"unread_count":1}\n\n',
    )
    await vi.waitFor(() => expect(counts).toEqual([1]))
    opened[0]!.end()
    await vi.advanceTimersByTimeAsync(1_000)
    await vi.waitFor(() => expect(opened).toHaveLength(2))
    expect(opened[1]!.headers['last-event-id']).toBe('41')
  })

  it('closes every open stream at sign-out, and opens no other', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    storeSession()
    const opened = streamingFetch()
    openNotificationStream({ onNotification: () => {}, onUnread: () => {} })
    openNotificationStream({ onNotification: () => {}, onUnread: () => {} })
    await vi.waitFor(() => expect(opened).toHaveLength(2))
    closeNotificationStreams()
    expect(opened.map((stream) => stream.signal.aborted)).toEqual([true, true])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(opened).toHaveLength(2)
  })
})
