import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows } from '../../db/schema'
import { createTestApp, multipartForm, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>
type Headers = Record<string, string>

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  harness.app.inject({ method, url, headers, payload })

const goals = {
  daily_calories: 2140,
  daily_protein: 150,
  weight: 180,
  target_weight: 165,
  height: 70,
  age: 34,
  activity_level: 'active',
  gender: 'female',
  bio: 'Marathon in May',
}

async function sharePost(user: User, content: string) {
  const form = await multipartForm({ content })
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/social/posts',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  })
  return response.json<{ id: number }>()
}

async function userWithProfile() {
  const user = await registerUser(harness.app)
  const saved = await call('PUT', '/api/profile', user.headers, goals)
  expect(saved.statusCode).toBe(200)
  return user
}

describe('GET /api/social/profile/:id', () => {
  it('shows a profile by user id or by username in any case, with its counts and posts', async () => {
    const maya = await userWithProfile()
    const sam = await registerUser(harness.app)
    await sharePost(maya, 'First')
    await sharePost(maya, 'Second')
    const username = maya.payload.username
    for (const ref of [String(maya.user.id), username, username.toUpperCase()]) {
      const response = await call('GET', `/api/social/profile/${ref}`, sam.headers)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        user: {
          id: maya.user.id,
          username: username.toLowerCase(),
          first_name: 'Ada',
          last_name: 'Lovelace',
          profile_picture: null,
        },
        is_me: false,
        bio: 'Marathon in May',
        activity_level: 'active',
        profile: null,
        hasCompletedOnboarding: true,
        stats: { posts: 2, followers: 0, following: 0 },
        posts_count: 2,
        followers_count: 0,
        following_count: 0,
        isFollowing: false,
        posts: {
          posts: [
            expect.objectContaining({ content: 'Second' }),
            expect.objectContaining({ content: 'First' }),
          ],
          next_cursor: null,
        },
      })
    }
  })

  it('gives the goals and measures to their owner alone', async () => {
    const maya = await userWithProfile()
    const own = (await call('GET', `/api/social/profile/${maya.user.id}`, maya.headers)).json()
    expect(own.is_me).toBe(true)
    expect(own.profile).toMatchObject({ daily_calories: 2140, weight: 180, target_weight: 165 })
  })

  it('says whether the viewer follows the profile', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    await harness.db.insert(follows).values({ followerId: sam.user.id, followeeId: maya.user.id })
    const seenBySam = await call('GET', `/api/social/profile/${maya.user.id}`, sam.headers)
    expect(seenBySam.json().isFollowing).toBe(true)
    const seenByMaya = await call('GET', `/api/social/profile/${sam.user.id}`, maya.headers)
    expect(seenByMaya.json().isFollowing).toBe(false)
  })

  it('shows someone who has not finished onboarding without goals', async () => {
    const fresh = await registerUser(harness.app)
    const own = (await call('GET', `/api/social/profile/${fresh.user.id}`, fresh.headers)).json()
    expect(own).toMatchObject({
      is_me: true,
      profile: null,
      bio: null,
      activity_level: null,
      hasCompletedOnboarding: false,
    })
  })

  it.each(['999999', '99999999999', 'nobody_has_this_name'])(
    "answers 404 'Profile not found' for %s",
    async (ref) => {
      const sam = await registerUser(harness.app)
      const response = await call('GET', `/api/social/profile/${ref}`, sam.headers)
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toBe('Profile not found')
    },
  )

  it.each(['a%20b', 'semi%3Bcolon', 'x'.repeat(31), '%00'])(
    'answers 400 to %s, which is neither an id nor a username',
    async (ref) => {
      const sam = await registerUser(harness.app)
      const response = await call('GET', `/api/social/profile/${ref}`, sam.headers)
      expect(response.statusCode).toBe(400)
    },
  )
})

describe('GET /api/social/profile/:id/posts', () => {
  it("pages through a profile's posts, newest first", async () => {
    const maya = await registerUser(harness.app)
    const ids = []
    for (const content of ['One', 'Two', 'Three']) ids.push((await sharePost(maya, content)).id)
    const url = `/api/social/profile/${maya.user.id}/posts`
    const first = (await call('GET', `${url}?limit=2`, maya.headers)).json()
    expect(first.posts.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1]])
    const second = (
      await call('GET', `${url}?limit=2&before=${first.next_cursor}`, maya.headers)
    ).json()
    expect(second).toEqual({ posts: [expect.objectContaining({ id: ids[0] })], next_cursor: null })
  })
})

