import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { completedProfileHandlers, json } from '../../test/render-app'
import { aSession, openSettings } from '../../features/settings/render-settings.test-helper'
import { OFFLINE_RECHECK_MS } from './server-status-badge'

const badge = () => screen.getByRole('status', { name: 'Server status' })

/** A server the test stops and starts: while it is down, every call fails on the network. */
function switchableServer() {
  let up = true
  const answer = (respond: () => Response) => () => {
    if (!up) throw new TypeError('Failed to fetch')
    return respond()
  }
  return {
    stop: () => (up = false),
    start: () => (up = true),
    answer,
  }
}

describe('ServerStatusBadge', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("turns to 'Server Offline' when a call gets no answer, and back when the next one answers", async () => {
    const server = switchableServer()
    openSettings({
      // the server stops after the onboarding guard's calls, while the page asks for its own
      'GET /api/account/sessions': server.answer(() => json(200, { sessions: [aSession()] })),
      'GET /api/notifications/settings': server.answer(() => json(200, { muted: [] })),
      'GET /api/notifications/unread': server.answer(() => json(200, { unread_count: 0 })),
      'GET /api/profile': () => {
        server.stop()
        return completedProfileHandlers['GET /api/profile']()
      },
    })
    await waitFor(() => expect(badge()).toHaveTextContent('Server Offline'))
    expect(badge()).not.toHaveTextContent('Connected')

    server.start()
    const sessions = await screen.findByRole('region', { name: 'Sessions' })
    await userEvent.click(await within(sessions).findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Chrome on macOS')).toBeInTheDocument()
    await waitFor(() => expect(badge()).toHaveTextContent('Connected'))
  })

  it('asks the server every few seconds while it is offline, and only then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const server = switchableServer()
    server.stop()
    const calls = openSettings({
      'GET /api/profile/health': server.answer(() => json(200, { status: 'ok' })),
      'GET /api/account/sessions': server.answer(() => json(200, { sessions: [aSession()] })),
      'GET /api/health': server.answer(() => json(200, { status: 'ok', database: 'ok' })),
    })
    await waitFor(() => expect(badge()).toHaveTextContent('Server Offline'))
    const healthChecks = () => calls.filter((call) => call.url === '/api/health').length

    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS))
    expect(healthChecks()).toBe(1)
    expect(badge()).toHaveTextContent('Server Offline')

    server.start()
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS))
    await waitFor(() => expect(badge()).toHaveTextContent('Connected'))
    expect(healthChecks()).toBe(2)

    // back online, nobody polls
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS * 3))
    expect(healthChecks()).toBe(2)
  })
})
