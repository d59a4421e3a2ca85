import type { Notification, NotificationPage } from '@platewise/core'
import { utcTodayIso } from '@platewise/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, postForm, registerUser } from '../../test/test-app'

// Issue 27: who is told what, collapsed, withdrawn when undone, never about
// one's own action or what one may not see; paging, read and mute.

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({ API_LIMIT_PER_MINUTE: 100_000 })
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>

const newUser = (first_name = 'Ada') => registerUser(harness.app, { first_name })

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: User,
  payload?: object,
) => harness.app.inject({ method, url, headers: user.headers, payload })

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await response
  expect(answer.statusCode, answer.body).toBeLessThan(300)
  return (answer.body === '' ? null : answer.json()) as T
}

const share = (user: User, content: string, url = '/api/social/posts') =>
  postForm(harness.app, url, user.headers, { content })

const like = (user: User, postId: number) =>
  ok(call('POST', `/api/social/posts/${postId}/like`, user))
const comment = (user: User, postId: number, content = 'Looks great') =>
  ok<{ id: number }>(call('POST', `/api/social/posts/${postId}/comments`, user, { content }))
const follow = (user: User, person: User) =>
  ok(call('POST', `/api/social/follow/${person.user.id}`, user))
const unfollow = (user: User, person: User) =>
  ok(call('DELETE', `/api/social/follow/${person.user.id}`, user))
const today = `today=${utcTodayIso()}`

const list = (user: User, query = '') =>
  ok<NotificationPage>(call('GET', `/api/notifications${query}`, user))
const texts = async (user: User) => (await list(user)).notifications.map((line) => line.text)

describe('GET /api/notifications', () => {
  it('tells a post’s author who liked it, with the post’s first words, and not the liker', async () => {
    const maya = await newUser('Maya')
    const daniel = await newUser('Daniel')
    const post = await share(maya, 'Overnight oats with blueberries and a spoon of peanut butter')
    await like(daniel, post.id)
    const page = await list(maya)
    expect(page.unread_count).toBe(1)
    expect(page.notifications).toHaveLength(1)
    const line = page.notifications[0]!
    expect(line).toMatchObject({
      kind: 'like',
      text: 'Daniel liked your post',
      actor_count: 1,
      read: false,
      group: null,
      post: {
        id: post.id,
        snippet: 'Overnight oats with blueberries and a spoon of peanut butter',
      },
    })
    expect(line.actors[0]).toMatchObject({ id: daniel.user.id, first_name: 'Daniel' })
    expect((await list(daniel)).notifications).toEqual([])
  })

  it('says nothing about one’s own like or comment', async () => {
    const maya = await newUser('Maya')
    const post = await share(maya, 'Lunch')
    await like(maya, post.id)
    await comment(maya, post.id)
    expect(await list(maya)).toMatchObject({ notifications: [], unread_count: 0 })
  })

  it('collapses the likes of one post: two named, then the latest and a count', async () => {
    const maya = await newUser('Maya')
    const post = await share(maya, 'Salad')
    const [ben, cara, dev, eli] = [
      await newUser('Ben'),
      await newUser('Cara'),
      await newUser('Dev'),
      await newUser('Eli'),
    ]
    await like(ben!, post.id)
    await like(cara!, post.id)
    expect(await texts(maya)).toEqual(['Cara and Ben liked your post'])
    await like(dev!, post.id)
    await like(eli!, post.id)
    const page = await list(maya)
    expect(page.notifications.map((line) => line.text)).toEqual([
      'Eli and 3 others liked your post',
    ])
    expect(page.notifications[0]!.actor_count).toBe(4)
    expect(page.unread_count).toBe(1)
  })

  it('withdraws a like that is undone, and the line when nobody is left', async () => {
    const maya = await newUser('Maya')
    const post = await share(maya, 'Soup')
    const ben = await newUser('Ben')
    const cara = await newUser('Cara')
    await like(ben, post.id)
    await like(cara, post.id)
    await like(cara, post.id) // unlike
    expect(await texts(maya)).toEqual(['Ben liked your post'])
    await like(ben, post.id) // unlike
    expect(await list(maya)).toMatchObject({ notifications: [], unread_count: 0 })
  })

  it('moves a line that gains someone to the top, with a new id', async () => {
    const maya = await newUser('Maya')
    const first = await share(maya, 'First')
    const second = await share(maya, 'Second')
    const ben = await newUser('Ben')
    const cara = await newUser('Cara')
    await like(ben, first.id)
    await like(ben, second.id)
    const before = (await list(maya)).notifications
    expect(before.map((line) => line.post?.id)).toEqual([second.id, first.id])
    await like(cara, first.id)
    const after = (await list(maya)).notifications
    expect(after.map((line) => line.post?.id)).toEqual([first.id, second.id])
    expect(after[0]!.id).toBeGreaterThan(before[0]!.id)
  })

  it('tells the author of a comment, and the others in its thread of a reply; deleting it withdraws both', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const cara = await newUser('Cara')
    const post = await share(maya, 'Pancakes')
    await comment(ben, post.id, 'Recipe please')
    const reply = await comment(cara, post.id, 'Yes please')
    expect(await texts(maya)).toEqual(['Cara and Ben commented on your post'])
    expect(await texts(ben)).toEqual(['Cara replied in a thread you commented in'])
    expect(await texts(cara)).toEqual([])
    // nobody but its author may delete it, and a refused delete withdraws nothing
    expect((await call('DELETE', `/api/social/comments/${reply.id}`, ben)).statusCode).toBe(403)
    expect(await texts(ben)).toEqual(['Cara replied in a thread you commented in'])
    await ok(call('DELETE', `/api/social/comments/${reply.id}`, cara))
    expect(await texts(maya)).toEqual(['Ben commented on your post'])
    expect(await list(ben)).toMatchObject({ notifications: [], unread_count: 0 })
  })

  it('tells of a follow, and withdraws it at the unfollow', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    await follow(ben, maya)
    expect(await texts(maya)).toEqual(['Ben started following you'])
    await unfollow(ben, maya)
    expect(await texts(maya)).toEqual([])
  })

  it('takes a deleted post’s lines with it', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const post = await share(maya, 'Gone soon')
    await like(ben, post.id)
    await ok(call('DELETE', `/api/social/posts/${post.id}`, maya))
    expect(await list(maya)).toMatchObject({ notifications: [], unread_count: 0 })
  })
})

