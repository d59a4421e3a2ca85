import { IMAGE_MESSAGES, limitMessage, type Post } from '@platewise/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { aMeal } from '../../test/meal-fixtures'
import { aPhoto, textNamedAsPhoto } from '../../test/photo-fixtures'
import { json } from '../../test/render-app'
import {
  aPost,
  feedPage,
  heldAnswer,
  maya,
  openFeed,
  stubObjectUrls,
} from '../../test/post-fixtures'

const png = () => aPhoto('oats.png')

async function openComposer() {
  await userEvent.click(await screen.findByRole('button', { name: "What's on your mind?" }))
  return formIn(screen.getByRole('dialog', { name: 'Create Post' }))
}

async function openHeaderPost() {
  await userEvent.click(await screen.findByRole('button', { name: 'Post' }))
  return formIn(screen.getByRole('dialog', { name: 'Create Post' }))
}

/** The dialog, once its form is here: its code comes when the dialog first opens. */
async function formIn(dialog: HTMLElement) {
  await within(dialog).findByLabelText('Your post')
  return dialog
}

/** The server's copy of what Maya posts: a new id, her words, a stored photo. */
const saved = (fields: Partial<Post> = {}) =>
  aPost({ id: 501, user: maya, created_at: new Date().toISOString(), ...fields })

/** A server whose feed lists the post once it has taken it, as the real one does. */
function listingWhatItTakes(post: Post) {
  let taken = false
  return {
    'POST /api/social/posts': () => {
      taken = true
      return json(201, post)
    },
    'GET /api/social/feed': () => feedPage(taken ? [post] : []),
  }
}

