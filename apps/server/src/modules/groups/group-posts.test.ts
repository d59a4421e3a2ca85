import fs from 'node:fs'
import path from 'node:path'
import { GROUP_MESSAGES, type GroupDetail, type Post } from '@platewise/core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, multipartForm, registerUser, type FormFile } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
let uploadsDir: string
beforeAll(async () => {
  harness = await createTestApp()
  uploadsDir = path.join(harness.config.DATA_DIR, 'uploads')
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>
type Method = 'GET' | 'POST' | 'DELETE'

const call = (method: Method, url: string, as: User, payload?: object) =>
  harness.app.inject({ method, url, headers: as.headers, payload })

async function ok<T>(method: Method, url: string, as: User, payload?: object): Promise<T> {
  const response = await call(method, url, as, payload)
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.statusCode === 204 ? (undefined as T) : response.json()
}

async function share(as: User, groupId: number, fields: Record<string, string | FormFile>) {
  const form = await multipartForm(fields)
  return harness.app.inject({
    method: 'POST',
    url: `/api/groups/${groupId}/posts`,
    headers: { ...as.headers, ...form.headers },
    payload: form.payload,
  })
}

async function shared(as: User, groupId: number, content: string) {
  const response = await share(as, groupId, { content })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Post>()
}

const postsOf = (groupId: number, as: User, query = '') =>
  ok<{ posts: Post[]; next_cursor: string | null }>(
    'GET',
    `/api/groups/${groupId}/posts${query}`,
    as,
  )

const countsOf = async (groupId: number, as: User) => {
  const group = await ok<GroupDetail>('GET', `/api/groups/${groupId}`, as)
  return { members: group.members_count, posts: group.posts_count }
}

const storedFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : [])

/** A small real PNG, as a phone's screenshot would be. */
async function pngFile(): Promise<FormFile> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#2f9e44' },
  })
    .png()
    .toBuffer()
  return { bytes, filename: 'salad.png', contentType: 'image/png' }
}

/** A group with an owner, a member and a person who is not in it. */
async function groupOfThree(isPrivate = false) {
  const owner = await registerUser(harness.app, { first_name: 'Olga' })
  const member = await registerUser(harness.app, { first_name: 'Mo' })
  const outsider = await registerUser(harness.app, { first_name: 'Otto' })
  const group = await ok<GroupDetail>('POST', '/api/groups', owner, {
    name: 'Lunch Club',
    is_private: isPrivate,
  })
  if (isPrivate) {
    await ok('POST', `/api/social/follow/${member.user.id}`, owner)
    await ok('POST', `/api/groups/${group.id}/invitations`, owner, { user_id: member.user.id })
  }
  await ok('POST', `/api/groups/${group.id}/join`, member)
  return { owner, member, outsider, group }
}

describe('POST /api/groups/:id/posts (Share with Group)', () => {
  it('shares text with the group and counts the post', async () => {
    const { member, group } = await groupOfThree()
    const response = await share(member, group.id, { content: '  Lentil soup for everyone  ' })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toEqual({
      id: expect.any(Number),
      // a post with its group (decision 034)
      group: { id: group.id, name: group.name },
      content: 'Lentil soup for everyone',
      image_url: null,
      meal_data: null,
      user: {
        id: member.user.id,
        username: member.payload.username,
        first_name: 'Mo',
        last_name: member.payload.last_name,
        profile_picture: null,
      },
      created_at: expect.any(String),
      edited_at: null,
      likes_count: 0,
      comments_count: 0,
      is_liked: false,
      is_bookmarked: false,
      allow_comments: true,
      hide_like_count: false,
      can_remove: true,
    })
    expect(await countsOf(group.id, member)).toEqual({ members: 2, posts: 1 })
  })

  it('shares a photo, stored as WebP and served from /uploads', async () => {
    const { member, group } = await groupOfThree()
    const response = await share(member, group.id, {
      content: 'Look at this salad',
      image: await pngFile(),
    })
    expect(response.statusCode, response.body).toBe(201)
    const { image_url } = response.json<Post>()
    expect(image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)
    const served = await harness.app.inject({ method: 'GET', url: image_url! })
    expect(served.statusCode).toBe(200)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 30,
    })
    const [listed] = (await postsOf(group.id, member)).posts
    expect(listed!.image_url).toBe(image_url)
  })

  it('needs words: a photo alone or spaces answer 400 with the message', async () => {
    const { member, group } = await groupOfThree()
    const forms: Record<string, string | FormFile>[] = [
      { content: '   ' },
      { image: await pngFile() },
    ]
    for (const fields of forms) {
      const response = await share(member, group.id, fields)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        error: GROUP_MESSAGES.postRequired,
        code: 'VALIDATION_ERROR',
      })
    }
    expect(await countsOf(group.id, member)).toEqual({ members: 2, posts: 0 })
  })

  it('answers 403 to someone not in the group, storing nothing', async () => {
    const { outsider, group } = await groupOfThree()
    const before = storedFiles().length
    const response = await share(outsider, group.id, {
      content: 'Hello?',
      image: await pngFile(),
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ error: GROUP_MESSAGES.membersOnly })
    expect(storedFiles()).toHaveLength(before)
  })

  it('refuses a JSON body: sharing is a form', async () => {
    const { member, group } = await groupOfThree()
    const response = await call('POST', `/api/groups/${group.id}/posts`, member, {
      content: 'As JSON',
    })
    expect(response.statusCode).toBe(415)
  })
})

