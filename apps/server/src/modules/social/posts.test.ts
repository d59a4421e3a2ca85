import { COMMENT_MAX_LENGTH, POST_CONTENT_MAX_LENGTH, POST_MESSAGES } from '@platewise/core'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comments, follows, postLikes, posts } from '../../db/schema'
import { createTestApp, multipartForm, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>
type Headers = Record<string, string>

async function share(headers: Headers, fields: Record<string, string>) {
  const form = await multipartForm(fields)
  return harness.app.inject({
    method: 'POST',
    url: '/api/social/posts',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  })
}

async function sharePost(user: User, content: string, fields: Record<string, string> = {}) {
  const response = await share(user.headers, { content, ...fields })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number; likes_count: number | null }>()
}

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
) => harness.app.inject({ method, url, headers, payload })

const follow = (follower: User, followee: User) =>
  harness.db.insert(follows).values({ followerId: follower.user.id, followeeId: followee.user.id })

describe('POST /api/social/posts', () => {
  it('shares a post from a multipart form, flags as text and meal data as JSON', async () => {
    const maya = await registerUser(harness.app)
    const response = await share(maya.headers, {
      content: '  Overnight oats before the long run  ',
      allow_comments: 'false',
      hide_like_count: 'true',
      meal_data: JSON.stringify({ title: 'Oats', calories: 420, protein: 18, carbs: 60, fat: 12 }),
    })
    expect(response.statusCode).toBe(201)
    const post = response.json()
    expect(post).toEqual({
      id: expect.any(Number),
      content: 'Overnight oats before the long run',
      image_url: null,
      meal_data: { title: 'Oats', calories: 420, protein: 18, carbs: 60, fat: 12 },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      edited_at: null,
      user: {
        id: maya.user.id,
        username: maya.payload.username.toLowerCase(),
        first_name: 'Ada',
        last_name: 'Lovelace',
        profile_picture: null,
      },
      likes_count: 0,
      comments_count: 0,
      is_liked: false,
      is_bookmarked: false,
      allow_comments: false,
      hide_like_count: true,
      group: null,
      can_remove: true,
    })
    const again = await call('GET', `/api/social/posts/${post.id}`, maya.headers)
    expect(again.json()).toEqual(post)
  })

  it('takes the profile screen spellings allowComments, hideLikeCount and mealData', async () => {
    const maya = await registerUser(harness.app)
    const post = (
      await share(maya.headers, {
        content: 'Lunch',
        allowComments: 'false',
        hideLikeCount: 'true',
        mealData: JSON.stringify({ calories: 500, protein: 30, carbs: 40, fat: 20 }),
      })
    ).json()
    expect(post).toMatchObject({
      allow_comments: false,
      hide_like_count: true,
      meal_data: { calories: 500, protein: 30, carbs: 40, fat: 20 },
    })
  })

  it('turns comments on and shows the like count unless told otherwise', async () => {
    const maya = await registerUser(harness.app)
    const post = (await share(maya.headers, { content: 'Hello' })).json()
    expect(post).toMatchObject({ allow_comments: true, hide_like_count: false, meal_data: null })
  })

  it.each([
    ['no content at all', {}],
    ['empty content', { content: '' }],
    ['only spaces and line breaks', { content: '  \n\t ' }],
  ])('refuses a post with %s and no photo, storing nothing', async (_case, fields) => {
    const maya = await registerUser(harness.app)
    const response = await share(maya.headers, fields)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(POST_MESSAGES.empty)
    const [row] = await harness.db
      .select({ n: count() })
      .from(posts)
      .where(eq(posts.userId, maya.user.id))
    expect(row!.n).toBe(0)
  })

  it.each([
    ['content over the limit', { content: 'x'.repeat(POST_CONTENT_MAX_LENGTH + 1) }, 'content'],
    ['meal data that is not JSON', { content: 'Hi', meal_data: '{calories: 5' }, 'meal_data'],
    [
      'meal data without fat',
      { content: 'Hi', meal_data: '{"calories":1,"protein":1,"carbs":1}' },
      'meal_data',
    ],
    [
      'a flag that is neither true nor false',
      { content: 'Hi', allow_comments: 'maybe' },
      'allow_comments',
    ],
    ['a NUL byte in the text', { content: 'Hi\u0000there' }, 'content'],
  ])('refuses %s with 400', async (_case, fields, field) => {
    const maya = await registerUser(harness.app)
    const response = await share(maya.headers, fields)
    expect(response.statusCode, response.body).toBe(400)
    // a nested field is named by its path, e.g. meal_data.fat
    expect(Object.keys(response.json().fields)).toEqual([
      expect.stringMatching(new RegExp(`^${field}\\b`)),
    ])
  })

  it('says a post can be at most 2,000 characters', async () => {
    const maya = await registerUser(harness.app)
    const response = await share(maya.headers, { content: 'x'.repeat(2_001) })
    expect(response.json().error).toBe(POST_MESSAGES.contentTooLong)
  })

  it('answers 415 to a JSON body: a post is a multipart form', async () => {
    const maya = await registerUser(harness.app)
    const response = await call('POST', '/api/social/posts', maya.headers, { content: 'Hi' })
    expect(response.statusCode).toBe(415)
  })

  it('answers 401 to a form without a token', async () => {
    const response = await share({}, { content: 'Hi' })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a form on a JSON route with 415, unread', async () => {
    const maya = await registerUser(harness.app)
    const form = await multipartForm({ meal_date: '2026-05-01', meal_type: 'lunch' })
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: { ...maya.headers, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(415)
  })
})

describe("a post's meal, which a viewer can add to their day (issue 24)", () => {
  it('refuses meal data past what one meal may hold, and posts nothing', async () => {
    const maya = await registerUser(harness.app)
    const response = await share(maya.headers, {
      content: 'Feast',
      meal_data: JSON.stringify({
        title: 'Feast',
        calories: 10_000,
        protein: 30,
        carbs: 40,
        fat: 20,
      }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({
      'meal_data.calories': 'Calories must be at most 5,000 kcal for one meal',
    })
    const [mine] = await harness.db
      .select({ n: count() })
      .from(posts)
      .where(eq(posts.userId, maya.user.id))
    expect(mine!.n).toBe(0)
  })

  it("logs a post's meal with 'Add to my day', and refuses an older one past the limits", async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'Lunch', {
      meal_data: JSON.stringify({ title: 'Bowl', calories: 640, protein: 35, carbs: 70, fat: 20 }),
    })
    const { meal_data } = (await call('GET', `/api/social/posts/${post.id}`, sam.headers)).json()
    // what 'Add to my day' sends: the post's meal as nutrients typed by hand
    const addToMyDay = (mealData: object) =>
      call('POST', '/api/meals', sam.headers, {
        meal_date: '2026-11-20',
        meal_type: 'lunch',
        description: 'Bowl',
        ...mealData,
      })
    expect((await addToMyDay(meal_data)).statusCode).toBe(201)
    // a post shared before the limits may carry more than one meal holds
    await harness.db
      .update(posts)
      .set({ mealData: { ...meal_data, calories: 90_000 } })
      .where(eq(posts.id, post.id))
    const older = (await call('GET', `/api/social/posts/${post.id}`, sam.headers)).json()
    const refused = await addToMyDay(older.meal_data)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe('Calories must be at most 5,000 kcal for one meal')
    const day = (await call('GET', '/api/meals?date=2026-11-20', sam.headers)).json()
    expect(day.meals).toHaveLength(1)
  })
})

describe('GET /api/social/posts/:id', () => {
  it("shows any user's post to any signed-in user", async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'Public breakfast')
    const response = await call('GET', `/api/social/posts/${post.id}`, sam.headers)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ content: 'Public breakfast', is_liked: false })
  })

  it('answers 404 for a post that does not exist and 400 for an id that cannot be one', async () => {
    const maya = await registerUser(harness.app)
    expect((await call('GET', '/api/social/posts/999999', maya.headers)).statusCode).toBe(404)
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await call('GET', `/api/social/posts/${id}`, maya.headers)).statusCode).toBe(400)
    }
  })
})

