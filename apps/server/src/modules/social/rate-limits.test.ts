import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, multipartForm, registerUser } from '../../test/test-app'

// DESIGN.md §9: 30 posts and 60 comments an hour per user, lowered here to reach them.
const POSTS = 3
const COMMENTS = 2

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({ POST_LIMIT_PER_HOUR: POSTS, COMMENT_LIMIT_PER_HOUR: COMMENTS })
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
})