describe('GET /api/groups/:id/posts (Recent Posts)', () => {
  it('pages through the posts newest first, without gaps or repeats', async () => {
    const { owner, member, outsider, group } = await groupOfThree()
    for (const content of ['one', 'two', 'three']) await shared(member, group.id, content)
    await shared(owner, group.id, 'four')

    const first = await postsOf(group.id, outsider, '?limit=3')
    expect(first.posts.map((post) => post.content)).toEqual(['four', 'three', 'two'])
    expect(first.next_cursor).toBe(String(first.posts[2]!.id))
    const second = await postsOf(group.id, outsider, `?limit=3&before=${first.next_cursor}`)
    expect(second.posts.map((post) => post.content)).toEqual(['one'])
    expect(second.next_cursor).toBeNull()
  })

  it('shows a public group’s posts to anyone; a private group’s to members only', async () => {
    const open = await groupOfThree()
    await shared(open.member, open.group.id, 'Open to all')
    expect((await postsOf(open.group.id, open.outsider)).posts).toHaveLength(1)

    const closed = await groupOfThree(true)
    await shared(closed.member, closed.group.id, 'Members only')
    expect((await postsOf(closed.group.id, closed.owner)).posts).toHaveLength(1)
    const refused = await call('GET', `/api/groups/${closed.group.id}/posts`, closed.outsider)
    expect(refused.statusCode).toBe(403)
  })

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=51', 'limit must be at most 50'],
    ['?before=abc', 'before must be a post id'],
  ])('answers %s with 400', async (query, message) => {
    const { member, group } = await groupOfThree()
    const response = await call('GET', `/api/groups/${group.id}/posts${query}`, member)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: message })
  })
})

describe('POST /api/groups/:id/posts/:postId/like', () => {
  it('likes and unlikes, counting every member once, and says so to each viewer', async () => {
    const { owner, member, group } = await groupOfThree()
    const post = await shared(member, group.id, 'Chickpea curry')
    const like = (as: User) =>
      ok<{ is_liked: boolean; likes_count: number }>(
        'POST',
        `/api/groups/${group.id}/posts/${post.id}/like`,
        as,
      )
    expect(await like(owner)).toEqual({ is_liked: true, likes_count: 1 })
    expect(await like(member)).toEqual({ is_liked: true, likes_count: 2 })
    expect(await like(owner)).toEqual({ is_liked: false, likes_count: 1 })

    const [asOwner] = (await postsOf(group.id, owner)).posts
    const [asMember] = (await postsOf(group.id, member)).posts
    expect([asOwner!.is_liked, asOwner!.likes_count]).toEqual([false, 1])
    expect([asMember!.is_liked, asMember!.likes_count]).toEqual([true, 1])
  })

  it('keeps every like when members like at the same moment', async () => {
    const { owner, group } = await groupOfThree()
    const post = await shared(owner, group.id, 'Everyone like this')
    const others: User[] = []
    for (let index = 0; index < 6; index += 1) {
      const someone = await registerUser(harness.app)
      await ok('POST', `/api/groups/${group.id}/join`, someone)
      others.push(someone)
    }
    await Promise.all(
      others.map((someone) => ok('POST', `/api/groups/${group.id}/posts/${post.id}/like`, someone)),
    )
    const [listed] = (await postsOf(group.id, owner)).posts
    expect(listed!.likes_count).toBe(6)
  })

  it('answers 403 to someone not in the group and 404 for a post of another group', async () => {
    const { member, outsider, group } = await groupOfThree()
    const post = await shared(member, group.id, 'Mine')
    const refused = await call('POST', `/api/groups/${group.id}/posts/${post.id}/like`, outsider)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: GROUP_MESSAGES.notMember })

    const elsewhere = await groupOfThree()
    const wrongGroup = await call(
      'POST',
      `/api/groups/${elsewhere.group.id}/posts/${post.id}/like`,
      elsewhere.member,
    )
    expect(wrongGroup.statusCode).toBe(404)
    expect(wrongGroup.json()).toMatchObject({ error: GROUP_MESSAGES.postNotFound })
  })
})