describe('likes and bookmarks', () => {
  it('likes, then unlikes, and the post shows both the state and the count', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'Smoothie')
    const like = await call('POST', `/api/social/posts/${post.id}/like`, sam.headers)
    expect(like.json()).toEqual({ is_liked: true, likes_count: 1 })
    expect((await call('GET', `/api/social/posts/${post.id}`, sam.headers)).json()).toMatchObject({
      is_liked: true,
      likes_count: 1,
    })
    // the author sees the count, but not the viewer's like as theirs
    expect((await call('GET', `/api/social/posts/${post.id}`, maya.headers)).json()).toMatchObject({
      is_liked: false,
      likes_count: 1,
    })
    const unlike = await call('POST', `/api/social/posts/${post.id}/like`, sam.headers)
    expect(unlike.json()).toEqual({ is_liked: false, likes_count: 0 })
  })

  it('counts exactly 50 likes when 50 people like a post at the same moment', async () => {
    const maya = await registerUser(harness.app)
    const post = await sharePost(maya, 'Race day breakfast')
    const fans = await Promise.all(Array.from({ length: 50 }, () => registerUser(harness.app)))
    const answers = await Promise.all(
      fans.map((fan) => call('POST', `/api/social/posts/${post.id}/like`, fan.headers)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200))
    expect(answers.every((answer) => answer.json().is_liked === true)).toBe(true)
    const read = await call('GET', `/api/social/posts/${post.id}`, maya.headers)
    expect(read.json().likes_count).toBe(50)
    const [row] = await harness.db
      .select({ n: count() })
      .from(postLikes)
      .where(eq(postLikes.postId, post.id))
    expect(row!.n).toBe(50)
  })

  it('bookmarks and un-bookmarks; a bookmark shows only to the person who made it', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'Recipe worth keeping')
    const url = `/api/social/posts/${post.id}/favorite`
    expect((await call('POST', url, sam.headers)).json()).toEqual({ is_bookmarked: true })
    expect(
      (await call('GET', `/api/social/posts/${post.id}`, sam.headers)).json().is_bookmarked,
    ).toBe(true)
    expect(
      (await call('GET', `/api/social/posts/${post.id}`, maya.headers)).json().is_bookmarked,
    ).toBe(false)
    expect((await call('POST', url, sam.headers)).json()).toEqual({ is_bookmarked: false })
  })

  it('answers 404 when liking or bookmarking a post that does not exist', async () => {
    const sam = await registerUser(harness.app)
    expect((await call('POST', '/api/social/posts/999999/like', sam.headers)).statusCode).toBe(404)
    expect((await call('POST', '/api/social/posts/999999/favorite', sam.headers)).statusCode).toBe(
      404,
    )
  })
})

