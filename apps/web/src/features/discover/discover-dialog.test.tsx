import type { SearchGroup, SearchUser } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json, type RecordedCall } from '../../test/render-app'
import {
  aPost,
  aSearchGroup,
  aSearchUser,
  anotherProfile,
  followAnswer,
} from '../../test/social-profile-fixtures'
import { renderDashboard } from '../../test/render-dashboard'
import { aGroupDetail } from '../../test/group-fixtures'
import { muteWarnings } from '../../test/mute-warnings'

const NAMES = ['Sam', 'Sara', 'Saul', 'Sasha', 'Salma', 'Sanjay', 'Saoirse'] as const
/** Seven people called Sa…, the first with 12 posts */
const PEOPLE: SearchUser[] = NAMES.map((name, index) =>
  aSearchUser({
    id: 20 + index,
    first_name: name,
    last_name: 'Okafor',
    username: `${name.toLowerCase()}_eats`,
    posts_count: index === 0 ? 12 : 1,
  }),
)
const GROUPS: SearchGroup[] = [
  aSearchGroup({
    id: 3,
    name: 'Salad Society',
    description: 'Leafy lunches, shared',
    image: 'sprout',
    members_count: 1204,
  }),
]

/** Answers a search the way the server pages it: `limit` rows from `offset`, and the total. */
function paged<K extends 'users' | 'groups'>(key: K, rows: (SearchUser | SearchGroup)[]) {
  return (_: unknown, url: URL) => {
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 5)
    const page = rows.slice(offset, offset + limit)
    return json(200, { [key]: page, hasMore: offset + limit < rows.length, total: rows.length })
  }
}

const searches = (calls: RecordedCall[], kind: 'users' | 'groups') =>
  calls
    .filter((call) => call.url.startsWith(`/api/social/search/${kind}`))
    .map((call) => call.url.slice(call.url.indexOf('?')))

function openDashboard(handlers: Parameters<typeof renderDashboard>[1] = {}) {
  return renderDashboard('/dashboard/feed', {
    'GET /api/social/feed': () => json(200, { posts: [], next_cursor: null }),
    'GET /api/social/search/users': paged('users', PEOPLE),
    'GET /api/social/search/groups': paged('groups', GROUPS),
    ...handlers,
  }).calls
}

async function openDiscover() {
  await userEvent.click(await screen.findByRole('button', { name: 'Find People' }))
  // the dialog's code comes when it first opens
  const dialog = await screen.findByRole('dialog', { name: 'Discover People & Groups' })
  return { dialog, ui: within(dialog), box: within(dialog).getByRole('searchbox') }
}

const tabNames = (ui: ReturnType<typeof within>) =>
  ui.getAllByRole('tab').map((tab: HTMLElement) => tab.textContent)

