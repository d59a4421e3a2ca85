import type { Comment } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { aMeal } from '../../test/meal-fixtures'
import { json } from '../../test/render-app'
import { aPost, feedPage, maya, openFeed, sam } from '../../test/post-fixtures'

const samsPost = async () => screen.findByRole('article', { name: 'Post by Sam Okafor' })

const aComment = (id: number, content: string, user = sam): Comment => ({
  id,
  post_id: 12,
  content,
  user,
  created_at: new Date(Date.now() - 120_000).toISOString(),
})

describe('PostCard', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows the author, the words as text, and the photo in a fixed frame', async () => {
    openFeed({
      'GET /api/social/feed': () =>
        feedPage([
          aPost({
            id: 12,
            content: 'Tried <b>this</b> today',
            image_url: '/uploads/bowl.webp',
            created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          }),
        ]),
    })
    const post = await samsPost()
    expect(within(post).getByText('Sam Okafor')).toBeInTheDocument()
    expect(within(post).getByText(/@sam_runs/)).toHaveTextContent('@sam_runs · 3h ago')
    // never read as HTML
    expect(within(post).getByText('Tried <b>this</b> today')).toBeInTheDocument()
    const photo = within(post).getByRole('img', { name: 'Photo shared by Sam Okafor' })
    expect(photo).toHaveAttribute('loading', 'lazy')
    expect(photo).toHaveAttribute('src', '/uploads/bowl.webp')
    // not the author: no delete
    expect(within(post).queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument()
  })

  it('likes and unlikes with the state and count the server answers', async () => {
    const answers = [
      json(200, { is_liked: true, likes_count: 8 }),
      json(200, { is_liked: false, likes_count: 7 }),
    ]
    openFeed({
      'GET /api/social/feed': () => feedPage([aPost({ id: 12, likes_count: 6 })]),
      'POST /api/social/posts/12/like': () => answers.shift()!,
    })
    const post = await samsPost()
    const like = within(post).getByRole('button', { name: 'Like' })
    expect(like).toHaveAttribute('aria-pressed', 'false')
    expect(within(post).getByText(/6 likes/)).toBeInTheDocument()

    await userEvent.click(like)
    // the server's count, not the page's guess of 7
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
    expect(within(post).getByText(/8 likes/)).toBeInTheDocument()

    await userEvent.click(like)
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'))
    expect(within(post).getByText(/7 likes/)).toBeInTheDocument()
  })

  it('says so when a like fails, and leaves the post as it was', async () => {
    openFeed({
      'GET /api/social/feed': () => feedPage([aPost({ id: 12, likes_count: 6 })]),
      'POST /api/social/posts/12/like': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    })
    const post = await samsPost()
    await userEvent.click(within(post).getByRole('button', { name: 'Like' }))
    expect(await within(post).findByRole('alert')).toHaveTextContent(
      'Could not update your like. Please try again.',
    )
    expect(within(post).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(within(post).getByText(/6 likes/)).toBeInTheDocument()
  })

  it('bookmarks when the server says it is bookmarked', async () => {
    openFeed({
      'GET /api/social/feed': () => feedPage([aPost({ id: 12 })]),
      'POST /api/social/posts/12/favorite': () => json(200, { is_bookmarked: true }),
    })
    const post = await samsPost()
    const bookmark = within(post).getByRole('button', { name: 'Bookmark' })
    expect(bookmark).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(bookmark)
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'))
  })

  it('shows no like count at all where the author hid it', async () => {
    openFeed({
      'GET /api/social/feed': () =>
        feedPage([aPost({ id: 12, likes_count: null, hide_like_count: true, comments_count: 2 })]),
    })
    const post = await samsPost()
    expect(within(post).getByText('2 comments')).toBeInTheDocument()
    expect(within(post).queryByText(/\d+ likes?/)).not.toBeInTheDocument()
    expect(within(post).getByRole('button', { name: 'Like' })).toBeEnabled()
  })

  it('expands the comments, sends one with Enter, and keeps Send off while blank', async () => {
    let sent: unknown
    const { calls } = openFeed({
      'GET /api/social/feed': () => feedPage([aPost({ id: 12, comments_count: 1 })]),
      'GET /api/social/posts/12/comments': () =>
        json(200, { comments: [aComment(1, 'Looks great!')] }),
      'POST /api/social/posts/12/comments': (body) => {
        sent = body
        return json(201, aComment(2, 'Recipe please?', maya))
      },
    })
    const post = await samsPost()
    const toggle = within(post).getByRole('button', { name: 'Comment' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(post).queryByLabelText('Add a comment')).not.toBeInTheDocument()

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await within(post).findByText('Looks great!')).toBeInTheDocument()
    const field = within(post).getByLabelText('Add a comment')
    const send = within(post).getByRole('button', { name: 'Send' })
    expect(send).toBeDisabled()
    await userEvent.type(field, '   ')
    expect(send).toBeDisabled()

    await userEvent.clear(field)
    await userEvent.type(field, 'Recipe please?{Enter}')
    expect(await within(post).findByText('Recipe please?')).toBeInTheDocument()
    expect(sent).toEqual({ content: 'Recipe please?' })
    expect(field).toHaveValue('')
    expect(within(post).getByText(/2 comments/)).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
  })

  it('says in words that comments are off when the server refuses one', async () => {
    openFeed({
      'GET /api/social/feed': () => feedPage([aPost({ id: 12 })]),
      'GET /api/social/posts/12/comments': () => json(200, { comments: [] }),
      'POST /api/social/posts/12/comments': () =>
        json(403, { error: 'Comments are turned off for this post', code: 'FORBIDDEN' }),
    })
    const post = await samsPost()
    await userEvent.click(within(post).getByRole('button', { name: 'Comment' }))
    await userEvent.type(await within(post).findByLabelText('Add a comment'), 'Nice{Enter}')
    expect(await within(post).findByRole('alert')).toHaveTextContent(
      'Comments are turned off for this post',
    )
    expect(within(post).getByLabelText('Add a comment')).toHaveValue('Nice')
  })

  it("shows the server's refusal of a comment's words at the field, until they are edited", async () => {
    const refusal = 'Comment contains a character that is not allowed'
    openFeed({
      'GET /api/social/feed': () => feedPage([aPost({ id: 12 })]),
      'GET /api/social/posts/12/comments': () => json(200, { comments: [] }),
      'POST /api/social/posts/12/comments': () =>
        json(400, { error: refusal, code: 'VALIDATION_ERROR', fields: { content: refusal } }),
    })
    const post = await samsPost()
    await userEvent.click(within(post).getByRole('button', { name: 'Comment' }))
    const field = await within(post).findByLabelText('Add a comment')
    await userEvent.type(field, 'Nice{Enter}')

    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(within(post).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.type(field, '!')
    expect(field).not.toHaveAccessibleDescription()
    expect(within(post).queryByText(refusal)).not.toBeInTheDocument()
  })

  it('offers no comment button on a post whose author turned comments off', async () => {
    openFeed({
      'GET /api/social/feed': () => feedPage([aPost({ id: 12, allow_comments: false })]),
    })
    const post = await samsPost()
    expect(within(post).getByRole('button', { name: 'Like' })).toBeInTheDocument()
    expect(within(post).queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument()
  })

  it("shows a post's meal and adds it to the viewer's day", async () => {
    let logged: unknown
    openFeed({
      'GET /api/social/feed': () =>
        feedPage([
          aPost({
            id: 12,
            meal_data: {
              title: 'Salmon bowl',
              description: 'salmon bowl with rice, edamame and avocado',
              calories: 640,
              protein: 42,
              carbs: 55,
              fat: 24.5,
            },
          }),
        ]),
      'POST /api/meals': (body) => {
        logged = body
        return json(201, aMeal({ id: 90, mealDate: '2026-05-13', description: 'Salmon bowl' }))
      },
    })
    const post = await samsPost()
    // a group, not a landmark: the feed would otherwise hold one 'Meal' region per post
    expect(within(post).queryByRole('region', { name: /Meal/ })).not.toBeInTheDocument()
    const meal = within(post).getByRole('group', { name: 'Meal: Salmon bowl' })
    expect(within(meal).getByText('Salmon bowl')).toBeInTheDocument()
    const figures: [string, string][] = [
      ['Calories', '640 kcal'],
      ['Protein', '42 g'],
      ['Carbs', '55 g'],
      ['Fat', '24.5 g'],
    ]
    for (const [label, value] of figures) {
      expect(within(meal).getByText(label).nextElementSibling).toHaveTextContent(value)
    }

    await userEvent.click(within(meal).getByRole('button', { name: 'Add to my day' }))
    expect(await within(meal).findByRole('status')).toHaveTextContent('Meal added successfully!')
    // the meal's own words are logged, not its short title
    expect(logged).toMatchObject({
      description: 'salmon bowl with rice, edamame and avocado',
      calories: 640,
      protein: 42,
      carbs: 55,
      fat: 24.5,
    })
  })

  it('copies a link to the post where the browser cannot share', async () => {
    const user = userEvent.setup()
    openFeed({ 'GET /api/social/feed': () => feedPage([aPost({ id: 12 })]) })
    const post = await samsPost()
    await user.click(within(post).getByRole('button', { name: 'Share' }))
    expect(await within(post).findByRole('status')).toHaveTextContent('Link copied to clipboard')
    expect(await navigator.clipboard.readText()).toMatch(/\/dashboard\/posts\/12$/)
  })

  it("deletes the author's own post after a confirmation", async () => {
    let serverPosts = [aPost({ id: 30, user: maya, content: 'Old news' })]
    openFeed({
      'GET /api/social/feed': () => feedPage(serverPosts),
      'DELETE /api/social/posts/30': () => {
        serverPosts = []
        return new Response(null, { status: 204 })
      },
    })
    const post = await screen.findByRole('article', { name: 'Post by Maya Chen' })
    await userEvent.click(within(post).getByRole('button', { name: 'Delete post' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete post?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('article', { name: 'Post by Maya Chen' })).toBeInTheDocument()

    await userEvent.click(within(post).getByRole('button', { name: 'Delete post' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete post?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument())
    expect(await screen.findByText('No posts yet')).toBeInTheDocument()
  })
})