describe('a hidden like count', () => {
  it('shows to the author alone: others read null in the post, the feed and their like', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'Quiet post', { hide_like_count: 'true' })
    await follow(sam, maya)

    const like = await call('POST', `/api/social/posts/${post.id}/like`, sam.headers)
    expect(like.json()).toEqual({ is_liked: true, likes_count: null })
    const seenBySam = await call('GET', `/api/social/posts/${post.id}`, sam.headers)
    expect(seenBySam.json()).toMatchObject({ likes_count: null, hide_like_count: true })
    const samsFeed = (await call('GET', '/api/social/feed', sam.headers)).json()
    expect(samsFeed.posts.find((p: { id: number }) => p.id === post.id).likes_count).toBeNull()

    const seenByMaya = await call('GET', `/api/social/posts/${post.id}`, maya.headers)
    expect(seenByMaya.json().likes_count).toBe(1)
    const mayasLike = await call('POST', `/api/social/posts/${post.id}/like`, maya.headers)
    expect(mayasLike.json()).toEqual({ is_liked: true, likes_count: 2 })
  })
})

describe('comments', () => {
  it('lists comments oldest first, each with its author, and counts them on the post', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'What should I cook?')
    const url = `/api/social/posts/${post.id}/comments`
    const first = await call('POST', url, sam.headers, { content: '  Lentil soup  ' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({
      id: expect.any(Number),
      post_id: post.id,
      content: 'Lentil soup',
      user: expect.objectContaining({ id: sam.user.id }),
      created_at: expect.any(String),
    })
    await call('POST', url, maya.headers, { content: 'Good idea' })
    const list = (await call('GET', url, sam.headers)).json()
    expect(list.comments.map((c: { content: string }) => c.content)).toEqual([
      'Lentil soup',
      'Good idea',
    ])
    const read = await call('GET', `/api/social/posts/${post.id}`, sam.headers)
    expect(read.json().comments_count).toBe(2)
  })

  it.each([
    ['a blank comment', '   ', POST_MESSAGES.commentRequired],
    ['a comment over the limit', 'x'.repeat(COMMENT_MAX_LENGTH + 1), POST_MESSAGES.commentTooLong],
  ])('refuses %s with 400 and stores nothing', async (_case, content, message) => {
    const maya = await registerUser(harness.app)
    const post = await sharePost(maya, 'Thoughts?')
    const response = await call('POST', `/api/social/posts/${post.id}/comments`, maya.headers, {
      content,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(message)
    const [row] = await harness.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.postId, post.id))
    expect(row!.n).toBe(0)
  })

  it('answers 403 on a post whose author turned comments off, for the author too', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'No comments please', { allow_comments: 'false' })
    const url = `/api/social/posts/${post.id}/comments`
    for (const user of [sam, maya]) {
      const response = await call('POST', url, user.headers, { content: 'Hi' })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toBe(POST_MESSAGES.commentsOff)
    }
    expect((await call('GET', url, sam.headers)).json().comments).toEqual([])
  })

  it('answers 404 for the comments of a post that does not exist', async () => {
    const sam = await registerUser(harness.app)
    const url = '/api/social/posts/999999/comments'
    expect((await call('GET', url, sam.headers)).statusCode).toBe(404)
    expect((await call('POST', url, sam.headers, { content: 'Hi' })).statusCode).toBe(404)
  })
})

