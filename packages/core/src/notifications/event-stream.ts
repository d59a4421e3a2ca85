/** One Server-Sent Event as the stream wrote it. */
export interface StreamEvent {
  event: string
  data: string
  /** The event's `id:`, when it had one */
  id?: string
}

/**
 * Reads text/event-stream as it arrives, chunk by chunk (the WHATWG rules the
 * stream uses: `field: value` lines, a blank line ends an event, `:` starts a
 * comment such as a heartbeat). The web's stream reader and the server's
 * tests share it, since the web reads with fetch rather than EventSource.
 */
export function eventStreamReader() {
  let buffer = ''
  let event = ''
  let data: string[] = []
  let id: string | undefined

  function line(text: string, events: StreamEvent[]) {
    if (text === '') {
      if (data.length > 0) events.push({ event: event || 'message', data: data.join('\n'), id })
      event = ''
      data = []
      id = undefined
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id') id = value
  }

  return {
    /** The events a chunk completes. */
    push(chunk: string): StreamEvent[] {
      buffer += chunk
      const events: StreamEvent[] = []
      const lines = buffer.split(/\r\n|\r|\n/)
      buffer = lines.pop() ?? ''
      for (const text of lines) line(text, events)
      return events
    },
  }
}
