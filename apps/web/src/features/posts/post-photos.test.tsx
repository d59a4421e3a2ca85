import type { LocalPost } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { aPhoto } from '../../test/photo-fixtures'
import { json } from '../../test/render-app'
import { aPost, feedPage, maya, openFeed, stubObjectUrls } from '../../test/post-fixtures'
import { POST_FEEDBACK } from './posts-api'

const tooLarge = () =>
  json(413, {
    error: 'This file is too large. Please choose one of at most 10 MB.',
    code: 'PAYLOAD_TOO_LARGE',
  })

const mayasPost = () => screen.findByRole('article', { name: 'Post by Maya Chen' })

/** A post shared with a photo in a page that has since been reloaded: its record, without the file. */
function keptFromBeforeAReload(content: string): LocalPost {
  return {
    ...aPost({ id: -1, user: maya, content, created_at: new Date().toISOString() }),
    _localId: 'local-1',
    _status: 'creating',
    _serverSaved: false,
    _withPhoto: true,
  }
}

/** The two ways to Create Post: the feed's composer, and the header's Post. */
const OPENED_FROM = {
  feed: { open: "What's on your mind?", share: 'Share Post' },
  header: { open: 'Post', share: 'Post' },
}

/** Writes `words` in Create Post, adds the photo `fileName` and waits for its preview, then shares it. */
async function sharePhotoPost(words: string, fileName: string, from: keyof typeof OPENED_FROM) {
  await userEvent.click(await screen.findByRole('button', { name: OPENED_FROM[from].open }))
  const dialog = screen.getByRole('dialog', { name: 'Create Post' })
  // the form's code comes when the dialog first opens
  await userEvent.type(await within(dialog).findByLabelText('Your post'), words)
  await userEvent.upload(within(dialog).getByLabelText('Add photo'), aPhoto(fileName))
  await within(dialog).findByRole('img', { name: 'Preview of the photo to share' })
  await userEvent.click(within(dialog).getByRole('button', { name: OPENED_FROM[from].share }))
  return dialog
}

describe('Post photos', () => {
  beforeEach(() => {
    stubObjectUrls()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('never sends a post without the photo chosen before a reload: it asks for the photo, then posts with it', async () => {
    localStorage.setItem(
      'local_posts',
      JSON.stringify({ userId: maya.id, posts: [keptFromBeforeAReload('Salmon bowl')] }),
    )
    const { forms } = openFeed({
      'POST /api/social/posts': () =>
        json(
          201,
          aPost({ id: 40, user: maya, content: 'Salmon bowl', image_url: '/uploads/s.webp' }),
        ),
    })
    const post = await mayasPost()
    const notice = within(post).getByRole('alert')
    expect(notice).toHaveTextContent(POST_FEEDBACK.notPosted)
    expect(notice).toHaveTextContent(POST_FEEDBACK.photoLost)
    // no Retry that would post the words alone
    expect(within(post).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    expect(forms).toHaveLength(0)

    await userEvent.upload(within(post).getByLabelText('Choose the photo'), aPhoto('bowl.png'))
    await waitFor(() => expect(forms).toHaveLength(1))
    expect(forms[0]!.fields.content).toBe('Salmon bowl')
    expect((forms[0]!.fields.image as File).name).toBe('bowl.png')
    await waitFor(() => expect(within(post).queryByRole('alert')).not.toBeInTheDocument())
  })

  it('shows on the card why the server refused the photo, and takes another one instead of a Retry', async () => {
    const answers = [tooLarge(), json(201, aPost({ id: 41, user: maya, content: 'Oats' }))]
    const { forms } = openFeed({ 'POST /api/social/posts': () => answers.shift()! })
    await sharePhotoPost('Oats', 'huge.png', 'feed')

    const post = await mayasPost()
    const notice = await within(post).findByRole('alert')
    expect(notice).toHaveTextContent('This file is too large. Please choose one of at most 10 MB.')
    expect(within(post).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()

    await userEvent.upload(within(post).getByLabelText('Choose another photo'), aPhoto('small.png'))
    await waitFor(() => expect(forms).toHaveLength(2))
    expect((forms[1]!.fields.image as File).name).toBe('small.png')
    await waitFor(() => expect(within(post).queryByRole('alert')).not.toBeInTheDocument())
  })

  it('says the server could not be reached on a post that did not go, and Retry sends it with its photo', async () => {
    let up = false
    const { forms } = openFeed({
      'POST /api/social/posts': () => {
        if (!up) throw new TypeError('Failed to fetch')
        return json(
          201,
          aPost({ id: 42, user: maya, content: 'Eggs', image_url: '/uploads/e.webp' }),
        )
      },
      'GET /api/social/feed': () =>
        feedPage(
          up ? [aPost({ id: 42, user: maya, content: 'Eggs', image_url: '/uploads/e.webp' })] : [],
        ),
    })
    await sharePhotoPost('Eggs', 'eggs.png', 'feed')

    const post = await mayasPost()
    expect(await within(post).findByRole('alert')).toHaveTextContent(POST_FEEDBACK.unreachable)
    up = true
    await userEvent.click(within(post).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(forms).toHaveLength(2))
    expect((forms[1]!.fields.image as File).name).toBe('eggs.png')
  })

  it("says in the header's Post why the server refused the photo", async () => {
    openFeed({ 'POST /api/social/posts': tooLarge })
    const dialog = await sharePhotoPost('Dinner', 'dinner.png', 'header')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is too large. Please choose one of at most 10 MB.',
    )
  })
})
