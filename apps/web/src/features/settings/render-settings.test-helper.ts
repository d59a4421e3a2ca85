import type { AccountSession } from '@platewise/core'
import {
  answerFetch,
  completedProfileHandlers,
  json,
  renderApp,
  storeSession,
} from '../../test/render-app'

type Handlers = Parameters<typeof answerFetch>[0]

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
  storeSession()
  const calls = answerFetch({
    ...completedProfileHandlers,
    'GET /api/account/sessions': () => json(200, { sessions: [aSession()] }),
    'GET /api/account/preferences': () => json(200, { food_region: null }),
    ...handlers,
  })
  renderApp('/dashboard/settings')
  return calls
}
