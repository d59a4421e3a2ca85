import { addDays, startOfWeekSunday, todayIso, weeklyAnalysisWindow } from '@platewise/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, Link, Outlet } from 'react-router'
import { AuthProvider } from '../lib/auth-context'
import { page } from '../lib/reload-page'
import { SessionStorageKeys } from '../lib/storage-keys'
import { aGroupDetail, aGroupPost, postPage } from '../test/group-fixtures'
import { aMeal } from '../test/meal-fixtures'
import { aPost, feedPage, heldAnswer } from '../test/post-fixtures'
import {
  answerFetch,
  completedProfileHandlers,
  json,
  renderApp,
  storeSession,
  testUser,
} from '../test/render-app'
import { AppRouter } from './app-router'
import { ROUTE_ERROR_TEXTS } from './route-error'
import { RouteErrorElement } from './route-error-element'
import { routePage } from './routes'
import { muteWarnings } from '../test/mute-warnings'

const asked = (calls: { url: string }[], path: string) =>
  calls.filter((call) => new URL(call.url, 'http://localhost').pathname === path).length

describe('a signed-in visit through the data router', () => {
  muteWarnings()

  it('asks for the health check first, then the profile beside the feed, and the page shows those answers', async () => {
    storeSession()
    const health = heldAnswer()
    const calls = answerFetch({
      ...completedProfileHandlers,
      'GET /api/profile/health': () => health.promise,
      'GET /api/social/feed': () => feedPage([aPost({ id: 1, content: 'Oats before the run' })]),
    })
    renderApp('/dashboard/feed')
    await vi.waitFor(() => expect(asked(calls, '/api/profile/health')).toBe(1))
    // spec §4 onboarding guard, step 2: the health check, then the profile
    expect(asked(calls, '/api/profile')).toBe(0)
    expect(asked(calls, '/api/social/feed')).toBe(0)

    health.settle(json(200, { status: 'ok' }))
    expect(await screen.findByText('Oats before the run')).toBeInTheDocument()
    // the page took the loaders' answers instead of asking again
    expect(asked(calls, '/api/profile/health')).toBe(1)
    expect(asked(calls, '/api/profile')).toBe(1)
    expect(asked(calls, '/api/social/feed')).toBe(1)
  })

  it('still asks for the profile and the feed when the health check fails, once each', async () => {
    storeSession()
    const calls = answerFetch({
      ...completedProfileHandlers,
      'GET /api/profile/health': () => json(503, { error: 'Service unavailable' }),
      'GET /api/social/feed': () => feedPage([aPost({ id: 1, content: 'Oats before the run' })]),
    })
    renderApp('/dashboard/feed')
    expect(await screen.findByText('Oats before the run')).toBeInTheDocument()
    expect(await screen.findByText('Server Offline')).toBeInTheDocument()
    expect(asked(calls, '/api/profile/health')).toBe(1)
    expect(asked(calls, '/api/profile')).toBe(1)
    expect(asked(calls, '/api/social/feed')).toBe(1)
  })

  it("asks for a tab's first data beside its code, after the health check, and the page takes those answers", async () => {
    storeSession()
    const health = heldAnswer()
    const calls = answerFetch({
      ...completedProfileHandlers,
      'GET /api/profile/health': () => health.promise,
      'GET /api/groups/4': () => json(200, aGroupDetail({ id: 4, name: 'Batch Cooking Crew' })),
      'GET /api/groups/4/posts': postPage([
        aGroupPost({ id: 31, group_id: 4, content: 'Chili for six' }),
      ]),
    })
    renderApp('/dashboard/groups/4')
    await vi.waitFor(() => expect(asked(calls, '/api/profile/health')).toBe(1))
    expect(asked(calls, '/api/groups/4')).toBe(0)

    health.settle(json(200, { status: 'ok' }))
    // the loader asks before the page is drawn
    await vi.waitFor(() => expect(asked(calls, '/api/groups/4/posts')).toBe(1))
    expect(asked(calls, '/api/groups/4')).toBe(1)
    expect(await screen.findByText('Chili for six')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Batch Cooking Crew' }),
    ).toBeInTheDocument()
    expect(asked(calls, '/api/groups/4')).toBe(1)
    expect(asked(calls, '/api/groups/4/posts')).toBe(1)
  })

  it("asks for each of the overview's first answers once: the loader asked with the arguments the page reads with", async () => {
    storeSession()
    const today = todayIso()
    const week = startOfWeekSunday(today)
    const lastSeven = weeklyAnalysisWindow(today)
    const calls = answerFetch({
      ...completedProfileHandlers,
      'GET /api/profile': () =>
        json(200, {
          profile: { daily_calories: 2000, daily_protein: 150, weight: 180, target_weight: 170 },
          hasCompletedOnboarding: true,
        }),
      'GET /api/meals': () =>
        json(200, { meals: [aMeal({ id: 1, mealDate: today, calories: 450, protein: 30 })] }),
      [`GET /api/diary/${week}/${addDays(week, 6)}`]: () => json(200, { days: [] }),
      [`GET /api/diary/${lastSeven.from}/${lastSeven.to}`]: () => json(200, { days: [] }),
    })
    renderApp('/dashboard/overview')
    expect(await screen.findByRole('heading', { level: 1, name: /^Good / })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Weekly Progress' })).toBeInTheDocument()
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    const mealCalls = calls.filter((call) => /\/api\/(meals|diary)/.test(call.url))
    // today's meals, the week on the strip, the last seven days and the weeks
    // the weight section's estimate reads
    expect(new Set(mealCalls.map((call) => call.url)).size).toBe(4)
    expect(mealCalls).toHaveLength(4)
  })

  it('asks nothing of a signed-out visitor, who is sent to the login page', async () => {
    const calls = answerFetch({ 'GET /api/health': () => json(200, { status: 'ok' }) })
    renderApp('/dashboard/feed')
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    // the login page's own: whether it may offer 'Forgot password?'
    const loginPageAsks = ['/api/health', '/api/auth/password-reset']
    expect(calls.filter((call) => !loginPageAsks.some((path) => call.url.endsWith(path)))).toEqual(
      [],
    )
  })

  it('forgets what it loaded for a person who signs out, even when they sign in again', async () => {
    storeSession()
    let feedAnswers = 0
    answerFetch({
      ...completedProfileHandlers,
      'GET /api/health': () => json(200, { status: 'ok' }),
      'POST /api/auth/login': () => json(200, { token: 't0k3n', user: testUser }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
      'GET /api/social/feed': () => {
        feedAnswers += 1
        return feedPage([aPost({ id: feedAnswers, content: `Feed answer ${feedAnswers}` })])
      },
    })
    renderApp('/dashboard/feed')
    expect(await screen.findByText('Feed answer 1')).toBeInTheDocument()

    await userEvent.click(await screen.findByRole('button', { name: 'Profile menu' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    await userEvent.type(await screen.findByLabelText('Email'), 'maya@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'green-smoothie')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('Feed answer 2')).toBeInTheDocument()
    expect(screen.queryByText('Feed answer 1')).not.toBeInTheDocument()
  })
})

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/overview-page-Old.js')

/** A tab's code that fails while `server.up` is false, as a chunk does with the server stopped. */
function tabCode(server: { up: boolean; asked?: number }) {
  return async () => {
    server.asked = (server.asked ?? 0) + 1
    if (!server.up) throw chunkFailure()
    return { OverviewTab: () => <h1>Daily Overview</h1> }
  }
}

/** A shell with a header and a tab whose code comes from `load`, as the dashboard's. */
function renderShell(load: () => Promise<{ OverviewTab: () => React.ReactNode }>) {
  const Shell = () => (
    <>
      <nav aria-label="Dashboard">
        <Link to="/dashboard/feed">Feed</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  )
  const routes = () => [
    {
      path: '/dashboard',
      Component: Shell,
      children: [
        {
          errorElement: <RouteErrorElement />,
          children: [
            { path: 'overview', lazy: routePage(load, 'OverviewTab') },
            { path: 'feed', Component: () => <h1>Feed</h1> },
          ],
        },
      ],
    },
  ]
  return render(
    <AuthProvider>
      <AppRouter
        createRouter={(at) =>
          createMemoryRouter(routes(), { initialEntries: [at ?? '/dashboard/overview'] })
        }
      />
    </AuthProvider>,
  )
}

/** The server's index.html, naming the entry script of its build. */
const servedBuild = (entry: string) =>
  new Response(
    `<!doctype html><html><head><script type="module" src="${entry}"></script></head></html>`,
    {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    },
  )

describe("a route's error element", () => {
  beforeEach(() => {
    // the running build, as index.html loaded it
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.setAttribute('src', '/assets/index-Running.js')
    document.head.append(entry)
    // a reload is what the test looks for; jsdom cannot do one
    vi.spyOn(page, 'reload').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove())
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('explains a tab whose code could not be fetched inside the shell, and Try again opens it once the server is back', async () => {
    globalThis.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const server = { up: false, asked: 0 }
    renderShell(tabCode(server))

    const alert = within(await screen.findByRole('main')).getByRole('alert')
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXTS.codeTitle)
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXTS.codeText)
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument()
    // asked once, not again and again while the error shows
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.asked).toBe(1)
    // still down: Try again asks once more, and says so again
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(server.asked).toBe(2))
    expect(await screen.findByRole('alert')).toHaveTextContent(ROUTE_ERROR_TEXTS.codeTitle)

    server.up = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Daily Overview' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // the server was down, not newer: no reload
    expect(page.reload).not.toHaveBeenCalled()
  })

  it('gives the next tab its own chance after one failed', async () => {
    globalThis.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    renderShell(tabCode({ up: false }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Feed' }))
    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows an error with Try again for a page that throws while rendering', async () => {
    let broken = true
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderShell(async () => ({
      OverviewTab: () => {
        if (broken) throw new Error('Cannot read properties of undefined')
        return <h1>Daily Overview</h1>
      },
    }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXTS.renderTitle)
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXTS.renderText)

    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Daily Overview' })).toBeInTheDocument()
  })

  it('reloads the tab once when the server has a newer build, and not again if that fails too', async () => {
    globalThis.fetch = vi.fn(() => Promise.resolve(servedBuild('/assets/index-Newer.js')))
    renderShell(tabCode({ up: false }))
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1))
    expect(sessionStorage.getItem(SessionStorageKeys.reloadedForNewBuild)).not.toBeNull()

    // the page after the reload fails the same way: it explains, and stays
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ROUTE_ERROR_TEXTS.codeTitle)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(page.reload).toHaveBeenCalledTimes(1)
  })

  it('forgets the reload once a page loads, so a later redeploy reloads again', async () => {
    sessionStorage.setItem(SessionStorageKeys.reloadedForNewBuild, '1')
    renderShell(tabCode({ up: true }))
    expect(await screen.findByRole('heading', { name: 'Daily Overview' })).toBeInTheDocument()
    expect(sessionStorage.getItem(SessionStorageKeys.reloadedForNewBuild)).toBeNull()
  })

  it('does not reload when the server serves the build this tab runs', async () => {
    globalThis.fetch = vi.fn(() => Promise.resolve(servedBuild('/assets/index-Running.js')))
    renderShell(tabCode({ up: false }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ROUTE_ERROR_TEXTS.codeTitle)
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(page.reload).not.toHaveBeenCalled()
  })
})
