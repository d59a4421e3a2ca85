import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows } from '../../db/schema'
import { createTestApp, multipartForm, registerUser } from '../../test/test-app'

// A list of posts costs the same few queries whatever its length: the author,
// is_liked and is_bookmarked come with each post in one query, not one per post.

let statements = 0
// the token's session is one query, unless sessions are cached (PGlite)
const sessionLookups = () => (harness.cachesSessions ? 0 : 1)
let harness: Awaited<ReturnType<typeof createTestApp>>
let reader: Awaited<ReturnType<typeof registerUser>>
let likerOfFive: Awaited<ReturnType<typeof registerUser>>
let likerOfTwenty: Awaited<ReturnType<typeof registerUser>>

beforeAll(async () => {
  harness = await createTestApp({}, { queryLogger: { logQuery: () => void (statements += 1) } })
  reader = await registerUser(harness.app)
  likerOfFive = await registerUser(harness.app)
  likerOfTwenty = await registerUser(harness.app)
  // 24 posts by four people the reader follows, liked and bookmarked here and there
  const authors = await Promise.all([1, 2, 3, 4].map(() => registerUser(harness.app)))
  for (const author of authors) {
    await harness.db
      .insert(follows)
      .values({ followerId: reader.user.id, followeeId: author.user.id })
  }
  for (let index = 0; index < 24; index += 1) {
    const author = authors[index % authors.length]!
    const form = await multipartForm({ content: `Meal ${index}` })
    const post = await harness.app.inject({
      method: 'POST',
      url: '/api/social/posts',
      headers: { ...author.headers, ...form.headers },
      payload: form.payload,
    })
    const { id } = post.json<{ id: number }>()
    const like = (user: typeof reader) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/social/posts/${id}/like`,
        headers: user.headers,
      })
    if (index % 3 === 0) await like(reader)
    if (index < 5) await like(likerOfFive)
    if (index < 20) await like(likerOfTwenty)
  }
})
afterAll(() => harness.close())

async function statementsFor(url: string, headers: Record<string, string>) {
  statements = 0
  const response = await harness.app.inject({ method: 'GET', url, headers })
  expect(response.statusCode, response.body).toBe(200)
  return { statements, body: response.json<{ posts: unknown[] }>() }
}

describe('the number of database queries behind a list of posts', () => {
  it('is the same for a feed page of 5 posts and one of 20: the session and the page', async () => {
    const five = await statementsFor('/api/social/feed?limit=5', reader.headers)
    const twenty = await statementsFor('/api/social/feed?limit=20', reader.headers)
    expect(five.body.posts).toHaveLength(5)
    expect(twenty.body.posts).toHaveLength(20)
    expect(twenty.statements).toBe(five.statements)
    expect(twenty.statements).toBe(sessionLookups() + 1)
  })

  it("is the same for 5 and 20 of a profile's posts", async () => {
    const authorId = (
      await statementsFor('/api/social/feed?limit=1', reader.headers)
    ).body.posts.map((post) => (post as { user: { id: number } }).user.id)[0]
    const five = await statementsFor(
      `/api/social/profile/${authorId}/posts?limit=5`,
      reader.headers,
    )
    const six = await statementsFor(`/api/social/profile/${authorId}/posts?limit=6`, reader.headers)
    expect(five.body.posts).toHaveLength(5)
    expect(six.body.posts).toHaveLength(6)
    expect(six.statements).toBe(five.statements)
  })

  it("is the session and one query for a post's comments, none or several", async () => {
    const [quiet, talkedAbout] = (
      await statementsFor('/api/social/feed?limit=2', reader.headers)
    ).body.posts.map((post) => (post as { id: number }).id)
    for (const content of ['Looks great', 'Recipe please?', 'Made it too']) {
      await harness.app.inject({
        method: 'POST',
        url: `/api/social/posts/${talkedAbout}/comments`,
        headers: reader.headers,
        payload: { content },
      })
    }
    const comments = async (postId: number | undefined) => {
      statements = 0
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/social/posts/${postId}/comments`,
        headers: reader.headers,
      })
      return { statements, shown: response.json<{ comments: unknown[] }>().comments.length }
    }
    expect(await comments(quiet)).toEqual({ statements: sessionLookups() + 1, shown: 0 })
    expect(await comments(talkedAbout)).toEqual({ statements: sessionLookups() + 1, shown: 3 })
  })

  it('is the same for 5 liked posts and 20', async () => {
    const five = await statementsFor(
      `/api/social/profile/${likerOfFive.user.id}/liked-posts`,
      reader.headers,
    )
    const twenty = await statementsFor(
      `/api/social/profile/${likerOfTwenty.user.id}/liked-posts`,
      reader.headers,
    )
    expect(five.body.posts).toHaveLength(5)
    expect(twenty.body.posts).toHaveLength(20)
    expect(twenty.statements).toBe(five.statements)
  })
})
