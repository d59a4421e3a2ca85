import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, multipartForm, registerUser } from '../../test/test-app'

// DESIGN.md §9: 30 posts and 60 comments an hour per user, and (issue 24) 10
// new profile pictures, lowered here to reach them.
const POSTS = 3
const COMMENTS = 2
const AVATARS = 2

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({
    POST_LIMIT_PER_HOUR: POSTS,
    COMMENT_LIMIT_PER_HOUR: COMMENTS,
    AVATAR_LIMIT_PER_HOUR: AVATARS,
  })
})
afterAll(() => harness.close())

async function share(headers: Record<string, string>) {
  const form = await multipartForm({ content: 'Another one' })
  return harness.app.inject({
    method: 'POST',
    url: '/api/social/posts',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  })
}

describe('the hourly limits on posting and commenting', () => {
  it('answers 429 with Retry-After to a post over the limit, counting each user apart', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    for (let i = 0; i < POSTS; i += 1) expect((await share(maya.headers)).statusCode).toBe(201)
    const refused = await share(maya.headers)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({
      error: 'You have made too many posts in the last hour. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    })
    expect((await share(sam.headers)).statusCode).toBe(201)
  })

  it('answers 429 to a comment over the limit', async () => {
    const maya = await registerUser(harness.app)
    const post = (await share(maya.headers)).json<{ id: number }>()
    const comment = () =>
      harness.app.inject({
        method: 'POST',
        url: `/api/social/posts/${post.id}/comments`,
        headers: maya.headers,
        payload: { content: 'Me again' },
      })
    for (let i = 0; i < COMMENTS; i += 1) expect((await comment()).statusCode).toBe(201)
    expect((await comment()).statusCode).toBe(429)
  })

  it('answers 429 to an edit over the limit, counted apart from new posts (decision 040)', async () => {
    const maya = await registerUser(harness.app)
    const post = (await share(maya.headers)).json<{ id: number }>()
    const edit = (content: string) =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/social/posts/${post.id}`,
        headers: maya.headers,
        payload: { content },
      })
    for (let i = 0; i < POSTS; i += 1) expect((await edit(`Take ${i}`)).statusCode).toBe(200)
    const refused = await edit('One more')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      error: 'You have made too many post edits in the last hour. Please try again later.',
    })
    // one post shared above, so two more are hers this hour
    expect((await share(maya.headers)).statusCode).toBe(201)
  })

  it('answers 429 with Retry-After to a new profile picture over the limit, counting each user apart', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const picture = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#f76707' },
    })
      .png()
      .toBuffer()
    const upload = async (headers: Record<string, string>) => {
      const form = await multipartForm({
        image: { bytes: picture, filename: 'me.png', contentType: 'image/png' },
      })
      return harness.app.inject({
        method: 'POST',
        url: '/api/social/profile/avatar',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      })
    }
    for (let i = 0; i < AVATARS; i += 1) expect((await upload(maya.headers)).statusCode).toBe(200)
    const refused = await upload(maya.headers)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({
      error:
        'You have made too many profile picture uploads in the last hour. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    })
    // posting is counted apart, and so is everyone else
    expect((await share(maya.headers)).statusCode).toBe(201)
    expect((await upload(sam.headers)).statusCode).toBe(200)
  })
})
