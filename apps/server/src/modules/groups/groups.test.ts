import { GROUP_MESSAGES, type GroupDetail, type GroupSummary } from '@platewise/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, multipartForm, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  // Pat below makes 50 groups; the hourly limit has its own test (invitation-spam.test.ts)
  harness = await createTestApp({ GROUP_LIMIT_PER_HOUR: 1_000 })
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>
type Method = 'GET' | 'POST' | 'DELETE'

const call = (method: Method, url: string, as: User, payload?: object) =>
  harness.app.inject({ method, url, headers: as.headers, payload })

const person = (first_name: string, last_name = 'Tester') =>
  registerUser(harness.app, { first_name, last_name })

async function createGroup(owner: User, body: object): Promise<GroupDetail> {
  const response = await call('POST', '/api/groups', owner, body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

async function ok<T>(method: Method, url: string, as: User, payload?: object): Promise<T> {
  const response = await call(method, url, as, payload)
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.statusCode === 204 ? (undefined as T) : response.json()
}

const follow = (follower: User, followee: User) =>
  ok('POST', `/api/social/follow/${followee.user.id}`, follower)

/** `owner` follows `guest` and invites them. */
async function invite(owner: User, groupId: number, guest: User) {
  await follow(owner, guest)
  return ok('POST', `/api/groups/${groupId}/invitations`, owner, { user_id: guest.user.id })
}

async function listedIds(as: User, among: number[]) {
  const { groups } = await ok<{ groups: GroupSummary[] }>('GET', '/api/groups', as)
  return groups.map((group) => group.id).filter((id) => among.includes(id))
}

const author = (someone: User) => ({
  id: someone.user.id,
  username: someone.payload.username,
  first_name: someone.payload.first_name,
  last_name: someone.payload.last_name,
  profile_picture: null,
})

async function share(as: User, groupId: number, content: string) {
  const form = await multipartForm({ content })
  return harness.app.inject({
    method: 'POST',
    url: `/api/groups/${groupId}/posts`,
    headers: { ...as.headers, ...form.headers },
    payload: form.payload,
  })
}

describe('POST /api/groups', () => {
  it('creates a group whose creator is its owner and only member', async () => {
    const maya = await person('Maya')
    const group = await createGroup(maya, {
      name: '  Sunday Runners  ',
      description: ' Long runs, big breakfasts ',
    })
    expect(group).toEqual({
      id: expect.any(Number),
      name: 'Sunday Runners',
      description: 'Long runs, big breakfasts',
      image: 'group',
      is_private: false,
      created_by: maya.user.id,
      created_at: expect.any(String),
      members_count: 1,
      posts_count: 0,
      members_preview: [author(maya)],
      best_streak: 0,
      viewer: 'owner',
      is_member: true,
      top_streaks: [{ ...author(maya), streak: 0, joined_at: expect.any(String) }],
    })
    expect(await ok('GET', `/api/groups/${group.id}`, maya)).toEqual(group)
  })

  it("makes the group private with 'Make group private', in either spelling", async () => {
    const maya = await person('Maya')
    expect(await createGroup(maya, { name: 'Quiet Kitchen', is_private: true })).toMatchObject({
      is_private: true,
      description: '',
    })
    expect(await createGroup(maya, { name: 'Quiet Kitchen 2', isPrivate: true })).toMatchObject({
      is_private: true,
    })
  })

  it.each([
    [{ name: '   ' }, GROUP_MESSAGES.nameRequired],
    [{ description: 'No name' }, GROUP_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(81) }, GROUP_MESSAGES.nameTooLong],
    [{ name: 'Fine', description: 'x'.repeat(501) }, GROUP_MESSAGES.descriptionTooLong],
    [{ name: 'Fine', is_private: 'yes' }, 'Make group private must be true or false'],
  ])('refuses %j with 400 and the message', async (body, message) => {
    const maya = await person('Maya')
    const response = await call('POST', '/api/groups', maya, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' })
  })

  it('asks for a signed-in user', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/groups',
      payload: { name: 'Anyone' },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /api/groups', () => {
  it("lists the viewer's groups, then their invitations, then public groups, newest first", async () => {
    const lena = await person('Lena')
    const omar = await person('Omar')
    const oldPublic = await createGroup(omar, { name: 'Old Public' })
    const lenasOwn = await createGroup(lena, { name: "Lena's Own" })
    const hidden = await createGroup(omar, { name: 'Hidden', is_private: true })
    const invitedTo = await createGroup(omar, { name: 'Invited To', is_private: true })
    await invite(omar, invitedTo.id, lena)
    const newPublic = await createGroup(omar, { name: 'New Public' })

    const ids = [oldPublic, lenasOwn, hidden, invitedTo, newPublic].map((group) => group.id)
    expect(await listedIds(lena, ids)).toEqual([
      lenasOwn.id,
      invitedTo.id,
      newPublic.id,
      oldPublic.id,
    ])
    const { groups } = await ok<{ groups: GroupSummary[] }>('GET', '/api/groups', lena)
    const byId = new Map(groups.map((group) => [group.id, group]))
    expect(byId.get(invitedTo.id)).toMatchObject({ viewer: 'invited', is_member: false })
    expect(byId.get(lenasOwn.id)).toMatchObject({ viewer: 'owner', is_member: true })
    expect(byId.get(newPublic.id)).toMatchObject({ viewer: 'none', is_member: false })
    // Omar sees his private groups, first, as their owner
    expect(await listedIds(omar, ids)).toEqual([
      newPublic.id,
      invitedTo.id,
      hidden.id,
      oldPublic.id,
      lenasOwn.id,
    ])
  })

  it("shows the first three members, owner first, for the avatar stack and '+N'", async () => {
    const owner = await person('Olga')
    const group = await createGroup(owner, { name: 'Crowded Table' })
    const joiners = [
      await person('Ben'),
      await person('Cara'),
      await person('Dev'),
      await person('Eve'),
    ]
    for (const joiner of joiners) await ok('POST', `/api/groups/${group.id}/join`, joiner)
    const { groups } = await ok<{ groups: GroupSummary[] }>('GET', '/api/groups', owner)
    const card = groups.find((listed) => listed.id === group.id)!
    expect(card.members_count).toBe(5)
    expect(card.members_preview).toEqual([author(owner), author(joiners[0]!), author(joiners[1]!)])
  })
})

describe('joining and leaving a public group', () => {
  it('joins once however often asked, and leaves, moving the member count', async () => {
    const owner = await person('Olga')
    const sam = await person('Sam')
    const group = await createGroup(owner, { name: 'Green Smoothies' })

    const joined = await ok<GroupDetail>('POST', `/api/groups/${group.id}/join`, sam)
    expect(joined).toMatchObject({ viewer: 'member', is_member: true, members_count: 2 })
    expect(joined.members_preview.map((member) => member.id)).toEqual([owner.user.id, sam.user.id])
    const again = await ok<GroupDetail>('POST', `/api/groups/${group.id}/join`, sam)
    expect(again.members_count).toBe(2)

    const left = await call('DELETE', `/api/groups/${group.id}/join`, sam)
    expect(left.statusCode).toBe(204)
    const afterLeaving = await ok<GroupDetail>('GET', `/api/groups/${group.id}`, sam)
    expect(afterLeaving).toMatchObject({ viewer: 'none', is_member: false, members_count: 1 })
    // leaving a group one is not in changes nothing
    expect((await call('DELETE', `/api/groups/${group.id}/join`, sam)).statusCode).toBe(204)
    expect((await ok<GroupDetail>('GET', `/api/groups/${group.id}`, owner)).members_count).toBe(1)
  })

  it('keeps the creator in their group', async () => {
    const owner = await person('Olga')
    const group = await createGroup(owner, { name: 'Keepers' })
    const response = await call('DELETE', `/api/groups/${group.id}/join`, owner)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: GROUP_MESSAGES.ownerCannotLeave,
      code: 'OWNER_CANNOT_LEAVE',
    })
    expect((await ok<GroupDetail>('GET', `/api/groups/${group.id}`, owner)).members_count).toBe(1)
  })
})

describe('a private group', () => {
  let owner: User
  let outsider: User
  let group: GroupDetail
  let postId: number
  beforeAll(async () => {
    owner = await person('Priya')
    outsider = await person('Otto')
    group = await createGroup(owner, {
      name: 'Midnight Bakers',
      description: 'Sourdough secrets',
      is_private: true,
    })
    const posted = await share(owner, group.id, 'Starter is bubbling')
    expect(posted.statusCode, posted.body).toBe(201)
    postId = posted.json<{ id: number }>().id
  })

  it('answers 403 to everyone neither in it nor invited, whatever they ask', async () => {
    const asked = [
      call('GET', `/api/groups/${group.id}`, outsider),
      call('GET', `/api/groups/${group.id}/posts`, outsider),
      share(outsider, group.id, 'Let me in'),
      call('POST', `/api/groups/${group.id}/posts/${postId}/like`, outsider),
      call('DELETE', `/api/groups/${group.id}/posts/${postId}`, outsider),
      call('GET', `/api/groups/${group.id}/invitations`, outsider),
      call('POST', `/api/groups/${group.id}/invitations`, outsider, { user_id: owner.user.id }),
      call('POST', `/api/groups/${group.id}/join`, outsider),
    ]
    for (const response of await Promise.all(asked)) {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: GROUP_MESSAGES.privateGroup, code: 'FORBIDDEN' })
    }
    const detail = await ok<GroupDetail>('GET', `/api/groups/${group.id}`, owner)
    expect(detail).toMatchObject({ members_count: 1, posts_count: 1 })
  })

  it('is not listed, nor found by search, for them', async () => {
    expect(await listedIds(outsider, [group.id])).toEqual([])
    for (const path of ['search', 'search/groups']) {
      const found = await ok<{ groups: unknown[] }>(
        'GET',
        `/api/social/${path}?q=midnight%20bakers`,
        outsider,
      )
      expect(found.groups).toEqual([])
    }
    const asOwner = await ok<{ groups: unknown[] }>(
      'GET',
      '/api/social/search/groups?q=sourdough',
      owner,
    )
    expect(asOwner.groups).toEqual([expect.objectContaining({ id: group.id, is_member: true })])
  })

  it('shows itself to the people invited, who can join it and then read its posts', async () => {
    const guest = await person('Gita')
    await invite(owner, group.id, guest)

    const seen = await ok<GroupDetail>('GET', `/api/groups/${group.id}`, guest)
    expect(seen).toMatchObject({ name: 'Midnight Bakers', viewer: 'invited', is_member: false })
    expect(await listedIds(guest, [group.id])).toEqual([group.id])
    const found = await ok<{ groups: unknown[] }>(
      'GET',
      '/api/social/search/groups?q=midnight',
      guest,
    )
    expect(found.groups).toEqual([expect.objectContaining({ id: group.id, is_member: false })])
    const posts = await call('GET', `/api/groups/${group.id}/posts`, guest)
    expect(posts.statusCode).toBe(403)
    expect(posts.json()).toMatchObject({ error: GROUP_MESSAGES.membersOnly })

    const joined = await ok<GroupDetail>('POST', `/api/groups/${group.id}/join`, guest)
    expect(joined).toMatchObject({ viewer: 'member', is_member: true, members_count: 2 })
    const page = await ok<{ posts: { content: string }[] }>(
      'GET',
      `/api/groups/${group.id}/posts`,
      guest,
    )
    expect(page.posts.map((post) => post.content)).toEqual(['Starter is bubbling'])

    // the invitation was used up: after leaving, the group is closed again
    await ok('DELETE', `/api/groups/${group.id}/join`, guest)
    expect((await call('GET', `/api/groups/${group.id}`, guest)).statusCode).toBe(403)
    expect((await call('POST', `/api/groups/${group.id}/join`, guest)).statusCode).toBe(403)
  })
})

