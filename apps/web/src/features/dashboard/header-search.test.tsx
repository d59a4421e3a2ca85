import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { renderDashboard } from './render-dashboard.test-helper'

const searchCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('/api/social/search/'))

async function openSearch() {
  await userEvent.click(await screen.findByRole('button', { name: 'Search' }))
  return screen.getByRole('searchbox')
}

describe('Header search', () => {
  beforeEach(() => {
    // a failed search is logged; that is expected here
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('waits 300 ms after typing, then falls back to sample people when the search fails', async () => {
    const { calls } = renderDashboard('/dashboard/feed', {
      'GET /api/social/search/users': () => json(404, { error: 'No route', code: 'NOT_FOUND' }),
    })
    const input = await openSearch()
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('placeholder', 'Search friends...')

    await userEvent.type(input, '  pri ')
    expect(searchCalls(calls)).toHaveLength(0)

    const panel = await screen.findByRole('region', { name: 'Friends Results' })
    expect(await within(panel).findByText('Priya Patel')).toBeInTheDocument()
    expect(within(panel).getByText('@priya.plants')).toBeInTheDocument()
    expect(within(panel).getAllByRole('button', { name: 'Add Friend' })).toHaveLength(1)
    // one call for the whole burst of keystrokes, with the trimmed query
    expect(searchCalls(calls).map((call) => call.url)).toEqual(['/api/social/search/users?q=pri'])
  })

  it('says so when nobody matches', async () => {
    renderDashboard('/dashboard/feed')
    await userEvent.type(await openSearch(), 'zzz')
    expect(await screen.findByText('No friends found matching "zzz"')).toBeInTheDocument()
  })

  it('searches groups when Groups is chosen', async () => {
    const { calls } = renderDashboard('/dashboard/feed')
    const input = await openSearch()
    await userEvent.click(screen.getByRole('radio', { name: 'Groups' }))
    expect(input).toHaveAttribute('placeholder', 'Search groups...')
    await userEvent.type(input, 'protein')

    const panel = await screen.findByRole('region', { name: 'Groups Results' })
    expect(await within(panel).findByText('High Protein Club')).toBeInTheDocument()
    expect(within(panel).getByText('3,410 members')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Join Group' })).toBeInTheDocument()
    expect(searchCalls(calls).at(-1)?.url).toBe('/api/social/search/groups?q=protein')

    await userEvent.clear(input)
    await userEvent.type(input, 'pizza')
    expect(await screen.findByText('No groups found matching "pizza"')).toBeInTheDocument()
  })

  it("shows the server's people when the search answers", async () => {
    renderDashboard('/dashboard/feed', {
      'GET /api/social/search/users': () =>
        json(200, {
          data: {
            users: [
              { id: 9, first_name: 'Noor', last_name: '', username: '', profile_picture: null },
            ],
          },
        }),
    })
    await userEvent.type(await openSearch(), 'noor')
    expect(await screen.findByText('Noor User')).toBeInTheDocument()
    expect(screen.getByText('@user9')).toBeInTheDocument()
  })

  it('hides the results for a blank query and closes on Escape', async () => {
    renderDashboard('/dashboard/feed')
    const input = await openSearch()
    await userEvent.type(input, 'ava')
    expect(await screen.findByText('Ava Martinez')).toBeInTheDocument()

    await userEvent.clear(input)
    await userEvent.type(input, '   ')
    expect(screen.queryByRole('region', { name: 'Friends Results' })).not.toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus()
  })
})
