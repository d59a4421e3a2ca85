import type { Comment, Post } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderDashboard } from '../../test/render-dashboard'
import { json } from '../../test/render-app'
import { aPost, feedPage, maya } from '../../test/post-fixtures'

// /dashboard/posts/{id} (issue 27, decision 040).

const comment: Comment = {
  id: 3,
  post_id: 12,
  content: 'Saving this recipe',
  user: maya,
  created_at: new Date(Date.now() - 30_000).toISOString(),
}
const NOT_FOUND_TEXT = 'This post may have been deleted, or it may not be shared with you.'

const openPost = (path: string, handlers: Parameters<typeof renderDashboard>[1]) =>
  renderDashboard(path, { 'GET /api/social/feed': () => feedPage([]), ...handlers })

describe('the post page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows the post with its comments open, a heading and the way back to the feed', async () => {
    openPost('/dashboard/posts/12', {
      'GET /api/social/posts/12': () => json(200, aPost({ id: 12, comments_count: 1 })),
      'GET /api/social/posts/12/comments': () => json(200, { comments: [comment] }),
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post by Sam Okafor' }),
    ).toBeVisible()
    const post = screen.getByRole('article', { name: 'Post by Sam Okafor' })
    expect(within(post).getByText('Salmon, rice and greens')).toBeVisible()
    expect(await within(post).findByText('Saving this recipe')).toBeVisible()
    expect(within(post).getByRole('button', { name: 'Comment' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute(
      'href',
      '/dashboard/feed',
    )
    await waitFor(() => expect(document.title).toBe('Post by Sam Okafor · Platewise'))
  })

  it("names a group's post's group, and lets a non-member read but not take part", async () => {
    const inGroup = aPost({ id: 12, group: { id: 4, name: 'Soup club' } })
    openPost('/dashboard/posts/12', {
      'GET /api/social/posts/12': () => json(200, inGroup),
      'GET /api/social/posts/12/comments': () => json(200, { comments: [] }),
      'GET /api/groups/4': () => json(200, { id: 4, name: 'Soup club', is_member: false }),
    })
    expect(await screen.findByRole('link', { name: 'Soup club' })).toHaveAttribute(
      'href',
      '/dashboard/groups/4',
    )
    const post = screen.getByRole('article', { name: 'Post by Sam Okafor' })
    await waitFor(() => expect(within(post).getByRole('button', { name: 'Like' })).toBeDisabled())
  })

  it.each([
    [404, 'Post not found.'],
    [403, 'This group is private'],
  ])('says the same not-found to a %i, naming neither cause', async (status, error) => {
    openPost('/dashboard/posts/12', {
      'GET /api/social/posts/12': () => json(status, { error, code: 'X' }),
    })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Post not found' })
    const section = heading.closest('section')!
    expect(section).toHaveTextContent(`Post not found${NOT_FOUND_TEXT}Go to your feed`)
    expect(within(section).getByRole('link', { name: 'Go to your feed' })).toHaveAttribute(
      'href',
      '/dashboard/feed',
    )
    expect(screen.queryByText(error)).not.toBeInTheDocument()
  })

  it('says not found for an address that cannot name a post, asking nothing', async () => {
    const { calls } = openPost('/dashboard/posts/soup', {})
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
    expect(calls.some((call) => call.url.includes('/api/social/posts'))).toBe(false)
  })

  it('offers Try Again when the post could not be reached', async () => {
    let answer = () => json(500, { error: 'Boom', code: 'INTERNAL' })
    openPost('/dashboard/posts/12', {
      'GET /api/social/posts/12': () => answer(),
      'GET /api/social/posts/12/comments': () => json(200, { comments: [] }),
    })
    await screen.findByRole('heading', { level: 1, name: 'Could not load this post' })
    answer = () => json(200, aPost({ id: 12 }))
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post by Sam Okafor' }),
    ).toBeVisible()
  })

  it('is reached from a card’s time, and an edit there shows in the feed without asking again', async () => {
    const user = userEvent.setup()
    const mine: Post = aPost({ id: 30, user: maya, content: 'Overnight oats', can_remove: true })
    const edited = {
      ...mine,
      content: 'Overnight oats, with berries',
      edited_at: new Date().toISOString(),
    }
    const { calls } = openPost('/dashboard/feed', {
      'GET /api/social/feed': () => feedPage([mine]),
      'GET /api/social/posts/30': () => json(200, mine),
      'GET /api/social/posts/30/comments': () => json(200, { comments: [] }),
      'PUT /api/social/posts/30': () => json(200, edited),
    })
    const inFeed = await screen.findByRole('article', { name: 'Post by Maya Chen' })
    await user.click(within(inFeed).getByRole('link', { name: '1m ago' }))

    await screen.findByRole('heading', { level: 1, name: 'Post by Maya Chen' })
    const page = screen.getByRole('article', { name: 'Post by Maya Chen' })
    await user.click(within(page).getByRole('button', { name: 'Edit post' }))
    const field = await within(page).findByRole('textbox', { name: 'Edit your post' })
    await user.clear(field)
    await user.type(field, 'Overnight oats, with berries')
    await user.click(within(page).getByRole('button', { name: 'Save' }))
    expect(await within(page).findByText('edited')).toBeVisible()

    await user.click(screen.getByRole('link', { name: 'Back to Feed' }))
    // the feed's card is asked for afresh each time: under load the feed may draw it again
    const card = () => screen.getByRole('article', { name: 'Post by Maya Chen' })
    await waitFor(() => {
      expect(within(card()).getByText('Overnight oats, with berries')).toBeVisible()
      expect(within(card()).getByText('edited')).toBeVisible()
    })
    expect(calls.filter((call) => call.url.endsWith('/api/social/feed'))).toHaveLength(1)
  })

  it('says its post was deleted, without asking for the post or its comments again, and leads to the feed', async () => {
    const user = userEvent.setup()
    const mine = aPost({ id: 30, user: maya, content: 'Gone soon', can_remove: true })
    let gets = 0
    openPost('/dashboard/posts/30', {
      'GET /api/social/posts/30': () => {
        gets += 1
        return json(200, mine)
      },
      'GET /api/social/posts/30/comments': () => {
        gets += 1
        return json(200, { comments: [] })
      },
      'DELETE /api/social/posts/30': () => new Response(null, { status: 204 }),
    })
    const post = await screen.findByRole('article', { name: 'Post by Maya Chen' })
    await user.click(within(post).getByRole('button', { name: 'Delete post' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete post?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Post deleted' })).toBeVisible()
    expect(screen.queryByText('Gone soon')).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Go to your feed' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeInTheDocument()
    // the post and its comments, once each
    expect(gets).toBe(2)
  })
})