describe('DELETE /api/groups/:id/posts/:postId', () => {
  it('lets the author and the group’s creator remove a post, nobody else', async () => {
    const { owner, member, group } = await groupOfThree()
    const other = await registerUser(harness.app)
    await ok('POST', `/api/groups/${group.id}/join`, other)
    const byMember = await shared(member, group.id, 'By the member')
    const another = await shared(member, group.id, 'Another by the member')
    const byOwner = await shared(owner, group.id, 'By the owner')

    // the flag the web app shows its Remove button by
    const flags = async (as: User) =>
      Object.fromEntries(
        (await postsOf(group.id, as)).posts.map((post) => [post.content, post.can_remove]),
      )
    expect(await flags(other)).toEqual({
      'By the owner': false,
      'Another by the member': false,
      'By the member': false,
    })
    expect(await flags(member)).toEqual({
      'By the owner': false,
      'Another by the member': true,
      'By the member': true,
    })
    expect(Object.values(await flags(owner))).toEqual([true, true, true])

    const refused = await call('DELETE', `/api/groups/${group.id}/posts/${byMember.id}`, other)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: GROUP_MESSAGES.notYourGroupPost })
    const notTheirs = await call('DELETE', `/api/groups/${group.id}/posts/${byOwner.id}`, member)
    expect(notTheirs.statusCode).toBe(403)

    expect(
      (await call('DELETE', `/api/groups/${group.id}/posts/${byMember.id}`, member)).statusCode,
    ).toBe(204)
    expect(
      (await call('DELETE', `/api/groups/${group.id}/posts/${another.id}`, owner)).statusCode,
    ).toBe(204)
    expect((await postsOf(group.id, owner)).posts.map((post) => post.content)).toEqual([
      'By the owner',
    ])
    expect(await countsOf(group.id, owner)).toEqual({ members: 3, posts: 1 })
    const gone = await call('DELETE', `/api/groups/${group.id}/posts/${byMember.id}`, member)
    expect(gone.statusCode).toBe(404)
  })

  it('deletes the photo with the post', async () => {
    const { member, group } = await groupOfThree()
    const response = await share(member, group.id, { content: 'Soon gone', image: await pngFile() })
    const post = response.json<Post>()
    const file = path.basename(post.image_url!)
    expect(storedFiles()).toContain(file)
    await ok('DELETE', `/api/groups/${group.id}/posts/${post.id}`, member)
    expect(storedFiles()).not.toContain(file)
    const served = await harness.app.inject({ method: 'GET', url: post.image_url! })
    expect(served.statusCode).toBe(404)
  })
})

describe('the hourly posting limit on group posts', () => {
  it('answers 429 past POST_LIMIT_PER_HOUR group posts', async () => {
    const limited = await createTestApp({ POST_LIMIT_PER_HOUR: 2 })
    try {
      const owner = await registerUser(limited.app)
      const created = await limited.app.inject({
        method: 'POST',
        url: '/api/groups',
        headers: owner.headers,
        payload: { name: 'Chatty' },
      })
      const groupId = created.json<GroupDetail>().id
      const post = async () => {
        const form = await multipartForm({ content: 'Again' })
        return limited.app.inject({
          method: 'POST',
          url: `/api/groups/${groupId}/posts`,
          headers: { ...owner.headers, ...form.headers },
          payload: form.payload,
        })
      }
      expect([(await post()).statusCode, (await post()).statusCode]).toEqual([201, 201])
      const refused = await post()
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    } finally {
      await limited.close()
    }
  })
})
