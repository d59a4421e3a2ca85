import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts } from '../../db/schema'
import { createTestApp, registerUser } from '../../test/test-app'
import { feedPage, type FeedPlan } from './feed.queries'

// The feed's two plans (feed.queries.ts) must answer the same pages: the
// viewer's own posts and their followees', newest first, never anyone else's,
// whichever plan PostgreSQL runs and wherever the cursor falls.

let harness: Awaited<ReturnType<typeof createTestApp>>
type User = Awaited<ReturnType<typeof registerUser>>
let viewer: User
/** Every post id the viewer's feed must hold, newest first. */
let expected: number[]

beforeAll(async () => {
  harness = await createTestApp()
  const people: User[] = []
  for (let index = 0; index < 6; index += 1) people.push(await registerUser(harness.app))
  const [me, prolific, quiet, silent, stranger, unfollowed] = people as [User, ...User[]]
  viewer = me
  const follow = (method: 'POST' | 'DELETE', followee: User) =>
    harness.app.inject({
      method,
      url: `/api/social/follow/${followee.user.id}`,
      headers: viewer.headers,
    })
  // a followee who never posts, and someone followed once and no longer
  for (const followee of [prolific, quiet, silent, unfollowed]) await follow('POST', followee!)
  await follow('DELETE', unfollowed!)

  // in this order, so ids rise with it: strangers' and the unfollowed person's
  // posts fall between the feed's, and the prolific followee alone holds more
  // than a page of the newest
  const authors = [
    stranger,
    me,
    quiet,
    unfollowed,
    stranger,
    prolific,
    me,
    stranger,
    prolific,
    unfollowed,
    ...Array.from({ length: 8 }, () => prolific),
    stranger,
  ]
  const shown = new Set([me, prolific, quiet].map((person) => person!.user.id))
  expected = []
  for (const [index, author] of authors.entries()) {
    const [row] = await harness.db
      .insert(posts)
      .values({ userId: author!.user.id, content: `Post ${index}` })
      .returning({ id: posts.id, userId: posts.userId })
    if (shown.has(row!.userId)) expected.unshift(row!.id)
  }
})
afterAll(() => harness.close())

const plans: FeedPlan[] = ['author', 'recency', 'cheaper']

/** Every page of `limit`, cursor to cursor as the service pages (one row more than shown). */
async function allPages(limit: number, read: (before?: number) => Promise<number[]>) {
  const pages: number[][] = []
  let before: number | undefined
  for (;;) {
    const rows = await read(before)
    const shown = rows.slice(0, limit)
    pages.push(shown)
    if (rows.length <= limit) return pages
    before = shown[shown.length - 1]
  }
}

describe.each(plans)('a feed page found by the %s plan', (plan) => {
  const page = (limit: number, before?: number) =>
    feedPage(harness.db, viewer.user.id, { limit, before }, plan).then((rows) =>
      rows.map((row) => row.id),
    )

  it("holds one's own posts and followees', newest first, never strangers' or unfollowed people's", async () => {
    expect(await page(50)).toEqual(expected)
  })

  it('pages without gaps or repeats when one followee wrote more than a page of the newest', async () => {
    const pages = await allPages(3, (before) => page(4, before))
    expect(pages.flat()).toEqual(expected)
    expect(pages.slice(0, -1).every((shown) => shown.length === 3)).toBe(true)
  })

  it('starts right after the cursor, a shown post or one the viewer never sees', async () => {
    const middle = expected[5]!
    expect(await page(3, middle)).toEqual(expected.slice(6, 9))
    // one id past the post: the post itself is older than the cursor
    expect(await page(3, middle + 1)).toEqual(expected.slice(5, 8))
    expect(await page(3, expected[expected.length - 1])).toEqual([])
  })

  it('shows someone who follows nobody their own posts alone, and nothing before they post', async () => {
    const loner = await registerUser(harness.app)
    const lonerPage = () =>
      feedPage(harness.db, loner.user.id, { limit: 5 }, plan).then((rows) =>
        rows.map((row) => row.id),
      )
    expect(await lonerPage()).toEqual([])
    const [own] = await harness.db
      .insert(posts)
      .values({ userId: loner.user.id, content: 'Alone with my soup' })
      .returning({ id: posts.id })
    expect(await lonerPage()).toEqual([own!.id])
  })
})

describe('GET /api/social/feed', () => {
  it('answers the same pages as the query, with a next cursor on all but the last', async () => {
    const ids: number[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `?limit=4&before=${cursor}` : '?limit=4'
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/social/feed${query}`,
        headers: viewer.headers,
      })
      const body = response.json<{ posts: { id: number }[]; next_cursor: string | null }>()
      ids.push(...body.posts.map((post) => post.id))
      cursor = body.next_cursor
    } while (cursor)
    expect(ids).toEqual(expected)
  })
})
