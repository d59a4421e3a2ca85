import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aMeal } from '../../test/meal-fixtures'
import { json } from '../../test/render-app'
import { aGroup, aGroupDetail } from '../../test/group-fixtures'
import { aPost, feedPage, heldAnswer, maya, openFeed, sam } from '../../test/post-fixtures'

// Wednesday 13 May 2026, on the user's clock
const NOW = new Date(2026, 4, 13, 9, 30)

const region = (name: string) => within(screen.getByRole('region', { name }))

describe('FeedPage', () => {
  beforeEach(() => {
    // only the clock is fixed; timers stay real so the queries run as usual
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("shows 'No posts yet' with ways to find people and groups when the feed is empty", async () => {
    openFeed()
    const empty = within(await screen.findByRole('region', { name: 'No posts yet' }))
    expect(empty.getByRole('link', { name: 'Browse Groups' })).toHaveAttribute(
      'href',
      '/dashboard/groups',
    )
    await userEvent.click(empty.getByRole('button', { name: 'Find Friends' }))
    // Discover opens, ready to type in
    const discover = within(await screen.findByRole('dialog', { name: 'Discover People & Groups' }))
    expect(discover.getByRole('searchbox', { name: 'Search people and groups' })).toHaveFocus()
  })

  it('opens Discover People & Groups from Find People', async () => {
    openFeed()
    await userEvent.click(await screen.findByRole('button', { name: 'Find People' }))
    const discover = within(await screen.findByRole('dialog', { name: 'Discover People & Groups' }))
    expect(discover.getByRole('searchbox', { name: 'Search people and groups' })).toHaveFocus()
    expect(
      discover.getByRole('heading', { name: 'Discover Amazing People & Groups' }),
    ).toBeInTheDocument()
  })

  it('opens with its first page of posts, newest first, once the route has it', async () => {
    const feed = heldAnswer()
    openFeed({ 'GET /api/social/feed': () => feed.promise })
    // the route's loader waits for the posts: no empty feed meanwhile
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...')
    expect(screen.queryByText('No posts yet')).not.toBeInTheDocument()

    feed.settle(
      feedPage([
        aPost({ id: 5, content: 'Newest', created_at: '2026-05-13T07:00:00.000Z' }),
        aPost({ id: 4, content: 'Older', created_at: '2026-05-12T07:00:00.000Z' }),
      ]),
    )
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    const [first, second] = screen.getAllByRole('article')
    expect(first).toHaveTextContent('Newest')
    expect(second).toHaveTextContent('Older')
  })

  it('says in the shell when the feed cannot be loaded, and Try again loads it', async () => {
    let attempts = 0
    openFeed({
      'GET /api/social/feed': () => {
        attempts += 1
        return attempts === 1
          ? json(503, { error: 'Service unavailable', code: 'UNAVAILABLE' })
          : feedPage([aPost({ id: 5, content: 'Back again' })])
      },
    })
    const alert = within(await screen.findByRole('alert'))
    expect(
      alert.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument()
    expect(
      alert.getByText('The server could not answer just now. Try again in a moment.'),
    ).toBeInTheDocument()
    // under the dashboard's header, whose tabs stay in reach
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.queryByText('No posts yet')).not.toBeInTheDocument()

    await userEvent.click(alert.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Back again')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('loads the next page from where the last one ended', async () => {
    const pages = [
      feedPage([aPost({ id: 40, content: 'Page one' })], '40'),
      feedPage([aPost({ id: 39, content: 'Page two' })], null),
    ]
    const { calls } = openFeed({ 'GET /api/social/feed': () => pages.shift()! })
    await screen.findByText('Page one')

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Page two')).toBeInTheDocument()
    const feedCalls = calls.filter((call) => call.url.includes('/api/social/feed'))
    expect(feedCalls.at(-1)!.url).toMatch(/before=40/)
    // the last page says there is no more
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it("shows this user's unsent posts kept in the browser", async () => {
    const local = (userId: number, content: string) =>
      JSON.stringify({
        userId,
        posts: [
          {
            ...aPost({ id: -1, user: { ...maya, id: userId }, content }),
            created_at: new Date().toISOString(),
            _localId: 'local-1',
            _status: 'failed',
            _serverSaved: false,
          },
        ],
      })
    localStorage.setItem('local_posts', local(maya.id, 'Mine, not sent yet'))
    openFeed()
    const post = await screen.findByRole('article', { name: 'Post by Maya Chen' })
    expect(post).toHaveTextContent('Mine, not sent yet')
    expect(within(post).getByRole('alert')).toHaveTextContent('Not posted yet')
  })

  it("ignores the browser's posts when they belong to someone else", async () => {
    localStorage.setItem(
      'local_posts',
      JSON.stringify({
        userId: sam.id,
        posts: [
          {
            ...aPost({ id: -1, content: "Sam's draft" }),
            _localId: 'local-1',
            _status: 'failed',
            _serverSaved: false,
          },
        ],
      }),
    )
    openFeed()
    expect(await screen.findByText('No posts yet')).toBeInTheDocument()
    expect(screen.queryByText("Sam's draft")).not.toBeInTheDocument()
  })

  it("shows the user card's counts, today's nutrition against the goals, and the month", async () => {
    const { calls } = openFeed({
      'GET /api/social/profile/7': () =>
        json(200, {
          user: maya,
          posts_count: 12,
          followers_count: 1250,
          following_count: 31,
        }),
      'GET /api/meals': () =>
        json(200, {
          meals: [
            aMeal({
              id: 1,
              mealDate: '2026-05-13',
              calories: 600,
              protein: 45,
              carbs: 70,
              fat: 20,
            }),
            aMeal({
              id: 2,
              mealDate: '2026-05-13',
              calories: 650,
              protein: 30,
              carbs: 40,
              fat: 25,
            }),
          ],
        }),
      'GET /api/meals/calendar/2026/5': () =>
        json(200, {
          year: 2026,
          month: 5,
          days: [{ date: '2026-05-12', has_data: true, calories_met: true, protein_met: true }],
        }),
      'GET /api/meals/calendar/2026/4': () => json(200, { year: 2026, month: 4, days: [] }),
    })

    const card = within(await screen.findByRole('region', { name: 'Your profile' }))
    expect(card.getByText('Maya Chen')).toBeInTheDocument()
    expect(card.getByText('@maya')).toBeInTheDocument()
    await waitFor(() =>
      expect(card.getByText('Followers').nextElementSibling).toHaveTextContent('1,250'),
    )
    expect(card.getByText('Posts').nextElementSibling).toHaveTextContent('12')

    const nutrition = region("Today's Nutrition")
    expect(await nutrition.findByText('1,250 / 2,000 kcal')).toBeInTheDocument()
    expect(nutrition.getByRole('progressbar', { name: 'Calories today' })).toHaveAttribute(
      'aria-valuenow',
      '63',
    )
    expect(nutrition.getByText('75 / 150 g')).toBeInTheDocument()
    expect(nutrition.getByText('Carbs').nextElementSibling).toHaveTextContent('110 g')
    expect(nutrition.getByText('Fat').nextElementSibling).toHaveTextContent('45 g')

    const calendar = region('Month Activity')
    expect(calendar.getByText('May 2026')).toBeInTheDocument()
    expect(await calendar.findByText('12: Goals Met')).toBeInTheDocument()
    expect(calendar.getByText('13, today')).toBeInTheDocument()
    expect(calendar.getByRole('button', { name: 'Next month' })).toBeDisabled()
    await userEvent.click(calendar.getByRole('button', { name: 'Previous month' }))
    expect(calendar.getByText('April 2026')).toBeInTheDocument()
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/api/meals/calendar/2026/4'))).toBe(true),
    )
  })

  it('lists a few of the groups with Join, See All and Create Group', async () => {
    const { calls } = openFeed({
      'GET /api/groups': () =>
        json(200, {
          groups: [
            aGroup({
              id: 5,
              name: 'Protein Pals',
              members_count: 2,
              is_member: true,
              viewer: 'owner',
            }),
            aGroup({ id: 3, name: 'High Protein Club', members_count: 3410 }),
            ...[6, 7, 8].map((id) => aGroup({ id, name: `Group ${id}` })),
          ],
        }),
      'POST /api/groups/3/join': () =>
        json(
          200,
          aGroupDetail({ id: 3, name: 'High Protein Club', members_count: 3411, is_member: true }),
        ),
    })
    const groups = within(await screen.findByRole('region', { name: 'Groups' }))
    const rows = (await groups.findAllByRole('listitem')).map((row) => within(row))
    expect(rows).toHaveLength(4)
    expect(rows[0]!.getByRole('link', { name: 'Protein Pals' })).toHaveAttribute(
      'href',
      '/dashboard/groups/5',
    )
    expect(rows[0]!.getByRole('button', { name: 'Member' })).toBeInTheDocument()
    expect(rows[1]!.getByText('3,410 members')).toBeInTheDocument()
    await userEvent.click(rows[1]!.getByRole('button', { name: 'Join' }))
    expect(await rows[1]!.findByRole('button', { name: 'Member' })).toBeInTheDocument()
    expect(rows[1]!.getByText('3,411 members')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/groups/3/join',
    ])

    expect(groups.getByRole('link', { name: 'See All' })).toHaveAttribute(
      'href',
      '/dashboard/groups',
    )
    expect(groups.getByRole('link', { name: 'Create Group' })).toHaveAttribute(
      'href',
      '/dashboard/groups?create=1',
    )
  })

  it('leaves the groups panel empty when the groups cannot be loaded', async () => {
    openFeed()
    const groups = within(await screen.findByRole('region', { name: 'Groups' }))
    expect(
      await groups.findByText('No groups yet. Start one and invite the people you follow.'),
    ).toBeInTheDocument()
    expect(groups.getByRole('link', { name: 'Create Group' })).toBeInTheDocument()
  })
})
