import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from '../../lib/reload-page'
import { aMeal } from '../../test/meal-fixtures'
import { json } from '../../test/render-app'
import { aPost, aSocialProfile } from '../../test/social-profile-fixtures'
import { aGroup } from '../../test/group-fixtures'
import {
  calendarAnswer,
  NOW,
  openProfile,
  PROFILE_PATH,
  profileAnswer,
  TODAY,
} from './render-profile.test-helper'
import { fixClockAt } from '../../test/fixed-clock'

const region = (name: string) => screen.findByRole('region', { name })

describe('ProfilePage', () => {
  fixClockAt(NOW)
  beforeEach(() => {
    // 'Try Again' reloads the page, which jsdom cannot do
    vi.spyOn(page, 'reload').mockImplementation(() => {})
  })
  afterEach(() => vi.clearAllMocks())

  it("shows the name, @username, the counts and 'No bio yet', and offers Complete Profile", async () => {
    openProfile({
      [`GET ${PROFILE_PATH}`]: profileAnswer(
        aSocialProfile({ counts: { posts: 3, followers: 1280, following: 4 } }),
      ),
    })
    const header = within(await region('Maya Chen'))
    expect(header.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeInTheDocument()
    expect(header.getByText('@maya')).toBeInTheDocument()
    expect(header.getByText('No bio yet')).toBeInTheDocument()
    const stats = header.getAllByRole('listitem').map((item) => item.textContent)
    expect(stats).toEqual(['3 Posts', '1,280 Followers', '4 Following'])
    // no bio, no picture, no weights: the button asks for the rest
    expect(header.getByRole('button', { name: 'Complete Profile' })).toBeInTheDocument()
    expect(header.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument()

    // New Post opens the posts feature's dialog over the page
    await userEvent.click(header.getByRole('button', { name: 'New Post' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('offers Edit Profile once the bio, the picture and the weights are there', async () => {
    openProfile({
      [`GET ${PROFILE_PATH}`]: profileAnswer(
        aSocialProfile({
          bio: 'Cooking my way to 160 lbs',
          picture: '/uploads/maya.webp',
          profile: { weight: 170, target_weight: 160 },
        }),
      ),
    })
    const header = within(await region('Maya Chen'))
    expect(header.getByText('Cooking my way to 160 lbs')).toBeInTheDocument()
    expect(header.queryByText('No bio yet')).not.toBeInTheDocument()
    expect(header.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument()
  })

  it("shows the streak the server counts up to the browser's today, and the activity level", async () => {
    const calls = openProfile({ 'GET /api/meals/streak': () => json(200, { streak: 4 }) })
    const card = within(await region('Activity and streak'))
    expect(await card.findByText('4 days')).toBeInTheDocument()
    expect(card.getByText('Moderately active')).toBeInTheDocument()
    expect(calls.map((call) => call.url)).toContain(`/api/meals/streak?today=${TODAY}`)
  })

  it('shows a streak of 0 when the streak cannot be loaded (§8)', async () => {
    openProfile({ 'GET /api/meals/streak': () => json(500, { error: 'Boom', code: 'INTERNAL' }) })
    const card = within(await region('Activity and streak'))
    expect(await card.findByText('0 days')).toBeInTheDocument()
  })

  it("shows today's calories and protein against the goals, and the weight goal", async () => {
    openProfile({
      [`GET ${PROFILE_PATH}`]: profileAnswer(
        aSocialProfile({ profile: { daily_calories: 2000, weight: 170, target_weight: 160 } }),
      ),
      'GET /api/meals': () =>
        json(200, {
          meals: [
            aMeal({ id: 1, mealDate: TODAY, calories: 460, protein: 30 }),
            aMeal({ id: 2, mealDate: TODAY, calories: 700, protein: 45 }),
          ],
        }),
    })
    const card = await region('Nutrition Goals')
    const calories = within(card).getByRole('progressbar', { name: 'Calories today' })
    await waitFor(() => expect(calories).toHaveAttribute('aria-valuenow', '58'))
    expect(card).toHaveTextContent('1,160 / 2,000 kcal')
    expect(within(card).getByRole('progressbar', { name: 'Protein today' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    expect(card).toHaveTextContent('170 lbs → 160 lbs')
    expect(card).toHaveTextContent('Lose 10 lbs')
  })

  it('draws a five-row month in 35 cells and a six-row one in 42, Monday first, marking logged days', async () => {
    const calls = openProfile({
      'GET /api/meals/calendar/2026/5': calendarAnswer(2026, 5, [
        { date: '2026-05-04', has_data: true, calories_met: true, protein_met: true },
        { date: '2026-05-05', has_data: true, calories_met: true, protein_met: false },
      ]),
      'GET /api/meals/calendar/2026/3': calendarAnswer(2026, 3, [
        { date: '2026-03-31', has_data: true, calories_met: true, protein_met: true },
      ]),
    })
    const calendar = within(await region('Month Activity'))
    const may = calendar.getByRole('table', { name: 'May 2026' })
    const headers = within(may).getAllByRole('columnheader')
    expect(headers[0]).toHaveAccessibleName('Monday')
    expect(headers[6]).toHaveAccessibleName('Sunday')
    const cells = within(may).getAllByRole('cell')
    expect(cells).toHaveLength(35)
    // May 2026 begins on a Friday: four April days lead, from Monday the 27th
    expect(cells[0]).toHaveTextContent('27')
    expect(cells[0]).toHaveAccessibleName('')
    expect(cells[4]).toHaveAccessibleName('1')
    await waitFor(() => expect(cells[7]).toHaveAccessibleName('4: Goals Met'))
    expect(cells[8]).toHaveAccessibleName('5: Partial')
    expect(cells[9]).toHaveAccessibleName('6')
    expect(cells[16]).toHaveAccessibleName('13, today')
    expect(calendar.getByRole('button', { name: 'Next month' })).toBeDisabled()

    // March 2026 starts on a Sunday: 6 + 31 days need a sixth row
    await userEvent.click(calendar.getByRole('button', { name: 'Previous month' }))
    await userEvent.click(calendar.getByRole('button', { name: 'Previous month' }))
    const march = calendar.getByRole('table', { name: 'March 2026' })
    const marchCells = within(march).getAllByRole('cell')
    expect(marchCells).toHaveLength(42)
    expect(marchCells[6]).toHaveAccessibleName('1')
    await waitFor(() => expect(marchCells[36]).toHaveAccessibleName('31: Goals Met'))
    expect(calls.map((call) => call.url)).toContain('/api/meals/calendar/2026/3')
  })

  it('loads Liked and Saved only when their tab is chosen, and moves between tabs with the arrow keys', async () => {
    const calls = openProfile({
      [`GET ${PROFILE_PATH}`]: profileAnswer(
        aSocialProfile({
          posts: [aPost({ id: 2, content: 'Overnight oats, third week running' })],
        }),
      ),
      'GET /api/social/profile/7/liked-posts': () =>
        json(200, { posts: [aPost({ id: 9, content: 'Salmon rice bowl with greens' })] }),
      'GET /api/social/profile/7/favorited-posts': () => json(200, { posts: [] }),
    })
    const asked = (path: string) => calls.filter((call) => call.url.endsWith(path)).length

    expect(await screen.findByText('Overnight oats, third week running')).toBeInTheDocument()
    const tabs = within(screen.getByRole('tablist', { name: 'Profile posts' }))
    const postsTab = tabs.getByRole('tab', { name: 'Posts' })
    expect(postsTab).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Posts' })).toBeInTheDocument()
    expect(asked('/liked-posts')).toBe(0)
    expect(asked('/favorited-posts')).toBe(0)

    await userEvent.click(tabs.getByRole('tab', { name: 'Liked' }))
    expect(await screen.findByText('Salmon rice bowl with greens')).toBeInTheDocument()
    expect(screen.getByRole('tabpanel', { name: 'Liked' })).toBeInTheDocument()
    expect(asked('/liked-posts')).toBe(1)
    expect(asked('/favorited-posts')).toBe(0)

    await userEvent.keyboard('{ArrowRight}')
    const savedTab = tabs.getByRole('tab', { name: 'Saved' })
    expect(savedTab).toHaveFocus()
    expect(savedTab).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByText('No saved posts yet')).toBeInTheDocument()
    expect(asked('/favorited-posts')).toBe(1)

    // the arrows wrap around, and only the chosen tab is in the Tab order
    await userEvent.keyboard('{ArrowRight}')
    expect(postsTab).toHaveFocus()
    expect(postsTab).toHaveAttribute('tabindex', '0')
    expect(savedTab).toHaveAttribute('tabindex', '-1')
    await userEvent.keyboard('{End}')
    expect(savedTab).toHaveFocus()
    // the lists are cached: coming back asks no more
    expect(asked('/favorited-posts')).toBe(1)
  })

  it('shows the empty texts of a profile that has posted and liked nothing', async () => {
    openProfile({
      'GET /api/social/profile/7/liked-posts': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    })
    expect(await screen.findByText('No posts yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Liked' }))
    // §8: a list that cannot be loaded shows as empty
    expect(await screen.findByText('No liked posts yet')).toBeInTheDocument()
  })

  it('loads older posts with Load more until there are none', async () => {
    const calls = openProfile({
      [`GET ${PROFILE_PATH}`]: profileAnswer(
        aSocialProfile({
          posts: [aPost({ id: 31, content: 'Meal prep Sunday: four lunches' })],
          nextCursor: '31',
        }),
      ),
      'GET /api/social/profile/7/posts': () =>
        json(200, {
          posts: [aPost({ id: 12, content: 'First week of logging done' })],
          next_cursor: null,
        }),
    })
    expect(await screen.findByText('Meal prep Sunday: four lunches')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('First week of logging done')).toBeInTheDocument()
    expect(screen.getByText('Meal prep Sunday: four lunches')).toBeInTheDocument()
    expect(calls.map((call) => call.url)).toContain('/api/social/profile/7/posts?before=31')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it("shows 'Profile not found' after 3 more tries 1, 2 and 3 s apart, and Try Again reloads the page", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    const calls = openProfile({
      [`GET ${PROFILE_PATH}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const tries = () => calls.filter((call) => call.url === PROFILE_PATH).length
    expect(await screen.findByRole('status', { name: 'Loading profile' })).toBeInTheDocument()
    await waitFor(() => expect(tries()).toBe(1))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(tries()).toBe(2)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(tries()).toBe(3)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(tries()).toBe(4)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeInTheDocument()
    expect(tries()).toBe(4)
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(page.reload).toHaveBeenCalledOnce()
  })

  it('builds a basic profile from what the browser knows when the server has none (§4)', async () => {
    openProfile({
      [`GET ${PROFILE_PATH}`]: () => json(404, { error: 'Not found', code: 'NOT_FOUND' }),
      'GET /api/profile': () =>
        json(200, {
          profile: { daily_calories: 1800, daily_protein: 120, activity_level: 'active' },
          hasCompletedOnboarding: true,
        }),
    })
    const header = within(await region('Maya Chen'))
    expect(header.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0 Posts',
      '0 Followers',
      '0 Following',
    ])
    expect(header.getByText('No bio yet')).toBeInTheDocument()
    expect(await screen.findByText('Active')).toBeInTheDocument()
    expect(await region('Nutrition Goals')).toHaveTextContent('0 / 1,800 kcal')
  })

  it("opens from 'My Profile' in the profile menu", async () => {
    openProfile({}, '/dashboard/feed')
    await userEvent.click(await screen.findByRole('button', { name: 'Profile menu' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'My Profile' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeInTheDocument()
  })

  it('lists the groups you belong to in the Groups panel, not the ones you only could join', async () => {
    openProfile({
      'GET /api/groups': () =>
        json(200, {
          groups: [
            aGroup({
              id: 3,
              name: 'Marathon fuel',
              is_member: true,
              viewer: 'owner',
              members_count: 1,
            }),
            aGroup({
              id: 2,
              name: 'Meal Prep Sundays',
              is_member: true,
              viewer: 'member',
              members_count: 12,
            }),
            aGroup({ id: 1, name: 'Vegan Bakers' }),
          ],
        }),
    })
    const panel = within(await region('Groups'))
    expect(await panel.findByRole('link', { name: 'Marathon fuel' })).toHaveAttribute(
      'href',
      '/dashboard/groups/3',
    )
    expect(panel.getByText('12 members')).toBeInTheDocument()
    expect(panel.queryByText('Vegan Bakers')).not.toBeInTheDocument()
  })
})
