import type { LocalPost } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { aPost, feedPage, maya, openFeed } from '../../test/post-fixtures'
import { POST_FEEDBACK } from './posts-api'

const notFound = () => json(404, { error: 'Post not found', code: 'NOT_FOUND' })

const mayasPosts = () => screen.queryAllByRole('article', { name: 'Post by Maya Chen' })

/** What each action does to a post's card, up to the call that finds the post gone. */
const actions: { name: string; call: string; act(post: HTMLElement): Promise<void> }[] = [
  {
    name: 'a like',
    call: 'POST /api/social/posts/12/like',
    act: (post) => userEvent.click(within(post).getByRole('button', { name: 'Like' })),
  },
  {
    name: 'a bookmark',
    call: 'POST /api/social/posts/12/favorite',
    act: (post) => userEvent.click(within(post).getByRole('button', { name: 'Bookmark' })),
  },
  {
    name: 'a comment',
    call: 'POST /api/social/posts/12/comments',
    act: async (post) => {
      await userEvent.click(within(post).getByRole('button', { name: 'Comment' }))
      await userEvent.type(await within(post).findByLabelText('Add a comment'), 'Nice!{Enter}')
    },
  },
  {
    name: 'a delete',
    call: 'DELETE /api/social/posts/12',
    act: async (post) => {
      await userEvent.click(within(post).getByRole('button', { name: 'Delete post' }))
      const dialog = await screen.findByRole('dialog', { name: 'Delete post?' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    },
  },
]

describe('Posts the server no longer has', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  for (const action of actions) {
    it(`takes a post off the feed when ${action.name} finds it deleted, and says why`, async () => {
      // the feed listed it until it was deleted, then the call about it found it gone
      let deleted = false
      const stillHere = aPost({ id: 11, user: maya, content: 'Still here' })
      openFeed({
        'GET /api/social/feed': () =>
          feedPage(
            deleted
              ? [stillHere]
              : [aPost({ id: 12, user: maya, content: 'Deleted on my phone' }), stillHere],
          ),
        'GET /api/social/posts/12/comments': () => json(200, { comments: [] }),
        [action.call]: () => {
          deleted = true
          return notFound()
        },
      })
      const post = (await screen.findByText('Deleted on my phone')).closest('article')!
      await action.act(post)

      expect(await screen.findByRole('alert')).toHaveTextContent(POST_FEEDBACK.gone)
      await waitFor(() => expect(screen.queryByText('Deleted on my phone')).not.toBeInTheDocument())
      expect(screen.getByText('Still here')).toBeInTheDocument()
    })
  }

  it("drops this browser's copy of a saved post that the feed's next answer no longer lists", async () => {
    const saved = aPost({
      id: 12,
      user: maya,
      content: 'Posted here, deleted on my phone',
      created_at: new Date(Date.now() - 120_000).toISOString(),
    })
    const copy: LocalPost = {
      ...saved,
      _localId: 'local-1',
      _status: 'saved',
      _serverSaved: true,
      _savedAt: Date.now() - 110_000,
    }
    localStorage.setItem('local_posts', JSON.stringify({ userId: maya.id, posts: [copy] }))
    openFeed({
      'GET /api/social/feed': () =>
        feedPage([aPost({ id: 11, user: maya, content: 'Still here' })]),
    })
    expect(await screen.findByText('Still here')).toBeInTheDocument()
    expect(screen.queryByText('Posted here, deleted on my phone')).not.toBeInTheDocument()
    expect(mayasPosts()).toHaveLength(1)
  })
})
