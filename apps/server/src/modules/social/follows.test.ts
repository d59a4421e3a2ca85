import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows } from '../../db/schema'
import { createTestApp, multipartForm, registerUser } from '../../test/test-app'

let statements = 0
let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({}, { queryLogger: { logQuery: () => void (statements += 1) } })
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>

const newUser = (overrides: Record<string, unknown> = {}) => registerUser(harness.app, overrides)
/** People registered one after another, so their ids rise in this order. */
async function newUsers(howMany: number) {
  const people: User[] = []
  for (let index = 0; index < howMany; index += 1) people.push(await newUser())
  return people
}

function send(method: 'GET' | 'POST' | 'DELETE', url: string, user: User) {
  return harness.app.inject({ method, url, headers: user.headers })
}

const follow = (follower: User, ref: string | number) =>
  send('POST', `/api/social/follow/${ref}`, follower)
const unfollow = (follower: User, ref: string | number) =>
  send('DELETE', `/api/social/follow/${ref}`, follower)

async function profile(viewer: User, person: User) {
  const response = await send('GET', `/api/social/profile/${person.user.id}`, viewer)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{
    isFollowing: boolean
    followers_count: number
    following_count: number
    stats: { followers: number; following: number }
  }>()
}

async function followRows(followerId: number, followeeId: number) {
  const [row] = await harness.db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  return row!.n
}

