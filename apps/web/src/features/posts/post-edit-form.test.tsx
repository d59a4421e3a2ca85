import { POST_MESSAGES, type Post } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { aPost, feedPage, maya, openFeed } from '../../test/post-fixtures'

// Issue 27, decision 040: an author edits a post's words in place.

const EDITED_AT = '2026-11-28T10:15:00.000Z'
const mayasPost = () => screen.findByRole('article', { name: 'Post by Maya Chen' })
const own = (fields: Partial<Post> = {}) =>
  aPost({ id: 30, user: maya, content: 'Overnight oats', can_remove: true, ...fields })

describe("a post's Edit", () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it("is offered on one's own posts only", async () => {
    openFeed({
      'GET /api/social/feed': () => feedPage([own(), aPost({ id: 12 })]),
    })
    expect(within(await mayasPost()).getByRole('button', { name: 'Edit post' })).toBeVisible()
    const sams = screen.getByRole('article', { name: 'Post by Sam Okafor' })
    expect(within(sams).queryByRole('button', { name: 'Edit post' })).not.toBeInTheDocument()
  })

  it("saves the new words, and the card says 'edited' with the edit's time", async () => {
    const user = userEvent.setup()
    const { calls } = openFeed({
      'GET /api/social/feed': () => feedPage([own({ comments_count: 2 })]),
      'PUT /api/social/posts/30': (body) =>
        json(200, {
          ...own({ comments_count: 2 }),
          content: (body as { content: string }).content.trim(),
          edited_at: EDITED_AT,
        }),
    })
    const post = await mayasPost()
    expect(within(post).queryByText('edited')).not.toBeInTheDocument()
    await user.click(within(post).getByRole('button', { name: 'Edit post' }))

    const field = await within(post).findByRole('textbox', { name: 'Edit your post' })
    expect(field).toHaveValue('Overnight oats')
    await waitFor(() => expect(field).toHaveFocus())
    await user.type(field, ' with berries')
    await user.click(within(post).getByRole('button', { name: 'Save' }))

    expect(await within(post).findByText('Overnight oats with berries')).toBeInTheDocument()
    expect(within(post).queryByRole('textbox')).not.toBeInTheDocument()
    const edited = within(post).getByText('edited')
    expect(edited).toHaveAttribute('datetime', EDITED_AT)
    expect(edited.getAttribute('title')).toMatch(/^Edited /)
    // the comments stay
    expect(within(post).getByText(/2 comments/)).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ body: { content: 'Overnight oats with berries' } }),
    ])
    // focus goes back to the button that opened the form
    await waitFor(() =>
      expect(within(post).getByRole('button', { name: 'Edit post' })).toHaveFocus(),
    )
  })

  it('refuses only spaces on a post without a photo, at the field, and sends nothing', async () => {
    const user = userEvent.setup()
    const { calls } = openFeed({ 'GET /api/social/feed': () => feedPage([own()]) })
    const post = await mayasPost()
    await user.click(within(post).getByRole('button', { name: 'Edit post' }))
    const field = await within(post).findByRole('textbox', { name: 'Edit your post' })
    await user.clear(field)
    await user.type(field, '   ')
    await user.click(within(post).getByRole('button', { name: 'Save' }))

    expect(await within(post).findByText(POST_MESSAGES.contentRequired)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(POST_MESSAGES.contentRequired)
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it("shows the server's refusal at the field, and Escape leaves the words as they were", async () => {
    const user = userEvent.setup()
    openFeed({
      'GET /api/social/feed': () => feedPage([own()]),
      'PUT /api/social/posts/30': () =>
        json(400, {
          error: 'Post contains a character that is not allowed',
          code: 'VALIDATION_ERROR',
          fields: { content: 'Post contains a character that is not allowed' },
        }),
    })
    const post = await mayasPost()
    await user.click(within(post).getByRole('button', { name: 'Edit post' }))
    const field = await within(post).findByRole('textbox', { name: 'Edit your post' })
    await user.type(field, '!')
    await user.click(within(post).getByRole('button', { name: 'Save' }))
    expect(
      await within(post).findByText('Post contains a character that is not allowed'),
    ).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(within(post).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(post).getByText('Overnight oats')).toBeInTheDocument()
    expect(within(post).queryByText('edited')).not.toBeInTheDocument()
  })

  it('shows a post that was edited before as edited', async () => {
    openFeed({ 'GET /api/social/feed': () => feedPage([aPost({ id: 12, edited_at: EDITED_AT })]) })
    const post = await screen.findByRole('article', { name: 'Post by Sam Okafor' })
    expect(within(post).getByText(/@sam_runs/)).toHaveTextContent('@sam_runs · 1m ago · edited')
  })
})
