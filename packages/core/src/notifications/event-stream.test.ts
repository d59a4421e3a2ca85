import { describe, expect, it } from 'vitest'
import { eventStreamReader } from './event-stream'

describe('eventStreamReader', () => {
  it('reads events split across chunks, with their ids, and skips comments', () => {
    const reader = eventStreamReader()
    expect(reader.push('retry: 3000\n\n: heartbeat\n\nid: 7\nevent: notif')).toEqual([])
    expect(
      reader.push('ication\ndata: {"a":1}\n\nevent: unread\r\ndata: {"unread_count":2}\r\n\r\n'),
    ).toEqual([
      { event: 'notification', data: '{"a":1}', id: '7' },
      { event: 'unread', data: '{"unread_count":2}', id: undefined },
    ])
  })

  it('joins data lines, and names an event without a name "message"', () => {
    const reader = eventStreamReader()
    expect(reader.push('data: one\ndata:two\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo', id: undefined },
    ])
  })
})
