import type { FollowListUser } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import {
  aPost,
  aSocialProfile,
  anotherProfile,
  followAnswer,
  sam,
} from '../../test/social-profile-fixtures'
import { heldAnswer } from '../../test/post-fixtures'
import { NOW, openProfile, PROFILE_PATH, profileAnswer } from './render-profile.test-helper'
import { fixClockAt } from '../../test/fixed-clock'

const SAM_PATH = '/api/social/profile/sam_runs'

const stats = async () =>
  within(await screen.findByRole('list', { name: 'Profile stats' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** Someone in a followers or following list. */
const listed = (id: number, first: string, is_following = false): FollowListUser => ({
  id,
  username: `${first.toLowerCase()}_${id}`,
  first_name: first,
  last_name: 'Rivera',
  profile_picture: null,
  is_following,
})

describe("Someone else's profile", () => {
  fixClockAt(NOW)
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))

  it('shows their posts, counts and Liked with a Follow button, and nothing private', async () => {
    const calls = openProfile(
      {
        [`GET ${SAM_PATH}`]: profileAnswer(
          anotherProfile({
            counts: { posts: 1, followers: 3, following: 5 },
            posts: [aPost({ id: 4, content: 'Jollof rice, meal prepped', user: sam })],
          }),
        ),
        [`GET ${SAM_PATH}/liked-posts`]: () => json(200, { posts: [] }),
      },
      '/dashboard/profile/sam_runs',
    )
    const header = within(await screen.findByRole('region', { name: 'Sam Okafor' }))
    expect(header.getByText('@sam_runs')).toBeInTheDocument()
    expect(await stats()).toEqual(['1 Posts', '3 Followers', '5 Following'])
    const follow = header.getByRole('button', { name: 'Follow' })
    expect(follow).toHaveAttribute('aria-pressed', 'false')
    expect(follow).toHaveAccessibleDescription('Sam Okafor')
    expect(screen.getByText('Jollof rice, meal prepped')).toBeInTheDocument()

    // bookmarks are private: Posts and Liked only
    const tabs = within(screen.getByRole('tablist', { name: 'Profile posts' }))
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Posts', 'Liked'])
    await userEvent.click(tabs.getByRole('tab', { name: 'Liked' }))
    expect(await screen.findByText('No liked posts yet')).toBeInTheDocument()

    // no goals, streak, calendar or editing of someone else's
    expect(screen.queryByRole('button', { name: /Edit Profile|Complete Profile/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'New Post' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Nutrition Goals' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Month Activity' })).toBeNull()
    expect(calls.some((call) => call.url.includes('favorited-posts'))).toBe(false)
    expect(calls.some((call) => call.url.includes('/api/meals/streak'))).toBe(false)
  })

  it('turns Follow into Following once the server answers, with the follower count it answers', async () => {
    const followed = heldAnswer()
    const calls = openProfile(
      {
        [`GET ${SAM_PATH}`]: profileAnswer(
          anotherProfile({ counts: { posts: 0, followers: 3, following: 5 } }),
        ),
        'POST /api/social/follow/9': () => followed.promise,
        'DELETE /api/social/follow/9': () => json(200, followAnswer(false, 3, 0)),
      },
      '/dashboard/profile/sam_runs',
    )
    const header = within(await screen.findByRole('region', { name: 'Sam Okafor' }))
    const follow = header.getByRole('button', { name: 'Follow' })
    await userEvent.click(follow)

    // §4: nothing flips before the server has answered
    expect(follow).toHaveAttribute('aria-pressed', 'false')
    expect(follow).toHaveAttribute('aria-busy', 'true')
    expect(await stats()).toContain('3 Followers')

    followed.settle(json(200, followAnswer(true, 4)))
    const following = await header.findByRole('button', { name: 'Following' })
    expect(following).toHaveAttribute('aria-pressed', 'true')
    expect(await stats()).toEqual(['0 Posts', '4 Followers', '5 Following'])

    // pressing Following unfollows
    await userEvent.click(following)
    expect(await header.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(await stats()).toEqual(['0 Posts', '3 Followers', '5 Following'])
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`),
    ).toEqual(['POST /api/social/follow/9', 'DELETE /api/social/follow/9'])
  })

  it('sends one’s own username to /dashboard/profile', async () => {
    const calls = openProfile({}, '/dashboard/profile/maya')
    expect(await screen.findByRole('button', { name: 'Complete Profile' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
    expect(calls.map((call) => call.url)).toContain(PROFILE_PATH)
    expect(calls.some((call) => call.url.includes('/profile/maya'))).toBe(false)
  })

  it('lists their Following, or says they follow nobody yet', async () => {
    openProfile(
      {
        [`GET ${SAM_PATH}`]: profileAnswer(anotherProfile()),
        'GET /api/social/profile/9/following': () => json(200, { users: [], next_cursor: null }),
      },
      '/dashboard/profile/sam_runs',
    )
    await userEvent.click(await screen.findByRole('button', { name: '0 Following' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Following' }))
    expect(await dialog.findByText('Sam is not following anyone yet')).toBeInTheDocument()
  })
})

describe('Followers and Following lists', () => {
  fixClockAt(NOW)
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))

  it('open from the counts and page with Load more, each person a link to their profile', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => listed(50 - index, `Alex${index}`))
    const calls = openProfile({
      [`GET ${PROFILE_PATH}`]: profileAnswer(
        aSocialProfile({ counts: { posts: 0, followers: 21, following: 0 } }),
      ),
      'GET /api/social/profile/7/followers': (_, url) =>
        url.searchParams.get('before') === '31'
          ? json(200, { users: [listed(12, 'Noor', true)], next_cursor: null })
          : json(200, { users: firstPage, next_cursor: '31' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '21 Followers' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Followers' }))
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(20))
    expect(dialog.getByRole('link', { name: 'Alex0 Rivera' })).toHaveAttribute(
      'href',
      '/dashboard/profile/alex0_50',
    )

    await userEvent.click(dialog.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(21))
    const noor = within(dialog.getAllByRole('listitem')[20]!)
    expect(noor.getByRole('link', { name: 'Noor Rivera' })).toBeInTheDocument()
    expect(noor.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true')
    expect(dialog.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(calls.map((call) => call.url)).toEqual(
      expect.arrayContaining([
        '/api/social/profile/7/followers',
        '/api/social/profile/7/followers?before=31',
      ]),
    )
  })

  it('unfollowing from one’s Following list keeps the row, offers Follow again and moves the count', async () => {
    openProfile({
      [`GET ${PROFILE_PATH}`]: profileAnswer(
        aSocialProfile({ counts: { posts: 0, followers: 0, following: 2 } }),
      ),
      'GET /api/social/profile/7/following': () =>
        json(200, {
          users: [listed(9, 'Sam', true), listed(8, 'Lena', true)],
          next_cursor: null,
        }),
      'DELETE /api/social/follow/9': () => json(200, followAnswer(false, 6, 1)),
    })
    await userEvent.click(await screen.findByRole('button', { name: '2 Following' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Following' }))
    const sam = within((await dialog.findAllByRole('listitem'))[0]!)
    await userEvent.click(sam.getByRole('button', { name: 'Following' }))

    expect(await sam.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(dialog.getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    expect(await screen.findByRole('button', { name: '1 Following' })).toBeInTheDocument()
  })

  it("says when one's profile has no followers yet", async () => {
    openProfile({
      'GET /api/social/profile/7/followers': () => json(200, { users: [], next_cursor: null }),
    })
    await userEvent.click(await screen.findByRole('button', { name: '0 Followers' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Followers' }))
    expect(await dialog.findByText('No followers yet')).toBeInTheDocument()
  })
})
