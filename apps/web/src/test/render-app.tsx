import type { User } from '@platewise/core'
import { act, render, waitFor } from '@testing-library/react'
import { createMemoryRouter, type DataRouter } from 'react-router'
import { AppRouter } from '../app/app-router'
import { startQueryScope } from '../app/query-scope'
import { appRoutes } from '../app/routes'
import { AuthProvider } from '../lib/auth-context'
import { createQueryClient } from '../lib/query-client'

/** A query cache as the app's, but a failed load shows at once instead of after the app's one quick retry. */
function testQueryClient() {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  return queryClient
}

/**
 * The whole route table at `path`, as a person would land on it: the app's
 * data router over a memory history, with a query cache of its own.
 */
export function renderApp(path: string) {
  return renderRouter(path).rendered
}

function renderRouter(path: string) {
  startQueryScope(testQueryClient)
  const router: { current?: DataRouter } = {}
  const rendered = render(
    <AuthProvider>
      <AppRouter
        createRouter={(at) =>
          (router.current = createMemoryRouter(appRoutes(), { initialEntries: [at ?? path] }))
        }
      />
    </AuthProvider>,
  )
  return { rendered, router }
}

/**
 * renderApp, once the page's code is here (route `lazy`) and drawn: for a
 * test that looks at a page without data at once, as a returning visitor
 * whose browser has its code would see it.
 */
export async function openPage(path: string) {
  const { rendered, router } = renderRouter(path)
  await waitFor(() => {
    if (router.current?.state.matches.some((match) => match.route.lazy)) throw new Error('loading')
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return rendered
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
  // the header's bell: nothing unread, and a stream that stays open and quiet
  'GET /api/notifications/unread': () => json(200, { unread_count: 0 }),
  'GET /api/notifications/stream': () =>
    new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
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