describe('POST /api/social/follow/:id', () => {
  it('follows someone and answers the new state with both counts', async () => {
    const [maya, sam] = await newUsers(2)
    const response = await follow(sam!, maya!.user.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ is_following: true, followers_count: 1, following_count: 1 })
  })

  it('moves the followers count of the one followed and the following count of the follower, as both profiles show', async () => {
    const [maya, sam] = await newUsers(2)
    await follow(sam!, maya!.user.id)

    const mayaSeenBySam = await profile(sam!, maya!)
    expect(mayaSeenBySam).toMatchObject({
      isFollowing: true,
      followers_count: 1,
      following_count: 0,
      stats: { followers: 1, following: 0 },
    })
    const samSeenByMaya = await profile(maya!, sam!)
    expect(samSeenByMaya).toMatchObject({
      isFollowing: false,
      followers_count: 0,
      following_count: 1,
      stats: { followers: 0, following: 1 },
    })
  })

  it('shows isFollowing from both sides once they follow each other', async () => {
    const [maya, sam] = await newUsers(2)
    await follow(sam!, maya!.user.id)
    const back = await follow(maya!, sam!.user.id)
    expect(back.json()).toEqual({ is_following: true, followers_count: 1, following_count: 1 })
    expect((await profile(sam!, maya!)).isFollowing).toBe(true)
    expect((await profile(maya!, sam!)).isFollowing).toBe(true)
  })

  it('follows by username, in any case', async () => {
    const [maya, sam] = await newUsers(2)
    const response = await follow(sam!, maya!.payload.username.toUpperCase())
    expect(response.statusCode, response.body).toBe(200)
    expect((await profile(sam!, maya!)).isFollowing).toBe(true)
  })

  it('changes nothing when following someone already followed', async () => {
    const [maya, sam] = await newUsers(2)
    await follow(sam!, maya!.user.id)
    const again = await follow(sam!, maya!.payload.username)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ is_following: true, followers_count: 1, following_count: 1 })
    expect(await followRows(sam!.user.id, maya!.user.id)).toBe(1)
  })

  it("refuses to follow yourself with 'You cannot follow yourself', by id or username", async () => {
    const maya = await newUser()
    for (const ref of [maya.user.id, maya.payload.username]) {
      const response = await follow(maya, ref)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe('You cannot follow yourself')
    }
    expect(await profile(maya, maya)).toMatchObject({ followers_count: 0, following_count: 0 })
  })

  it.each(['999999', '99999999999', 'nobody_has_this_name'])(
    "answers 404 'Profile not found' for %s",
    async (ref) => {
      const sam = await newUser()
      const response = await follow(sam, ref)
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toBe('Profile not found')
    },
  )

  it('answers 400 to an address that is neither an id nor a username', async () => {
    const sam = await newUser()
    const response = await follow(sam, 'a%20b')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Please give a user id or a username')
  })

  it('asks for a signed-in user', async () => {
    const maya = await newUser()
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/social/follow/${maya.user.id}`,
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('following at the same moment', () => {
  it('counts 50 people following one person at once as 50 followers', async () => {
    const maya = await newUser()
    const fans = await newUsers(50)
    const answers = await Promise.all(fans.map((fan) => follow(fan, maya.user.id)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(fans.map(() => 200))
    // each answer saw its own follow counted: 50 different counts, 1 to 50
    const seen = answers.map((answer) => answer.json().followers_count).sort((a, b) => a - b)
    expect(seen).toEqual(Array.from({ length: 50 }, (_, index) => index + 1))

    expect(await profile(maya, maya)).toMatchObject({ followers_count: 50, following_count: 0 })
    for (const fan of fans.slice(0, 3)) {
      expect(await profile(fan, fan)).toMatchObject({ following_count: 1 })
    }
  })

  it('counts one follow when the same person taps Follow ten times at once', async () => {
    const [maya, sam] = await newUsers(2)
    await Promise.all(Array.from({ length: 10 }, () => follow(sam!, maya!.user.id)))
    expect(await followRows(sam!.user.id, maya!.user.id)).toBe(1)
    expect(await profile(sam!, maya!)).toMatchObject({ isFollowing: true, followers_count: 1 })
    expect(await profile(sam!, sam!)).toMatchObject({ following_count: 1 })
  })

  it('lets pairs follow each other at the same moment without failing', async () => {
    const people = await newUsers(12)
    const pairs = Array.from(
      { length: 6 },
      (_, index) => [people[2 * index]!, people[2 * index + 1]!] as const,
    )
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [follow(a, b.user.id), follow(b, a.user.id)]),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200))
    for (const person of people) {
      expect(await profile(person, person)).toMatchObject({
        followers_count: 1,
        following_count: 1,
      })
    }
  })
})

describe('DELETE /api/social/follow/:id', () => {
  it('unfollows, and both counts go back down', async () => {
    const [maya, sam] = await newUsers(2)
    await follow(sam!, maya!.user.id)
    const response = await unfollow(sam!, maya!.payload.username)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ is_following: false, followers_count: 0, following_count: 0 })
    expect(await profile(sam!, maya!)).toMatchObject({
      isFollowing: false,
      followers_count: 0,
    })
    expect(await profile(maya!, sam!)).toMatchObject({ following_count: 0 })
  })

  it('changes nothing when unfollowing someone not followed', async () => {
    const [maya, sam, lee] = await newUsers(3)
    await follow(lee!, maya!.user.id)
    const response = await unfollow(sam!, maya!.user.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ is_following: false, followers_count: 1, following_count: 0 })
  })

  it('refuses yourself and unknown people as following does', async () => {
    const maya = await newUser()
    expect((await unfollow(maya, maya.user.id)).json().error).toBe('You cannot follow yourself')
    const unknown = await unfollow(maya, 'nobody_has_this_name')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toBe('Profile not found')
  })
})

async function sharePost(user: User, content: string) {
  const form = await multipartForm({ content })
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/social/posts',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  })
  expect(response.statusCode, response.body).toBe(201)
}

describe('the feed of someone who follows', () => {
  it("shows the followee's posts after a follow, and no longer after an unfollow", async () => {
    const [maya, sam] = await newUsers(2)
    await sharePost(maya!, "Maya's overnight oats")
    await sharePost(sam!, "Sam's lentil soup")
    const feedOfSam = async () =>
      (await send('GET', '/api/social/feed', sam!))
        .json<{ posts: { content: string }[] }>()
        .posts.map((post) => post.content)

    expect(await feedOfSam()).toEqual(["Sam's lentil soup"])
    await follow(sam!, maya!.user.id)
    expect(await feedOfSam()).toEqual(["Sam's lentil soup", "Maya's overnight oats"])
    await unfollow(sam!, maya!.user.id)
    expect(await feedOfSam()).toEqual(["Sam's lentil soup"])
  })
})

interface ListPage {
  users: { id: number; username: string; is_following: boolean }[]
  next_cursor: string | null
}

async function list(viewer: User, url: string) {
  const response = await send('GET', url, viewer)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ListPage>()
}

/** Every page of a list, `limit` at a time, following next_cursor. */
async function allPages(viewer: User, url: string, limit: number) {
  const pages: ListPage[] = []
  let cursor: string | null = null
  do {
    const page = await list(viewer, `${url}?limit=${limit}${cursor ? `&before=${cursor}` : ''}`)
    pages.push(page)
    cursor = page.next_cursor
  } while (cursor)
  return pages
}

describe('GET /api/social/profile/:id/followers and /following', () => {
  it('lists followers, the newest accounts first, saying which of them the viewer follows', async () => {
    const [maya, viewer, ann, bo] = await newUsers(4)
    await follow(ann!, maya!.user.id)
    await follow(bo!, maya!.user.id)
    await follow(viewer!, bo!.user.id)
    const page = await list(viewer!, `/api/social/profile/${maya!.payload.username}/followers`)
    expect(page).toEqual({
      users: [
        {
          id: bo!.user.id,
          username: bo!.payload.username,
          first_name: 'Ada',
          last_name: 'Lovelace',
          profile_picture: null,
          is_following: true,
        },
        expect.objectContaining({ id: ann!.user.id, is_following: false }),
      ],
      next_cursor: null,
    })
  })

  it('lists the people someone follows', async () => {
    const [maya, ann, bo] = await newUsers(3)
    await follow(maya!, ann!.user.id)
    await follow(maya!, bo!.user.id)
    const page = await list(ann!, `/api/social/profile/${maya!.user.id}/following`)
    expect(page.users.map((user) => user.id)).toEqual([bo!.user.id, ann!.user.id])
    expect(page.users.map((user) => user.is_following)).toEqual([false, false])
  })

  it.each(['followers', 'following'] as const)(
    'pages through 7 %s 3 at a time without gaps or repeats',
    async (which) => {
      const maya = await newUser()
      const others = await newUsers(7)
      for (const other of others) {
        if (which === 'followers') await follow(other, maya.user.id)
        else await follow(maya, other.user.id)
      }
      const pages = await allPages(maya, `/api/social/profile/${maya.user.id}/${which}`, 3)
      expect(pages.map((page) => page.users.length)).toEqual([3, 3, 1])
      const ids = pages.flatMap((page) => page.users.map((user) => user.id))
      const expected = others.map((other) => other.user.id).sort((a, b) => b - a)
      expect(ids).toEqual(expected)
      expect(pages.at(-1)!.next_cursor).toBeNull()
    },
  )

  it('lists nobody for someone without followers', async () => {
    const maya = await newUser()
    expect(await list(maya, `/api/social/profile/${maya.user.id}/followers`)).toEqual({
      users: [],
      next_cursor: null,
    })
  })

  it("answers 404 'Profile not found' for someone who does not exist", async () => {
    const maya = await newUser()
    const response = await send('GET', '/api/social/profile/nobody_has_this_name/followers', maya)
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toBe('Profile not found')
  })

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=999', 'limit must be at most 50'],
    ['limit=two', 'limit must be a number'],
    ['before=-1', 'before must be a user id'],
    ['before=abc', 'before must be a user id'],
  ])('refuses ?%s with a message', async (query, message) => {
    const maya = await newUser()
    const response = await send(
      'GET',
      `/api/social/profile/${maya.user.id}/following?${query}`,
      maya,
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(message)
  })

  it('costs the same number of queries for a page of 5 people and one of 20', async () => {
    const [maya, viewer] = await newUsers(2)
    const fans = await newUsers(20)
    for (const fan of fans) await follow(fan, maya!.user.id)
    for (const fan of fans.slice(0, 7)) await follow(viewer!, fan.user.id)
    const cost = async (limit: number) => {
      statements = 0
      const page = await list(
        viewer!,
        `/api/social/profile/${maya!.user.id}/followers?limit=${limit}`,
      )
      return { statements, shown: page.users.length }
    }
    const five = await cost(5)
    const twenty = await cost(20)
    expect([five.shown, twenty.shown]).toEqual([5, 20])
    expect(twenty.statements).toBe(five.statements)
    // the session (unless cached), the profile named in the path, the page
    expect(twenty.statements).toBe((harness.cachesSessions ? 0 : 1) + 2)
  })
})
