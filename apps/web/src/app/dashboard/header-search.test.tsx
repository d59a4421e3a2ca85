import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json } from '../../test/render-app'
import {
  aSearchGroup,
  aSearchUser,
  anotherProfile,
  followAnswer,
} from '../../test/social-profile-fixtures'
import { aGroupDetail } from '../../test/group-fixtures'
import { renderDashboard } from '../../test/render-dashboard'
import { muteWarnings } from '../../test/mute-warnings'

const searchCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('/api/social/search/'))

const SAMPLES_NOTICE = 'Showing suggestions while search is unavailable'

const samUser = aSearchUser({
  id: 9,
  first_name: 'Sam',
  last_name: 'Okafor',
  username: 'sam_runs',
  posts_count: 12,
})

const usersAnswer = (users: ReturnType<typeof aSearchUser>[]) => () =>
  json(200, { users, hasMore: false, total: users.length })

async function openSearch() {
  await userEvent.click(await screen.findByRole('button', { name: 'Search' }))
  // the search's code comes with its first opening
  return screen.findByRole('searchbox')
}

describe('Header search', () => {
  // a failed search is logged; that is expected here
  muteWarnings()

  it("waits 300 ms after typing, then shows the server's people, each a link to their profile", async () => {
    const { calls } = renderDashboard('/dashboard/feed', {
      'GET /api/social/search/users': usersAnswer([samUser]),
    })
    const input = await openSearch()
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('placeholder', 'Search friends...')

    await userEvent.type(input, '  sam ')
    expect(searchCalls(calls)).toHaveLength(0)

    const panel = within(await screen.findByRole('region', { name: 'Friends Results' }))
    expect(await panel.findByRole('link', { name: 'Sam Okafor' })).toHaveAttribute(
      'href',
      '/dashboard/profile/sam_runs',
    )
    expect(panel.getByText('@sam_runs')).toBeInTheDocument()
    // the server answered: no suggestions, no notice
    expect(panel.queryByText(SAMPLES_NOTICE)).not.toBeInTheDocument()
    expect(panel.queryByText('Priya Patel')).not.toBeInTheDocument()
    // one call for the whole burst of keystrokes, with the trimmed query
    expect(searchCalls(calls).map((call) => call.url)).toEqual(['/api/social/search/users?q=sam'])
  })

  it('follows someone from Add Friend, which reads Following once the server has answered', async () => {
    const { calls } = renderDashboard('/dashboard/feed', {
      'GET /api/social/search/users': usersAnswer([samUser]),
      'POST /api/social/follow/9': () => json(200, followAnswer(true, 4)),
    })
    await userEvent.type(await openSearch(), 'sam')
    const panel = within(await screen.findByRole('region', { name: 'Friends Results' }))
    const add = await panel.findByRole('button', { name: 'Add Friend' })
    expect(add).toHaveAttribute('aria-pressed', 'false')
    expect(add).toHaveAccessibleDescription('Sam Okafor')

    await userEvent.click(add)
    const following = await panel.findByRole('button', { name: 'Following' })
    expect(following).toHaveAttribute('aria-pressed', 'true')
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/social/follow/9',
    ])
  })

  it('falls back to sample people only when the search fails, says so, and cannot add them', async () => {
    const { calls } = renderDashboard('/dashboard/feed', {
      'GET /api/social/search/users': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    })
    await userEvent.type(await openSearch(), 'pri')

    const panel = within(await screen.findByRole('region', { name: 'Friends Results' }))
    expect(await panel.findByText('Priya Patel')).toBeInTheDocument()
    expect(panel.getByRole('status')).toHaveTextContent(SAMPLES_NOTICE)
    // suggestions are not accounts: nothing to follow, no profile to open
    expect(panel.getByRole('button', { name: 'Add Friend' })).toBeDisabled()
    expect(panel.queryByRole('link')).not.toBeInTheDocument()
    expect(searchCalls(calls).map((call) => call.url)).toEqual(['/api/social/search/users?q=pri'])
  })

  it('says so when nobody matches, without suggestions', async () => {
    renderDashboard('/dashboard/feed', { 'GET /api/social/search/users': usersAnswer([]) })
    await userEvent.type(await openSearch(), 'ava')
    expect(await screen.findByText('No friends found matching "ava"')).toBeInTheDocument()
    // a sample would match 'ava', but the server answered
    expect(screen.queryByText('Ava Martinez')).not.toBeInTheDocument()
    expect(screen.queryByText(SAMPLES_NOTICE)).not.toBeInTheDocument()
  })

  it('searches groups when Groups is chosen; Join Group joins and the name opens the group', async () => {
    const { calls } = renderDashboard('/dashboard/feed', {
      'GET /api/social/search/groups': () =>
        json(200, {
          groups: [aSearchGroup({ id: 3, name: 'Protein Pals', members_count: 1204 })],
          hasMore: false,
          total: 1,
        }),
      'POST /api/groups/3/join': () =>
        json(
          200,
          aGroupDetail({ id: 3, name: 'Protein Pals', members_count: 1205, is_member: true }),
        ),
      'GET /api/groups/3': () => json(200, aGroupDetail({ id: 3, name: 'Protein Pals' })),
      'GET /api/groups/3/posts': () => json(200, { posts: [], next_cursor: null }),
    })
    const input = await openSearch()
    await userEvent.click(screen.getByRole('radio', { name: 'Groups' }))
    expect(input).toHaveAttribute('placeholder', 'Search groups...')
    await userEvent.type(input, 'protein')

    const panel = within(await screen.findByRole('region', { name: 'Groups Results' }))
    expect(await panel.findByText('Protein Pals')).toBeInTheDocument()
    expect(panel.getByText('1,204 members')).toBeInTheDocument()
    expect(searchCalls(calls).at(-1)?.url).toBe('/api/social/search/groups?q=protein')

    await userEvent.click(panel.getByRole('button', { name: 'Join Group' }))
    expect(await panel.findByRole('button', { name: 'Member' })).toBeInTheDocument()
    expect(panel.getByText('1,205 members')).toBeInTheDocument()

    await userEvent.click(panel.getByRole('link', { name: 'Protein Pals' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Protein Pals' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
  })

  it('falls back to sample groups when the group search cannot be reached', async () => {
    renderDashboard('/dashboard/feed')
    const input = await openSearch()
    await userEvent.click(screen.getByRole('radio', { name: 'Groups' }))
    await userEvent.type(input, 'protein')
    const panel = within(await screen.findByRole('region', { name: 'Groups Results' }))
    expect(await panel.findByText('High Protein Club')).toBeInTheDocument()
    expect(panel.getByText(SAMPLES_NOTICE)).toBeInTheDocument()
    // suggestions are not groups: nothing to open or join
    expect(panel.queryByRole('link')).not.toBeInTheDocument()
    expect(panel.getAllByRole('button', { name: 'Join Group' })[0]).toBeDisabled()

    await userEvent.clear(input)
    await userEvent.type(input, 'pizza')
    expect(await screen.findByText('No groups found matching "pizza"')).toBeInTheDocument()
  })

  it("opens a person's profile from their name and closes the search", async () => {
    renderDashboard('/dashboard/feed', {
      'GET /api/social/search/users': usersAnswer([samUser]),
      'GET /api/social/profile/sam_runs': () =>
        json(200, anotherProfile({ counts: { posts: 12, followers: 3, following: 5 } })),
    })
    await userEvent.type(await openSearch(), 'sam')
    await userEvent.click(await screen.findByRole('link', { name: 'Sam Okafor' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Okafor' })).toBeInTheDocument()
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
  })

  it('hides the results for a blank query and closes on Escape', async () => {
    renderDashboard('/dashboard/feed', { 'GET /api/social/search/users': usersAnswer([samUser]) })
    const input = await openSearch()
    await userEvent.type(input, 'sam')
    expect(await screen.findByText('Sam Okafor')).toBeInTheDocument()

    await userEvent.clear(input)
    await userEvent.type(input, '   ')
    expect(screen.queryByRole('region', { name: 'Friends Results' })).not.toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus()
  })
})