describe('deleting', () => {
  it('deletes one of your posts, with its likes and comments, and counts one post less', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'Short-lived')
    await call('POST', `/api/social/posts/${post.id}/like`, sam.headers)
    await call('POST', `/api/social/posts/${post.id}/comments`, sam.headers, { content: 'Nice' })
    const profile = () => call('GET', `/api/social/profile/${maya.user.id}`, maya.headers)
    expect((await profile()).json().posts_count).toBe(1)

    const response = await call('DELETE', `/api/social/posts/${post.id}`, maya.headers)
    expect(response.statusCode).toBe(204)
    expect((await call('GET', `/api/social/posts/${post.id}`, maya.headers)).statusCode).toBe(404)
    expect((await profile()).json().posts_count).toBe(0)
    const [likes] = await harness.db
      .select({ n: count() })
      .from(postLikes)
      .where(eq(postLikes.postId, post.id))
    expect(likes!.n).toBe(0)
  })

  it("answers 403 for someone else's post and 404 for one that does not exist, changing nothing", async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'Mine')
    const refused = await call('DELETE', `/api/social/posts/${post.id}`, sam.headers)
    expect(refused.statusCode).toBe(403)
    expect((await call('GET', `/api/social/posts/${post.id}`, sam.headers)).statusCode).toBe(200)
    expect((await call('DELETE', '/api/social/posts/999999', sam.headers)).statusCode).toBe(404)
  })

  it('deletes your own comment and counts one less on the post', async () => {
    const maya = await registerUser(harness.app)
    const post = await sharePost(maya, 'Ask me anything')
    const url = `/api/social/posts/${post.id}/comments`
    const comment = (await call('POST', url, maya.headers, { content: 'First!' })).json()
    const response = await call('DELETE', `/api/social/comments/${comment.id}`, maya.headers)
    expect(response.statusCode).toBe(204)
    expect((await call('GET', url, maya.headers)).json().comments).toEqual([])
    expect(
      (await call('GET', `/api/social/posts/${post.id}`, maya.headers)).json().comments_count,
    ).toBe(0)
  })

  it("answers 403 for someone else's comment, even on your own post, and 404 for none", async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await sharePost(maya, 'Comments welcome')
    const url = `/api/social/posts/${post.id}/comments`
    const comment = (await call('POST', url, sam.headers, { content: 'Looks great' })).json()
    const refused = await call('DELETE', `/api/social/comments/${comment.id}`, maya.headers)
    expect(refused.statusCode).toBe(403)
    expect((await call('GET', url, maya.headers)).json().comments).toHaveLength(1)
    expect((await call('DELETE', '/api/social/comments/999999', maya.headers)).statusCode).toBe(404)
  })
})

describe('GET /api/social/feed', () => {
  it("shows your posts and those of people you follow, not strangers'", async () => {
    const maya = await registerUser(harness.app)
    const friend = await registerUser(harness.app)
    const stranger = await registerUser(harness.app)
    await follow(maya, friend)
    await sharePost(maya, 'Mine')
    await sharePost(friend, "Friend's")
    await sharePost(stranger, "Stranger's")
    const feed = (await call('GET', '/api/social/feed', maya.headers)).json()
    expect(feed.posts.map((p: { content: string }) => p.content)).toEqual(["Friend's", 'Mine'])
    expect(feed.next_cursor).toBeNull()
  })

  it('pages newest first with no gaps or repeats, even when a post arrives between pages', async () => {
    const maya = await registerUser(harness.app)
    const created: number[] = []
    for (let index = 0; index < 25; index += 1) {
      created.push((await sharePost(maya, `Post ${index}`)).id)
    }
    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = cursor ? `?limit=10&before=${cursor}` : '?limit=10'
      const page = (await call('GET', `/api/social/feed${query}`, maya.headers)).json()
      seen.push(...page.posts.map((p: { id: number }) => p.id))
      cursor = page.next_cursor
      pages += 1
      // a post shared while someone reads must not shift what the next page holds
      if (pages === 1) await sharePost(maya, 'Shared meanwhile')
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual([...created].reverse())
  })

  it.each(['limit=0', 'limit=51', 'limit=abc', 'before=-1', 'before=abc', 'before=99999999999'])(
    'answers 400 to ?%s',
    async (query) => {
      const maya = await registerUser(harness.app)
      const response = await call('GET', `/api/social/feed?${query}`, maya.headers)
      expect(response.statusCode).toBe(400)
    },
  )
})
