import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { aSession } from '../../features/settings/render-settings.test-helper'
import { maya, renderDashboard } from '../../test/render-dashboard'

/** The settings tab's calls, answered: a page whose calls all succeed. */
const answeredSettings = {
  'GET /api/account/sessions': () => json(200, { sessions: [aSession()] }),
  'GET /api/account/preferences': () => json(200, { food_region: null, units: null }),
  'GET /api/notifications/settings': () => json(200, { muted: [] }),
}

/** The header link marked as the current page: a tab, or Meals on the meal inputs. */
const currentPageLink = () => screen.getByRole('link', { current: 'page' })

const findTabs = async () => within(await screen.findByRole('navigation', { name: 'Dashboard' }))

describe('DashboardLayout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('welcomes the user by first name', async () => {
    renderDashboard('/dashboard/feed')
    expect(await screen.findByText('Welcome,', { exact: false })).toHaveTextContent('Welcome, Maya')
  })

  it("says 'User' when there is no first name", async () => {
    renderDashboard('/dashboard/feed', {}, { ...maya, first_name: '' })
    expect(await screen.findByText('Welcome,', { exact: false })).toHaveTextContent('Welcome, User')
  })

  it("shows 'Connected' and no offline badge when the profile health check passes", async () => {
    const { calls } = renderDashboard('/dashboard/settings', answeredSettings)
    expect(await screen.findByText('Connected')).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/api/profile/health'))).toBe(true),
    )
    expect(screen.queryByText('Server Offline')).not.toBeInTheDocument()
  })

  it("shows only 'Server Offline', not 'Connected', when the health check fails", async () => {
    renderDashboard('/dashboard/feed', {
      'GET /api/profile/health': () => json(503, { error: 'down', code: 'UNAVAILABLE' }),
      // the bell's count, which would say the server answers
      'GET /api/notifications/unread': () => json(503, { error: 'down', code: 'UNAVAILABLE' }),
    })
    expect(await screen.findByText('Server Offline')).toBeInTheDocument()
    expect(screen.queryByText('Connected')).not.toBeInTheDocument()
  })

  it('shows a neutral checking state until the health check answers', async () => {
    // straight from the wizard the guard lets the user in without asking the server first
    localStorage.setItem('onboarding_just_completed', 'true')
    let answer: (response: Response) => void = () => {}
    renderDashboard('/dashboard/settings', {
      ...answeredSettings,
      'GET /api/profile/health': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const status = await screen.findByRole('status', { name: 'Server status' })
    expect(status).toHaveTextContent('Checking server...')
    expect(screen.queryByText('Connected')).not.toBeInTheDocument()
    expect(screen.queryByText('Server Offline')).not.toBeInTheDocument()

    act(() => answer(json(200, { status: 'ok' })))
    await waitFor(() => expect(status).toHaveTextContent('Connected'))
    expect(status).not.toHaveTextContent('Checking')
  })

  it('marks the tab that starts the path as the current page', async () => {
    renderDashboard('/dashboard/mealplan')
    const tabs = await findTabs()
    expect(tabs.getByRole('link', { name: 'Meal Plan' })).toHaveAttribute('aria-current', 'page')
    expect(tabs.getByRole('link', { name: 'Feed' })).not.toHaveAttribute('aria-current')
  })

  it('links every tab to its page and moves the current mark on click', async () => {
    renderDashboard('/dashboard/feed')
    const tabs = await findTabs()
    const expected = {
      Feed: '/dashboard/feed',
      Overview: '/dashboard/overview',
      Groups: '/dashboard/groups',
      'Meal Plan': '/dashboard/mealplan',
      Profile: '/dashboard/profile',
    }
    for (const [name, href] of Object.entries(expected)) {
      expect(tabs.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await userEvent.click(tabs.getByRole('link', { name: 'Groups' }))
    // once the tab's code is here (the router keeps the last tab meanwhile)
    expect(await tabs.findByRole('link', { name: 'Groups', current: 'page' })).toBeInTheDocument()
  })

  it('announces no tab as current on the meal inputs, which is not a tab', async () => {
    renderDashboard('/dashboard/inputs')
    const tabs = await findTabs()
    expect(tabs.getByRole('link', { name: 'Feed' })).toBeInTheDocument()
    expect(tabs.queryByRole('link', { current: 'page' })).not.toBeInTheDocument()
  })

  it('takes the logo to the feed and the Meals button to the meal inputs', async () => {
    renderDashboard('/dashboard/overview')
    await userEvent.click(await screen.findByRole('link', { name: 'Meals' }))
    await waitFor(() => expect(currentPageLink()).toHaveAccessibleName('Meals'))
    await userEvent.click(screen.getByRole('link', { name: 'Platewise feed' }))
    await waitFor(() => expect(currentPageLink()).toHaveAccessibleName('Feed'))
  })
})
