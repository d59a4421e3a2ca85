import type { AccountSession } from '@platewise/core'
import { json } from '../../test/render-app'
import { renderDashboard, type Handlers } from '../../test/render-dashboard'

export const aSession = (overrides: Partial<AccountSession> = {}): AccountSession => ({
  id: 1,
  device: 'Chrome on macOS',
  created_at: '2026-05-01T09:00:00.000Z',
  last_used_at: '2026-05-13T08:00:00.000Z',
  current: true,
  ...overrides,
})

/** /dashboard/settings signed in as the test user; `handlers` replace any answer. */
export function openSettings(handlers: Handlers = {}) {
  const { calls } = renderDashboard('/dashboard/settings', {
    'GET /api/account/sessions': () => json(200, { sessions: [aSession()] }),
    'GET /api/account/preferences': () => json(200, { food_region: null, units: null }),
    'GET /api/notifications/settings': () => json(200, { muted: [] }),
    ...handlers,
  })
  return calls
}