describe('GET /api/social/profile/:id/liked-posts', () => {
  it('lists the posts a person likes, the most recently liked first', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const older = await sharePost(maya, 'Older post')
    const newer = await sharePost(maya, 'Newer post')
    const dropped = await sharePost(maya, 'Liked, then not')
    for (const post of [newer, older, dropped, dropped]) {
      await call('POST', `/api/social/posts/${post.id}/like`, sam.headers)
    }
    const liked = (
      await call('GET', `/api/social/profile/${sam.user.id}/liked-posts`, maya.headers)
    ).json()
    expect(liked.posts.map((p: { content: string }) => p.content)).toEqual([
      'Older post',
      'Newer post',
    ])
  })
})

describe('GET /api/social/profile/:id/favorited-posts', () => {
  it('shows the owner their bookmarks, the most recent first', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const first = await sharePost(maya, 'Keep this')
    const second = await sharePost(maya, 'And this')
    await call('POST', `/api/social/posts/${first.id}/favorite`, sam.headers)
    await call('POST', `/api/social/posts/${second.id}/favorite`, sam.headers)
    const saved = await call(
      'GET',
      `/api/social/profile/${sam.user.id}/favorited-posts`,
      sam.headers,
    )
    expect(saved.json().posts).toEqual([
      expect.objectContaining({ content: 'And this', is_bookmarked: true }),
      expect.objectContaining({ content: 'Keep this', is_bookmarked: true }),
    ])
  })

  it("answers 403 for anyone else's bookmarks, by id or username", async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    for (const ref of [sam.user.id, sam.payload.username]) {
      const response = await call('GET', `/api/social/profile/${ref}/favorited-posts`, maya.headers)
      expect(response.statusCode).toBe(403)
    }
  })
})

describe('PUT /api/social/profile', () => {
  it('saves names, username, bio, activity level, goals and weights, and answers the profile', async () => {
    const maya = await userWithProfile()
    const username = `maya_${maya.user.id}`
    const response = await call('PUT', '/api/social/profile', maya.headers, {
      first_name: 'Maya',
      last_name: 'Okafor',
      username: username.toUpperCase(),
      bio: 'Half marathon done',
      activity_level: 'very_active',
      daily_calories: 2300,
      daily_protein: 160,
      weight: 175,
      target_weight: 170,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      user: { id: maya.user.id, username, first_name: 'Maya', last_name: 'Okafor' },
      is_me: true,
      bio: 'Half marathon done',
      activity_level: 'very_active',
      profile: {
        daily_calories: 2300,
        daily_protein: 160,
        weight: 175,
        target_weight: 170,
        height: 70,
      },
    })
    const byNewName = await call('GET', `/api/social/profile/${username}`, maya.headers)
    expect(byNewName.json().user.id).toBe(maya.user.id)
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: maya.payload.email, password: maya.payload.password },
    })
    expect(login.json().user).toMatchObject({ username, first_name: 'Maya' })
  })

  it('keeps your own username when it comes back in another case', async () => {
    const maya = await userWithProfile()
    const response = await call('PUT', '/api/social/profile', maya.headers, {
      ...goals,
      username: maya.payload.username.toUpperCase(),
    })
    expect(response.statusCode).toBe(200)
  })

  it('answers 409 USERNAME_TAKEN for a username someone else has, in any case, and saves nothing', async () => {
    const maya = await userWithProfile()
    const sam = await registerUser(harness.app)
    const response = await call('PUT', '/api/social/profile', maya.headers, {
      ...goals,
      daily_calories: 1800,
      first_name: 'Changed',
      username: sam.payload.username.toUpperCase(),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'This username is already taken. Please choose another one.',
      code: 'USERNAME_TAKEN',
    })
    const own = (await call('GET', `/api/social/profile/${maya.user.id}`, maya.headers)).json()
    expect(own.user.first_name).toBe('Ada')
    expect(own.profile.daily_calories).toBe(2140)
  })

  it('refuses an edit without the daily goals with the spec message', async () => {
    const maya = await userWithProfile()
    const response = await call('PUT', '/api/social/profile', maya.headers, {
      first_name: 'Maya',
      bio: 'No goals sent',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Missing required profile data. Please complete all steps.')
  })

  it.each([
    ['first_name', 'Ma\u0000ya'],
    ['username', 'maya\u0000x'],
    ['bio', 'Runner\u0000'],
    ['username', 'has space'],
    ['first_name', 'M'],
  ])('refuses %s %j with 400 and changes nothing', async (field, value) => {
    const maya = await userWithProfile()
    const response = await call('PUT', '/api/social/profile', maya.headers, {
      ...goals,
      daily_calories: 1800,
      [field]: value,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty(field)
    const own = (await call('GET', `/api/social/profile/${maya.user.id}`, maya.headers)).json()
    expect(own.profile.daily_calories).toBe(2140)
    expect(own.user.username).toBe(maya.payload.username.toLowerCase())
  })
})
