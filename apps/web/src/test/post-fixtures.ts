import type { Post, PostAuthor } from '@platewise/core'
import { vi } from 'vitest'
import { json, testUser } from './render-app'
import { renderDashboard, type Handlers } from './render-dashboard'
import { recordSentForms } from './sent-forms'

export const maya: PostAuthor = {
  id: testUser.id,
  username: testUser.username,
  first_name: testUser.first_name,
  last_name: testUser.last_name,
  profile_picture: null,
}

export const sam: PostAuthor = {
  id: 9,
  username: 'sam_runs',
  first_name: 'Sam',
  last_name: 'Okafor',
  profile_picture: null,
}

/** A post as the API answers it to Maya: Sam's, a minute old, unless told otherwise. */
export function aPost(fields: Partial<Post> & Pick<Post, 'id'>): Post {
  return {
    content: 'Salmon, rice and greens',
    image_url: null,
    meal_data: null,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    edited_at: null,
    user: sam,
    likes_count: 0,
    comments_count: 0,
    is_liked: false,
    is_bookmarked: false,
    allow_comments: true,
    hide_like_count: false,
    group: null,
    can_remove: false,
    ...fields,
  }
}

export const feedPage = (posts: Post[], next_cursor: string | null = null) =>
  json(200, { posts, next_cursor })

/**
 * Opens the feed signed in as Maya, with `handlers` answering the page's
 * calls (an empty feed unless told otherwise). `forms` holds the multipart
 * forms it sent, which answerFetch does not read.
 */
export function openFeed(handlers: Handlers = {}) {
  const { calls } = renderDashboard('/dashboard/feed', {
    'GET /api/social/feed': () => feedPage([]),
    ...handlers,
  })
  return { calls, forms: recordSentForms() }
}

/** jsdom has no object URLs; a photo's preview gets a made-up one. */
export function stubObjectUrls() {
  let next = 0
  URL.createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`)
  URL.revokeObjectURL = vi.fn()
}

/** A promise the test settles by hand, to look at the page while a call is under way. */
export function heldAnswer() {
  let settle: (response: Response) => void = () => {}
  const promise = new Promise<Response>((resolve) => (settle = resolve))
  return { promise, settle }
}
