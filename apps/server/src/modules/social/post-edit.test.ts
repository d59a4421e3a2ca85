import { GROUP_MESSAGES, POST_CONTENT_MAX_LENGTH, POST_MESSAGES } from '@platewise/core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changedTables, tableDigests } from '../../test/database-digest'
import { createTestApp, postForm, registerUser } from '../../test/test-app'
import { POST_NOT_YOURS_TO_EDIT } from './post-access'

// PUT /api/social/posts/:id (issue 27, decision 040): an author changes a
// post's words; it then says when, and keeps everything else.

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>
type Headers = Record<string, string>
interface PostAnswer {
  id: number
  content: string
  image_url: string | null
  meal_data: unknown
  created_at: string
  edited_at: string | null
  likes_count: number | null
  comments_count: number
  is_liked: boolean
  is_bookmarked: boolean
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  harness.app.inject({ method, url, headers, payload })

const edit = (user: User, id: number, payload: object) =>
  call('PUT', `/api/social/posts/${id}`, user.headers, payload)

const share = (user: User, fields: Record<string, string>, photo = false) =>
  (async () =>
    postForm<PostAnswer>(harness.app, '/api/social/posts', user.headers, {
      ...fields,
      ...(photo
        ? {
            image: {
              bytes: await sharp({
                create: { width: 8, height: 8, channels: 3, background: '#3a7' },
              })
                .png()
                .toBuffer(),
              filename: 'oats.png',
              contentType: 'image/png',
            },
          }
        : {}),
    }))()

const lunch = { title: 'Oats', calories: 420, protein: 18, carbs: 60, fat: 12 }

/** A refused edit: its status and message, and no table changed. */
async function expectRefused(
  send: () => ReturnType<typeof edit>,
  status: number,
  error: string,
  fields?: Record<string, string>,
) {
  const before = await tableDigests(harness.db)
  const answer = await send()
  expect(answer.statusCode, answer.body).toBe(status)
  expect(answer.json()).toMatchObject({ error, ...(fields ? { fields } : {}) })
  expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
}

describe('PUT /api/social/posts/:id', () => {
  it('changes the words of your post, says when, and keeps its likes, comments, bookmarks, meal and photo', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await share(
      maya,
      { content: 'Overnight oats', meal_data: JSON.stringify(lunch) },
      true,
    )
    expect(post.edited_at).toBeNull()
    for (const path of ['like', 'favorite']) {
      expect(
        (await call('POST', `/api/social/posts/${post.id}/${path}`, sam.headers)).statusCode,
      ).toBe(200)
    }
    const comment = await call('POST', `/api/social/posts/${post.id}/comments`, sam.headers, {
      content: 'Looks great',
    })
    expect(comment.statusCode).toBe(201)

    const answer = await edit(maya, post.id, { content: '  Overnight oats, with berries \n' })
    expect(answer.statusCode, answer.body).toBe(200)
    const edited = answer.json<PostAnswer>()
    expect(edited).toMatchObject({
      id: post.id,
      content: 'Overnight oats, with berries',
      image_url: post.image_url,
      meal_data: lunch,
      created_at: post.created_at,
      likes_count: 1,
      comments_count: 1,
    })
    expect(Date.parse(edited.edited_at!)).toBeGreaterThanOrEqual(Date.parse(post.created_at))

    // the reader sees the same, with their own like and bookmark, and the comment under it
    const seen = (await call('GET', `/api/social/posts/${post.id}`, sam.headers)).json<PostAnswer>()
    expect(seen).toMatchObject({
      content: 'Overnight oats, with berries',
      edited_at: edited.edited_at,
      is_liked: true,
      is_bookmarked: true,
      comments_count: 1,
    })
    const comments = await call('GET', `/api/social/posts/${post.id}/comments`, sam.headers)
    expect(comments.json()).toEqual({ comments: [comment.json()] })
    // and so does every list that holds it
    const onProfile = await call('GET', `/api/social/profile/${maya.user.id}/posts`, sam.headers)
    expect(onProfile.json<{ posts: PostAnswer[] }>().posts[0]).toMatchObject({
      id: post.id,
      edited_at: edited.edited_at,
    })
  })

  it('leaves a post that was never edited with edited_at null, and saving the same words is no edit', async () => {
    const maya = await registerUser(harness.app)
    const post = await share(maya, { content: 'Soup' })
    const same = await edit(maya, post.id, { content: ' Soup ' })
    expect(same.statusCode).toBe(200)
    expect(same.json()).toMatchObject({ content: 'Soup', edited_at: null })
  })

  it("answers 403 for someone else's post and 404 for one that does not exist, changing nothing", async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    const post = await share(maya, { content: 'Mine' })
    await expectRefused(
      () => edit(sam, post.id, { content: 'Sam’s now' }),
      403,
      POST_NOT_YOURS_TO_EDIT,
    )
    await expectRefused(
      () => edit(sam, post.id + 10_000, { content: 'Anyone?' }),
      404,
      'Post not found.',
    )
    const unchanged = (await call('GET', `/api/social/posts/${post.id}`, maya.headers)).json()
    expect(unchanged).toMatchObject({ content: 'Mine', edited_at: null })
  })

  it('refuses bad words with a message at the field, changing nothing', async () => {
    const maya = await registerUser(harness.app)
    const post = await share(maya, { content: 'Lunch' })
    await expectRefused(
      () => edit(maya, post.id, { content: '   ' }),
      400,
      POST_MESSAGES.contentRequired,
      {
        content: POST_MESSAGES.contentRequired,
      },
    )
    const long = 'a'.repeat(POST_CONTENT_MAX_LENGTH + 1)
    await expectRefused(
      () => edit(maya, post.id, { content: long }),
      400,
      POST_MESSAGES.contentTooLong,
    )
    await expectRefused(() => edit(maya, post.id, {}), 400, 'Post must be text')
    await expectRefused(
      () => edit(maya, post.id, { content: 'a\u0000b' }),
      400,
      'Post contains a character that is not allowed',
    )
  })

  it('lets a post with a photo lose its words, as creating one may', async () => {
    const maya = await registerUser(harness.app)
    const post = await share(maya, { content: 'Look at this' }, true)
    const answer = await edit(maya, post.id, { content: '' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ content: '', image_url: post.image_url })
    expect(answer.json<PostAnswer>().edited_at).not.toBeNull()
  })

  it('keeps the words of a group post, which needs them, photo or not', async () => {
    const maya = await registerUser(harness.app)
    const group = await call('POST', '/api/groups', maya.headers, { name: 'Soup club' })
    expect(group.statusCode).toBe(201)
    const groupId = group.json<{ id: number }>().id
    const post = await postForm<PostAnswer>(
      harness.app,
      `/api/groups/${groupId}/posts`,
      maya.headers,
      { content: 'Leek and potato' },
    )
    await expectRefused(
      () => edit(maya, post.id, { content: '' }),
      400,
      GROUP_MESSAGES.postRequired,
    )
    const answer = await edit(maya, post.id, { content: 'Leek, potato and chives' })
    expect(answer.json()).toMatchObject({
      content: 'Leek, potato and chives',
      group: { id: groupId, name: 'Soup club' },
    })
  })

  it('answers 401 without a token', async () => {
    const answer = await harness.app.inject({
      method: 'PUT',
      url: '/api/social/posts/1',
      payload: { content: 'Hello' },
    })
    expect(answer.statusCode).toBe(401)
  })
})