describe('Discover People & Groups', () => {
  // the feed's side cards have no answers here, and say so in the log
  muteWarnings()

  it('starts with an invitation, and Show Recent Users lists the newest members', async () => {
    const calls = openDashboard()
    const { ui, box } = await openDiscover()
    expect(box).toHaveFocus()
    expect(box).toHaveAttribute('placeholder', 'Search for people, groups, or interests...')
    expect(
      ui.getByRole('heading', { name: 'Discover Amazing People & Groups' }),
    ).toBeInTheDocument()
    expect(searches(calls, 'users')).toEqual([])

    await userEvent.click(ui.getByRole('button', { name: 'Show Recent Users' }))
    const panel = within(await ui.findByRole('tabpanel', { name: /All/ }))
    const sam = within(panel.getAllByRole('listitem')[0]!)
    expect(sam.getByText('Sam Okafor')).toBeInTheDocument()
    expect(sam.getByText('@sam_eats · 12 posts')).toBeInTheDocument()
    expect(sam.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile/sam_eats',
    )
    expect(sam.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false')
    expect(panel.getAllByRole('listitem')).toHaveLength(5)
    // people only, with an empty query: groups are not asked for
    expect(searches(calls, 'users')).toEqual(['?q=&offset=0&limit=5'])
    expect(searches(calls, 'groups')).toEqual([])
    expect(tabNames(ui)).toEqual(['All 7', 'People 7', 'Groups 0'])
  })

  it('searches people and groups 300 ms after the last keystroke, and counts each tab', async () => {
    const calls = openDashboard()
    const { ui, box } = await openDiscover()
    await userEvent.type(box, '  sa ')
    // nothing yet: the burst of keys is still settling
    expect(searches(calls, 'users')).toEqual([])

    expect(await ui.findByRole('tab', { name: 'All 8' })).toHaveAttribute('aria-selected', 'true')
    expect(tabNames(ui)).toEqual(['All 8', 'People 7', 'Groups 1'])
    expect(searches(calls, 'users')).toEqual(['?q=sa&offset=0&limit=5'])
    expect(searches(calls, 'groups')).toEqual(['?q=sa&offset=0&limit=5'])

    const panel = within(ui.getByRole('tabpanel', { name: 'All 8' }))
    expect(panel.getByRole('region', { name: 'People' })).toBeInTheDocument()
    const group = within(panel.getByRole('region', { name: 'Groups' }))
    expect(group.getByText('Salad Society')).toBeInTheDocument()
    expect(group.getByText('Leafy lunches, shared')).toBeInTheDocument()
    expect(group.getByText('1,204 members')).toBeInTheDocument()
  })

  it('moves between the tabs with the arrow keys, each showing its own list', async () => {
    openDashboard()
    const { ui, box } = await openDiscover()
    await userEvent.type(box, 'sa')
    const all = await ui.findByRole('tab', { name: 'All 8' })

    all.focus()
    await userEvent.keyboard('{ArrowRight}')
    const people = ui.getByRole('tab', { name: 'People 7' })
    expect(people).toHaveFocus()
    expect(people).toHaveAttribute('aria-selected', 'true')
    const peoplePanel = within(ui.getByRole('tabpanel', { name: 'People 7' }))
    expect(peoplePanel.getAllByRole('listitem')).toHaveLength(5)
    expect(peoplePanel.queryByText('Salad Society')).not.toBeInTheDocument()

    await userEvent.keyboard('{ArrowRight}')
    const groupsPanel = within(ui.getByRole('tabpanel', { name: 'Groups 1' }))
    expect(groupsPanel.getAllByRole('listitem')).toHaveLength(1)
    expect(groupsPanel.queryByText('Sam Okafor')).not.toBeInTheDocument()

    // the arrows wrap around, and only the chosen tab is in the Tab order
    await userEvent.keyboard('{ArrowRight}')
    expect(all).toHaveFocus()
    expect(all).toHaveAttribute('tabindex', '0')
    expect(people).toHaveAttribute('tabindex', '-1')
  })

  it("offers 'See More Results (N more)' for what is not shown yet, and appends the next page", async () => {
    const calls = openDashboard()
    const { ui, box } = await openDiscover()
    await userEvent.type(box, 'sa')
    const panel = within(await ui.findByRole('tabpanel', { name: 'All 8' }))
    // 7 people and 1 group match; 5 people and the group are shown
    await userEvent.click(panel.getByRole('button', { name: 'See More Results (2 more)' }))

    const people = within(panel.getByRole('region', { name: 'People' }))
    await waitFor(() => expect(people.getAllByRole('listitem')).toHaveLength(7))
    expect(
      people.getAllByRole('listitem').map((row) => within(row).getByText(/Okafor/).textContent),
    ).toEqual(NAMES.map((name) => `${name} Okafor`))
    expect(panel.queryByRole('button', { name: /See More Results/ })).not.toBeInTheDocument()
    // the next page of people only: the groups had no more
    expect(searches(calls, 'users')).toEqual(['?q=sa&offset=0&limit=5', '?q=sa&offset=5&limit=5'])
    expect(searches(calls, 'groups')).toEqual(['?q=sa&offset=0&limit=5'])
  })

  it("says 'No results found' when nothing matches", async () => {
    openDashboard({
      'GET /api/social/search/users': paged('users', []),
      'GET /api/social/search/groups': paged('groups', []),
    })
    const { ui, box } = await openDiscover()
    await userEvent.type(box, 'zzz')
    expect(await ui.findByRole('heading', { name: 'No results found' })).toBeInTheDocument()
    expect(
      ui.getByText('Try searching for different keywords or check your spelling.'),
    ).toBeInTheDocument()
    expect(tabNames(ui)).toEqual(['All 0', 'People 0', 'Groups 0'])
  })

  it('forgets the query, the results, the tab and the pages when closed', async () => {
    const calls = openDashboard()
    let { ui, box } = await openDiscover()
    await userEvent.type(box, 'sa')
    await userEvent.click(await ui.findByRole('tab', { name: 'People 7' }))
    await userEvent.click(ui.getByRole('button', { name: 'See More Results (2 more)' }))
    await waitFor(() => expect(ui.getAllByRole('listitem')).toHaveLength(7))

    await userEvent.click(ui.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    ;({ ui, box } = await openDiscover())
    expect(box).toHaveValue('')
    expect(ui.getByRole('button', { name: 'Show Recent Users' })).toBeInTheDocument()
    expect(ui.queryByRole('tab')).not.toBeInTheDocument()

    // the same words start again from the first page, on All
    await userEvent.type(box, 'sa')
    expect(await ui.findByRole('tab', { name: 'All 8' })).toHaveAttribute('aria-selected', 'true')
    expect(
      within(ui.getByRole('region', { name: 'People' })).getAllByRole('listitem'),
    ).toHaveLength(5)
    expect(searches(calls, 'users').at(-1)).toBe('?q=sa&offset=0&limit=5')
  })

  it('follows someone once the server answers, and pressing Following unfollows', async () => {
    const calls = openDashboard({
      'POST /api/social/follow/20': () => json(200, followAnswer(true, 4)),
      'DELETE /api/social/follow/20': () => json(200, followAnswer(false, 3, 0)),
    })
    const { ui } = await openDiscover()
    await userEvent.click(ui.getByRole('button', { name: 'Show Recent Users' }))
    const sam = within((await ui.findAllByRole('listitem'))[0]!)
    const follow = sam.getByRole('button', { name: 'Follow' })
    expect(follow).toHaveAccessibleDescription('Sam Okafor')

    await userEvent.click(follow)
    const following = await sam.findByRole('button', { name: 'Following' })
    expect(following).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(following)
    expect(await sam.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`),
    ).toEqual(['POST /api/social/follow/20', 'DELETE /api/social/follow/20'])
  })

  it('brings the posts of someone followed into the feed', async () => {
    let followed = false
    openDashboard({
      'GET /api/social/feed': () =>
        json(200, {
          posts: followed
            ? [aPost({ id: 40, content: 'Suya skewers tonight', user: PEOPLE[0] })]
            : [],
          next_cursor: null,
        }),
      'POST /api/social/follow/20': () => {
        followed = true
        return json(200, followAnswer(true, 4))
      },
    })
    expect(await screen.findByRole('region', { name: 'No posts yet' })).toBeInTheDocument()
    const { ui } = await openDiscover()
    await userEvent.click(ui.getByRole('button', { name: 'Show Recent Users' }))
    const sam = within((await ui.findAllByRole('listitem'))[0]!)
    await userEvent.click(sam.getByRole('button', { name: 'Follow' }))
    await sam.findByRole('button', { name: 'Following' })

    await userEvent.click(ui.getByRole('button', { name: 'Close' }))
    expect(await screen.findByText('Suya skewers tonight')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'No posts yet' })).not.toBeInTheDocument()
  })

  it('says so when a follow fails, and keeps the button as it was', async () => {
    openDashboard({
      'POST /api/social/follow/20': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    })
    const { ui } = await openDiscover()
    await userEvent.click(ui.getByRole('button', { name: 'Show Recent Users' }))
    const sam = within((await ui.findAllByRole('listitem'))[0]!)
    await userEvent.click(sam.getByRole('button', { name: 'Follow' }))
    expect(await sam.findByRole('alert')).toHaveTextContent('Could not follow. Please try again.')
    expect(sam.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('joins a group from Join, which reads Member once the server has answered', async () => {
    const calls = openDashboard({
      'GET /api/social/search/groups': paged('groups', [
        ...GROUPS,
        aSearchGroup({ id: 4, name: 'Sauce Club', is_member: true }),
      ]),
      'POST /api/groups/3/join': () =>
        json(
          200,
          aGroupDetail({
            id: 3,
            name: 'Salad Society',
            members_count: 1205,
            is_member: true,
            viewer: 'member',
          }),
        ),
    })
    const { ui, box } = await openDiscover()
    await userEvent.type(box, 'sa')
    await userEvent.click(await ui.findByRole('tab', { name: 'Groups 2' }))
    const panel = within(ui.getByRole('tabpanel', { name: 'Groups 2' }))
    const [salad, sauce] = panel.getAllByRole('listitem').map((row) => within(row))
    expect(sauce!.getByRole('button', { name: 'Member' })).toBeInTheDocument()
    expect(salad!.getByRole('link', { name: 'View Group' })).toHaveAttribute(
      'href',
      '/dashboard/groups/3',
    )

    const join = salad!.getByRole('button', { name: 'Join' })
    expect(join).toHaveAccessibleDescription('Salad Society')
    await userEvent.click(join)
    expect(await salad!.findByRole('button', { name: 'Member' })).toBe(join)
    expect(salad!.getByText('1,205 members')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/groups/3/join',
    ])
  })

  it('opens a group from View Group and closes', async () => {
    openDashboard({
      'GET /api/groups/3': () => json(200, aGroupDetail({ id: 3, name: 'Salad Society' })),
      'GET /api/groups/3/posts': () => json(200, { posts: [], next_cursor: null }),
    })
    const { ui, box } = await openDiscover()
    await userEvent.type(box, 'sa')
    const group = within(await ui.findByRole('region', { name: 'Groups' }))
    await userEvent.click(group.getByRole('link', { name: 'View Group' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salad Society' }),
    ).toBeInTheDocument()
  })

  it("opens a person's profile from View Profile and closes", async () => {
    openDashboard({
      'GET /api/social/profile/sam_eats': () =>
        json(
          200,
          anotherProfile({ user: PEOPLE[0]!, counts: { posts: 12, followers: 3, following: 5 } }),
        ),
    })
    const { ui } = await openDiscover()
    await userEvent.click(ui.getByRole('button', { name: 'Show Recent Users' }))
    const sam = within((await ui.findAllByRole('listitem'))[0]!)
    await userEvent.click(sam.getByRole('link', { name: 'View Profile' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Okafor' })).toBeInTheDocument()
  })
})
