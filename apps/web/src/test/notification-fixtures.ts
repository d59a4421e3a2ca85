import type { Notification } from '@platewise/core'

/**
 * A notification stream the test writes to: its handler answers
 * GET /api/notifications/stream with text/event-stream that stays open, and
 * `send` writes one event into every stream opened so far.
 */
export function notificationStream() {
  const open: ReadableStreamDefaultController<Uint8Array>[] = []
  const encoder = new TextEncoder()
  return {
    handler: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (controller) => void open.push(controller),
        }),
        { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
      ),
    send(event: 'notification' | 'unread', data: unknown, id?: number) {
      const text = `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
      for (const controller of open) controller.enqueue(encoder.encode(text))
    },
    get opened() {
      return open.length
    },
  }
}

/** A line of the list, Ben's like of Maya's post unless told otherwise. */
export const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  kind: 'like',
  actors: [
    { id: 8, username: 'ben', first_name: 'Ben', last_name: 'Okafor', profile_picture: null },
  ],
  actor_count: 1,
  text: 'Ben liked your post',
  post: { id: 3, snippet: 'Overnight oats with blueberries' },
  group: null,
  created_at: new Date().toISOString(),
  read: false,
  ...overrides,
})
