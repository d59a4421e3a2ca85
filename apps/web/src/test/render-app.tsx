import type { User } from '@platewise/core'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { AppRoutes } from '../app/app-routes'
import { AuthProvider } from '../lib/auth-context'
import { preloadAllPages } from '../app/lazy-pages'
import { createQueryClient } from '../lib/query-client'
import { forgetAtSignOut } from '../lib/user-caches'

// Pages are chunks loaded on first visit (app/lazy-pages.ts); the tests render
// them as for a visitor whose browser already has their code, with no fallback
// first. app/lazy-page.test.tsx covers the loading itself.
await preloadAllPages()

/** The whole route table at `path`, as a person would land on it. */
export function renderApp(path: string) {
  const queryClient = createQueryClient()
  // a failed load shows at once instead of after the app's one quick retry
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  // as the app's own client is, this one is cleared whenever someone signs out or in
  forgetAtSignOut(() => queryClient.clear())
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes queryClient={queryClient} />
      </MemoryRouter>
    </AuthProvider>,
  )
}

export interface RecordedCall {
  url: string
  method: string
  body: unknown
}

/**
 * Answers the page's fetch calls from a table of handlers (by "METHOD path") and
 * records what the page sent, so a test can check both sides of the conversation.
 * A handler gets the JSON body and the URL (for its query, e.g. a page's offset).
 */
export function answerFetch(
  handlers: Record<string, (body: unknown, url: URL) => Response | Promise<Response>>,
) {
  const calls: RecordedCall[] = []
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString()
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ url, method, body })
    const parsed = new URL(url, 'http://localhost')
    const handler = handlers[`${method} ${parsed.pathname}`]
    if (!handler) throw new TypeError('Failed to fetch')
    return handler(body, parsed)
  }) as typeof fetch
  return calls
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Answers that get a signed-in user with a finished onboarding past the onboarding guard. */
export const completedProfileHandlers = {
  'GET /api/profile/health': () => json(200, { status: 'ok' }),
  'GET /api/profile': () =>
    json(200, {
      profile: { daily_calories: 2000, daily_protein: 150 },
      hasCompletedOnboarding: true,
    }),
}

/** The signed-in user of the component tests. */
export const testUser: User = {
  id: 7,
  email: 'maya@example.com',
  first_name: 'Maya',
  last_name: 'Chen',
  username: 'maya',
  profile_picture: null,
}

/** Stores a session the way the app remembers one, so a render starts signed in. */
export function storeSession(user: User = testUser) {
  localStorage.setItem('authData', JSON.stringify({ token: 'x', user, domain: '', timestamp: 1 }))
}