describe('invitations', () => {
  let owner: User
  let group: GroupDetail
  let member: User
  let invited: User
  let stranger: User
  beforeAll(async () => {
    owner = await person('Iris', 'Owner')
    member = await person('Ana', 'Member')
    invited = await person('Cleo', 'Invited')
    stranger = await person('Zed', 'Stranger')
    group = await createGroup(owner, { name: 'Batch Cooks' })
    await ok('POST', `/api/groups/${group.id}/join`, member)
    await follow(owner, member)
    await invite(owner, group.id, invited)
  })

  it('lists the people the viewer follows, by name, each as member, invited or not yet', async () => {
    const bea = await person('Bea', 'Followed')
    await follow(owner, bea)
    const { users } = await ok<{ users: unknown[] }>(
      'GET',
      `/api/groups/${group.id}/invitations`,
      owner,
    )
    expect(users).toEqual([
      { ...author(member), status: 'member' },
      { ...author(bea), status: 'none' },
      { ...author(invited), status: 'invited' },
    ])
  })

  it('invites only people the viewer follows', async () => {
    const response = await call('POST', `/api/groups/${group.id}/invitations`, owner, {
      user_id: stranger.user.id,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: GROUP_MESSAGES.inviteNotFollowed })
    const nobody = await call('POST', `/api/groups/${group.id}/invitations`, owner, {
      user_id: 2_000_000,
    })
    expect(nobody.statusCode).toBe(400)
  })

  it('answers 409 for a member and the same invitation when asked twice', async () => {
    const again = await call('POST', `/api/groups/${group.id}/invitations`, owner, {
      user_id: invited.user.id,
    })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual({ ...author(invited), status: 'invited' })
    const memberInvited = await call('POST', `/api/groups/${group.id}/invitations`, owner, {
      user_id: member.user.id,
    })
    expect(memberInvited.statusCode).toBe(409)
    expect(memberInvited.json()).toEqual({
      error: GROUP_MESSAGES.alreadyMember,
      code: 'ALREADY_MEMBER',
    })
  })

  it('lets members invite, and nobody else', async () => {
    await follow(stranger, owner)
    for (const response of [
      await call('GET', `/api/groups/${group.id}/invitations`, stranger),
      await call('POST', `/api/groups/${group.id}/invitations`, stranger, {
        user_id: owner.user.id,
      }),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ error: GROUP_MESSAGES.inviteMembersOnly })
    }
    await follow(member, stranger)
    const byMember = await call('POST', `/api/groups/${group.id}/invitations`, member, {
      user_id: stranger.user.id,
    })
    expect(byMember.statusCode).toBe(201)
  })

  it.each([
    [{}, 'Please choose a person to invite'],
    [{ user_id: 'seven' }, 'Please choose a person to invite'],
    [{ user_id: -1 }, 'Please choose a person to invite'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await call('POST', `/api/groups/${group.id}/invitations`, owner, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' })
  })
})

describe('ids that do not name a group', () => {
  const unknown = 2_000_000
  it.each([
    ['GET', `/api/groups/${unknown}`],
    ['POST', `/api/groups/${unknown}/join`],
    ['DELETE', `/api/groups/${unknown}/join`],
    ['GET', `/api/groups/${unknown}/posts`],
    ['POST', `/api/groups/${unknown}/posts/1/like`],
    ['DELETE', `/api/groups/${unknown}/posts/1`],
    ['GET', `/api/groups/${unknown}/invitations`],
    ['DELETE', `/api/groups/${unknown}/invitation`],
  ] as const)('%s %s answers 404', async (method, url) => {
    const someone = await person('Nora')
    const response = await call(method, url, someone)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: GROUP_MESSAGES.groupNotFound, code: 'NOT_FOUND' })
  })

  it.each([
    ['GET', '/api/groups/abc'],
    ['GET', '/api/groups/0'],
    ['POST', '/api/groups/1.5/join'],
    ['GET', '/api/groups/99999999999'],
    ['POST', '/api/groups/1/posts/x/like'],
    ['GET', '/api/groups?today=2026-02-30'],
  ] as const)('%s %s answers 400', async (method, url) => {
    const someone = await person('Nora')
    const response = await call(method, url, someone)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
  })
})

describe('the length of the list of groups', () => {
  it('shows at most 50 groups, the viewer’s own first', async () => {
    const busy = await person('Bo')
    const mine = await createGroup(busy, { name: 'First of many' })
    const other = await person('Pat')
    for (let index = 0; index < 50; index += 1) {
      await createGroup(other, { name: `Public ${index}` })
    }
    const { groups } = await ok<{ groups: GroupSummary[] }>('GET', '/api/groups', busy)
    expect(groups).toHaveLength(50)
    expect(groups[0]!.id).toBe(mine.id)
  })
})