describe('Create post dialog', () => {
  beforeEach(() => {
    stubObjectUrls()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('opens as a modal with the text area focused, the default toggles and their hint', async () => {
    openFeed()
    const dialog = await openComposer()
    // a native modal <dialog>: the browser makes the page behind it inert
    expect(dialog).toBeInstanceOf(HTMLDialogElement)
    expect(dialog).toHaveAttribute('open')
    expect(within(dialog).getByPlaceholderText("What's going on?")).toHaveFocus()
    expect(within(dialog).getByRole('switch', { name: 'Allow comments' })).toBeChecked()
    const hideLikes = within(dialog).getByRole('switch', { name: 'Hide like count' })
    expect(hideLikes).not.toBeChecked()
    expect(hideLikes).toHaveAccessibleDescription('Only you will see the total number of likes.')
    expect(within(dialog).getByRole('button', { name: 'Share Post' })).toBeDisabled()
  })

  it('closes with Escape or Cancel and gives focus back to the button that opened it', async () => {
    openFeed()
    await openComposer()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: "What's on your mind?" })).toHaveFocus()

    const dialog = await openHeaderPost()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus()
  })

  it('shows a feed post at once, then gives it the id the server answered', async () => {
    const save = heldAnswer()
    let serverPosts: Post[] = []
    const { calls, forms } = openFeed({
      'GET /api/social/feed': () => feedPage(serverPosts),
      'POST /api/social/posts': () => save.promise,
      'POST /api/social/posts/501/like': () => json(200, { is_liked: true, likes_count: 1 }),
    })
    expect(await screen.findByText('No posts yet')).toBeInTheDocument()

    const dialog = await openComposer()
    await userEvent.type(within(dialog).getByLabelText('Your post'), '  Oats with berries ')
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Hide like count' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Post' }))

    // the form closed and the post is on the feed before the server has answered
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const post = screen.getByRole('article', { name: 'Post by Maya Chen' })
    expect(within(post).getByText('Oats with berries')).toBeInTheDocument()
    expect(within(post).getByRole('status')).toHaveTextContent('Posting...')
    expect(within(post).getByRole('button', { name: 'Like' })).toBeDisabled()
    expect(forms).toHaveLength(1)
    expect(forms[0]!.fields).toEqual({
      content: 'Oats with berries',
      allow_comments: 'true',
      hide_like_count: 'true',
    })

    serverPosts = [saved({ content: 'Oats with berries', hide_like_count: true })]
    await act(async () => save.settle(json(201, serverPosts[0])))
    await waitFor(() => expect(within(post).queryByText('Posting...')).not.toBeInTheDocument())
    // the post is the server's now: it can be liked, under the server's id
    await userEvent.click(within(post).getByRole('button', { name: 'Like' }))
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/api/social/posts/501/like'))).toBe(true),
    )
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it("keeps a feed post that the server did not take as 'Not posted yet', and Retry sends it", async () => {
    let attempts = 0
    openFeed({
      'POST /api/social/posts': () => {
        attempts += 1
        return attempts === 1
          ? json(503, { error: 'Service unavailable', code: 'UNAVAILABLE' })
          : json(201, saved({ content: 'Lentil soup' }))
      },
    })
    const dialog = await openComposer()
    await userEvent.type(within(dialog).getByLabelText('Your post'), 'Lentil soup')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Post' }))

    const post = screen.getByRole('article', { name: 'Post by Maya Chen' })
    expect(await within(post).findByRole('alert')).toHaveTextContent('Not posted yet')
    // it stays in this browser, so a reload still shows it
    expect(localStorage.getItem('local_posts')).toContain('Lentil soup')

    await userEvent.click(within(post).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(attempts).toBe(2))
    await waitFor(() => expect(within(post).queryByText('Not posted yet')).not.toBeInTheDocument())
    expect(within(post).getByRole('button', { name: 'Like' })).toBeEnabled()
  })

  it('refuses a feed post with neither words nor a photo', async () => {
    const { forms } = openFeed()
    const dialog = await openComposer()
    const share = within(dialog).getByRole('button', { name: 'Share Post' })
    expect(share).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Your post'), '   ')
    await userEvent.click(share)
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please write something or add a photo',
    )
    expect(forms).toHaveLength(0)
  })

  it('previews a chosen photo, removes it, refuses a file that is not an image, and posts a photo alone', async () => {
    const stored = saved({ content: '', image_url: '/uploads/stored.webp' })
    const { forms } = openFeed(listingWhatItTakes(stored))
    const dialog = await openComposer()
    const picker = within(dialog).getByLabelText('Add photo')
    expect(picker).toHaveAttribute('accept', 'image/*')

    await userEvent.upload(picker, png())
    expect(
      await within(dialog).findByRole('img', { name: 'Preview of the photo to share' }),
    ).toHaveAttribute('src', 'blob:preview-1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }))
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument()

    // the picker only suggests images; a file dropped in anyway is checked
    const anyFile = userEvent.setup({ applyAccept: false })
    await anyFile.upload(
      within(dialog).getByLabelText('Add photo'),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
    )
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.unsupported)
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument()
    // named and typed as a photo, words inside: refused when chosen, no broken preview
    await anyFile.upload(within(dialog).getByLabelText('Add photo'), textNamedAsPhoto())
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.unsupported)
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument()

    await userEvent.upload(within(dialog).getByLabelText('Add photo'), png())
    await within(dialog).findByRole('img', { name: 'Preview of the photo to share' })
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Post' }))
    const post = screen.getByRole('article', { name: 'Post by Maya Chen' })
    expect(within(post).getByRole('img', { name: 'Photo shared by Maya Chen' })).toBeInTheDocument()
    expect(forms[0]!.fields.image).toBeInstanceOf(File)
    expect((forms[0]!.fields.image as File).name).toBe('oats.png')
    // once saved, the card shows the server's stored photo
    await waitFor(() =>
      expect(within(post).getByRole('img', { name: 'Photo shared by Maya Chen' })).toHaveAttribute(
        'src',
        '/uploads/stored.webp',
      ),
    )
  })

  it("attaches one of today's meals as a chip that can be removed, and sends it as meal_data", async () => {
    const { forms } = openFeed({
      'GET /api/meals': () =>
        json(200, {
          meals: [
            aMeal({
              id: 3,
              mealDate: '2026-01-01',
              mealType: 'lunch',
              description: 'Chicken salad with avocado',
              calories: 520,
              protein: 42,
              carbs: 18,
              fat: 30,
            }),
          ],
        }),
      'POST /api/social/posts': () => json(201, saved({ content: 'Lunch!' })),
    })
    const dialog = await openComposer()
    const select = within(dialog).getByLabelText('Meal data')
    await within(dialog).findByRole('option', {
      name: 'Lunch: Chicken salad with avocado (520 kcal)',
    })

    await userEvent.selectOptions(select, 'meal-3')
    expect(within(dialog).getByText('Chicken salad with avocado · 520 kcal')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove meal data' }))
    expect(within(dialog).queryByText(/Chicken salad with avocado ·/)).not.toBeInTheDocument()

    await userEvent.selectOptions(within(dialog).getByLabelText('Meal data'), 'meal-3')
    await userEvent.type(within(dialog).getByLabelText('Your post'), 'Lunch!')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Post' }))
    expect(JSON.parse(forms[0]!.fields.meal_data as string)).toMatchObject({
      title: 'Chicken salad with avocado',
      calories: 520,
      protein: 42,
      carbs: 18,
      fat: 30,
    })
  })

  it("refuses today's totals past what one meal may hold before sending, with the server's message", async () => {
    const feast = (id: number) =>
      aMeal({ id, mealDate: '2026-01-01', description: 'Feast', calories: 2_600, protein: 90 })
    const { forms } = openFeed({
      'GET /api/meals': () => json(200, { meals: [feast(1), feast(2)] }),
    })
    const dialog = await openComposer()
    await within(dialog).findByRole('option', { name: "Today's totals (5,200 kcal)" })
    await userEvent.selectOptions(within(dialog).getByLabelText('Meal data'), 'totals')
    await userEvent.type(within(dialog).getByLabelText('Your post'), 'Birthday!')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Post' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      limitMessage('calories', 'meal'),
    )
    expect(forms).toHaveLength(0)
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  describe("the header's Post", () => {
    it('refuses a post of blanks with the spec message and sends nothing', async () => {
      const { forms } = openFeed()
      const dialog = await openHeaderPost()
      const post = within(dialog).getByRole('button', { name: 'Post' })
      expect(post).toBeDisabled()
      await userEvent.type(within(dialog).getByLabelText('Your post'), '   ')
      await userEvent.click(post)
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Please enter some content for your post',
      )
      expect(forms).toHaveLength(0)
    })

    it('says so when the server does not take the post, and keeps the draft', async () => {
      openFeed({ 'POST /api/social/posts': () => json(500, { error: 'Boom', code: 'INTERNAL' }) })
      const dialog = await openHeaderPost()
      await userEvent.type(within(dialog).getByLabelText('Your post'), 'Meal prep done')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }))
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Failed to save post to database. Please check your connection and try again.',
      )
      expect(within(dialog).getByLabelText('Your post')).toHaveValue('Meal prep done')
      expect(screen.queryByRole('article')).not.toBeInTheDocument()
    })

    it("shows the server's refusal of the words at them, and takes it away once they are edited", async () => {
      const refusal = 'Post contains a character that is not allowed'
      openFeed({
        'POST /api/social/posts': () =>
          json(400, { error: refusal, code: 'VALIDATION_ERROR', fields: { content: refusal } }),
      })
      const dialog = await openHeaderPost()
      const words = within(dialog).getByLabelText('Your post')
      await userEvent.type(words, 'Meal prep done')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }))

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
      expect(words).toHaveAttribute('aria-invalid', 'true')
      expect(words).toHaveAccessibleDescription(refusal)
      await userEvent.type(words, '!')
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
      expect(words).not.toHaveAttribute('aria-invalid')
    })

    it("waits for the server, then closes and puts the post first in the browser's posts", async () => {
      const save = heldAnswer()
      let taken = false
      openFeed({
        'POST /api/social/posts': () => save.promise.finally(() => (taken = true)),
        'GET /api/social/feed': () => feedPage(taken ? [saved({ content: 'Meal prep done' })] : []),
      })
      const dialog = await openHeaderPost()
      await userEvent.type(within(dialog).getByLabelText('Your post'), 'Meal prep done')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }))
      expect(within(dialog).getByRole('button', { name: 'Post' })).toBeDisabled()
      expect(screen.queryByRole('article')).not.toBeInTheDocument()

      await act(async () => save.settle(json(201, saved({ content: 'Meal prep done' }))))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      const post = await screen.findByRole('article', { name: 'Post by Maya Chen' })
      expect(within(post).getByText('Meal prep done')).toBeInTheDocument()
      const stored = JSON.parse(localStorage.getItem('local_posts')!)
      expect(stored.userId).toBe(maya.id)
      expect(stored.posts[0]).toMatchObject({ id: 501, content: 'Meal prep done' })
    })
  })
})
