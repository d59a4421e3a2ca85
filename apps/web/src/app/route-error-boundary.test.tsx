import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startTransition, Suspense, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from '../lib/reload-page'
import { SessionStorageKeys } from '../lib/storage-keys'
import { lazyPage } from './lazy-page'
import { remembering } from './loaded-modules'
import { RouteErrorBoundary } from './route-error-boundary'
import { ROUTE_ERROR_TEXTS } from './route-error'

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/overview-page-Old.js')

/** A page's code that fails while `server.up` is false, as a chunk does with the server stopped. */
function pageCode(server: { up: boolean; asked?: number }) {
  return remembering(async () => {
    server.asked = (server.asked ?? 0) + 1
    if (!server.up) throw chunkFailure()
    return { OverviewPage: () => <h1>Daily Overview</h1> }
  })
}

function renderRoute(page: React.ReactNode, routeKey = '/dashboard/overview') {
  return render(
    <RouteErrorBoundary routeKey={routeKey}>
      <Suspense fallback={<p>Loading...</p>}>{page}</Suspense>
    </RouteErrorBoundary>,
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

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    // the running build, as index.html loaded it
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.setAttribute('src', '/assets/index-Running.js')
    document.head.append(entry)
    // a reload is what the test looks for; jsdom cannot do one
    vi.spyOn(page, 'reload').mockImplementation(() => {})
  })
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove())
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('explains a page whose code could not be fetched, and Try again opens it once the server is back', async () => {
    globalThis.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const server = { up: false, asked: 0 }
    const OverviewPage = lazyPage(pageCode(server), 'OverviewPage')
    // as a navigation renders it: a transition, which React renders again after each failure
    startTransition(() => void renderRoute(<OverviewPage />))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXTS.codeTitle)
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXTS.codeText)
    // asked once, not again and again while the error shows
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.asked).toBe(1)
    // still down: Try again asks once more, and says so again
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ROUTE_ERROR_TEXTS.codeTitle)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.asked).toBe(2)

    server.up = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Daily Overview' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // the server was down, not newer: no reload
    expect(page.reload).not.toHaveBeenCalled()
  })

  it('shows an error with Try again for a page that throws while rendering', async () => {
    let broken = true
    function Diary() {
      if (broken) throw new Error('Cannot read properties of undefined')
      return <h1>Diary</h1>
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderRoute(<Diary />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXTS.renderTitle)
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXTS.renderText)

    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Diary' })).toBeInTheDocument()
  })

  it('gives the next route its own chance after one failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('broken')
    }
    function Routes() {
      const [path, setPath] = useState('/dashboard/overview')
      return (
        <>
          <button onClick={() => setPath('/dashboard/feed')}>Feed</button>
          <RouteErrorBoundary routeKey={path}>
            {path === '/dashboard/overview' ? <Broken /> : <h1>Feed</h1>}
          </RouteErrorBoundary>
        </>
      )
    }
    render(<Routes />)
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Feed' }))
    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reloads the tab once when the server has a newer build, and not again if that fails too', async () => {
    globalThis.fetch = vi.fn(() => Promise.resolve(servedBuild('/assets/index-Newer.js')))
    const OverviewPage = lazyPage(pageCode({ up: false }), 'OverviewPage')
    renderRoute(<OverviewPage />)
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
    const OverviewPage = lazyPage(pageCode({ up: true }), 'OverviewPage')
    renderRoute(<OverviewPage />)
    expect(await screen.findByRole('heading', { name: 'Daily Overview' })).toBeInTheDocument()
    expect(sessionStorage.getItem(SessionStorageKeys.reloadedForNewBuild)).toBeNull()
  })

  it('does not reload when the server serves the build this tab runs', async () => {
    globalThis.fetch = vi.fn(() => Promise.resolve(servedBuild('/assets/index-Running.js')))
    const OverviewPage = lazyPage(pageCode({ up: false }), 'OverviewPage')
    renderRoute(<OverviewPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent(ROUTE_ERROR_TEXTS.codeTitle)
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(page.reload).not.toHaveBeenCalled()
  })
})