describe('group notifications', () => {
  async function privateGroup(owner: User, name: string) {
    return ok<{ id: number }>(
      call('POST', '/api/groups', owner, { name, description: '', is_private: true }),
    )
  }

  it('tells of an invitation, and the creator of a join; leaving withdraws the join', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const group = await privateGroup(maya, 'Morning Runners')
    await follow(maya, ben)
    await ok(call('POST', `/api/groups/${group.id}/invitations`, maya, { user_id: ben.user.id }))
    const [invitation] = (await list(ben)).notifications
    expect(invitation).toMatchObject({
      kind: 'group_invite',
      text: 'Maya invited you to Morning Runners',
      group: { id: group.id, name: 'Morning Runners' },
      post: null,
    })
    await ok(call('POST', `/api/groups/${group.id}/join?${today}`, ben))
    expect(await texts(maya)).toEqual(['Ben joined Morning Runners'])
    await ok(call('DELETE', `/api/groups/${group.id}/join`, ben))
    expect(await texts(maya)).toEqual([])
  })

  it('says nothing about a private group’s post to someone who left the group', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const group = await privateGroup(maya, 'Secret Supper')
    await follow(maya, ben)
    await ok(call('POST', `/api/groups/${group.id}/invitations`, maya, { user_id: ben.user.id }))
    await ok(call('POST', `/api/groups/${group.id}/join?${today}`, ben))
    const post = await share(ben, 'Members only', `/api/groups/${group.id}/posts`)
    await comment(ben, post.id, 'First')
    await ok(call('DELETE', `/api/groups/${group.id}/join`, ben))
    // the post stays in the group; its author no longer sees it
    await like(maya, post.id)
    await comment(maya, post.id, 'Second')
    const lines = (await list(ben)).notifications.filter((line) => line.post !== null)
    expect(lines).toEqual([])
  })
})

