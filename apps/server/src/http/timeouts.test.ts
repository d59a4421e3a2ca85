import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app'

const REQUEST_TIMEOUT_MS = 1_000

let harness: Awaited<ReturnType<typeof createTestApp>>
let port: number
beforeAll(async () => {
  harness = await createTestApp({ REQUEST_TIMEOUT_MS })
  await harness.app.listen({ port: 0, host: '127.0.0.1' })
  port = (harness.app.server.address() as net.AddressInfo).port
})
afterAll(() => harness.close())

interface Outcome {
  /** Everything the server sent before it closed the connection */
  answer: string
  closedAfterMs: number
}

/**
 * Opens a real connection and sends `head`, then `trickle` one character every
 * `everyMs`, as a slow or malicious client would; resolves when the server
 * closes the connection, or after `giveUpMs` with whatever it sent by then.
 */
function trickle(head: string, rest: string, everyMs: number, giveUpMs: number) {
  return new Promise<Outcome>((resolve) => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    const timer = setInterval(() => {
      if (sent < rest.length && socket.writable) socket.write(rest[sent++]!)
    }, everyMs)
    const finish = () => {
      clearInterval(timer)
      clearTimeout(giveUp)
      socket.destroy()
      resolve({ answer, closedAfterMs: Date.now() - started })
    }
    const giveUp = setTimeout(finish, giveUpMs)
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', finish)
    socket.on('error', () => undefined)
    socket.write(head)
  })
}

describe('request timeouts', () => {
  it('answers 408 and hangs up on a body sent one byte at a time', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(60) })
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`
    // the whole body would take 80 × 250 ms = 20 s
    const outcome = await trickle(head, body, 250, 8_000)
    expect(outcome.closedAfterMs).toBeLessThan(5_000)
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(outcome.answer).toContain('X-Content-Type-Options: nosniff')
    expect(outcome.answer).toContain("Content-Security-Policy: default-src 'none'")
    expect(outcome.answer).toContain(
      '{"error":"The request took too long to arrive. Please try again.","code":"REQUEST_TIMEOUT"}',
    )
  })

  it('hangs up on headers sent one byte at a time', async () => {
    const head = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n'
    const outcome = await trickle(head, 'X-Slow: ' + 'a'.repeat(100), 250, 8_000)
    expect(outcome.closedAfterMs).toBeLessThan(5_000)
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('still serves a request that arrives in good time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(response.status).toBe(200)
  })
})