describe('POST /api/notifications/read', () => {
  it('marks lines read up to an id; a new like then starts a new line', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const cara = await newUser('Cara')
    const post = await share(maya, 'Tacos')
    await like(ben, post.id)
    const [line] = (await list(maya)).notifications
    expect(await ok(call('POST', '/api/notifications/read', maya, { up_to_id: line!.id }))).toEqual(
      { unread_count: 0 },
    )
    expect((await list(maya)).notifications.map((l) => l.read)).toEqual([true])
    await like(cara, post.id)
    const page = await list(maya)
    expect(page.notifications.map((l) => [l.text, l.read])).toEqual([
      ['Cara liked your post', false],
      ['Ben liked your post', true],
    ])
    expect(page.unread_count).toBe(1)
    expect(await ok(call('GET', '/api/notifications/unread', maya))).toEqual({ unread_count: 1 })
  })

  it('refuses an up_to_id that is not an id, and changes nothing', async () => {
    const maya = await newUser('Maya')
    const response = await call('POST', '/api/notifications/read', maya, { up_to_id: 'all' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'up_to_id must be a notification id' })
  })

  it('marks only the caller’s own lines', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const post = await share(maya, 'Curry')
    await like(ben, post.id)
    const [line] = (await list(maya)).notifications
    await ok(call('POST', '/api/notifications/read', ben, { up_to_id: line!.id }))
    expect((await list(maya)).unread_count).toBe(1)
  })
})

describe('paging', () => {
  it('pages newest first by id with a before cursor', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    const posts = [await share(maya, 'One'), await share(maya, 'Two')]
    for (const post of posts) await like(ben, post.id)
    await follow(ben, maya)
    const first = await list(maya, '?limit=2')
    expect(first.notifications.map((line) => line.text)).toEqual([
      'Ben started following you',
      'Ben liked your post',
    ])
    expect(first.next_cursor).toBe(String(first.notifications[1]!.id))
    const second = await list(maya, `?limit=2&before=${first.next_cursor}`)
    expect(second.notifications.map((line: Notification) => line.post?.id)).toEqual([posts[0]!.id])
    expect(second.next_cursor).toBeNull()
  })

  it('refuses a limit out of range', async () => {
    const maya = await newUser('Maya')
    const response = await call('GET', '/api/notifications?limit=500', maya)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'limit must be at most 50' })
  })
})

describe('notification settings', () => {
  it('mutes a kind: nothing of it is written', async () => {
    const maya = await newUser('Maya')
    const ben = await newUser('Ben')
    expect(await ok(call('GET', '/api/notifications/settings', maya))).toEqual({ muted: [] })
    expect(
      await ok(call('PUT', '/api/notifications/settings', maya, { muted: ['like', 'follow'] })),
    ).toEqual({ muted: ['follow', 'like'] })
    const post = await share(maya, 'Quiet')
    await like(ben, post.id)
    await follow(ben, maya)
    await comment(ben, post.id)
    expect(await texts(maya)).toEqual(['Ben commented on your post'])
    await ok(call('PUT', '/api/notifications/settings', maya, { muted: [] }))
    await unfollow(ben, maya)
    await follow(ben, maya)
    expect(await texts(maya)).toEqual(['Ben started following you', 'Ben commented on your post'])
  })

  it('refuses an unknown or repeated kind', async () => {
    const maya = await newUser('Maya')
    const unknown = await call('PUT', '/api/notifications/settings', maya, { muted: ['pokes'] })
    expect(unknown.statusCode).toBe(400)
    const twice = await call('PUT', '/api/notifications/settings', maya, {
      muted: ['like', 'like'],
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json()).toMatchObject({ error: 'Each kind may be muted once.' })
    expect(await ok(call('GET', '/api/notifications/settings', maya))).toEqual({ muted: [] })
  })
})

describe('signed out', () => {
  it('answers 401 on every notification route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
      ['GET', '/api/notifications/stream'],
    ] as const) {
      const response = await harness.app.inject({
        method,
        url,
        payload: method === 'POST' ? { up_to_id: 1 } : method === 'PUT' ? { muted: [] } : undefined,
      })
      expect(response.statusCode, url).toBe(401)
    }
  })
})
