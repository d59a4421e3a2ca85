import {
  GROUP_MESSAGES,
  INVITE_COOLDOWN_DAYS,
  inviteDeclinedMessage,
  PENDING_INVITATIONS_PER_PERSON,
  type GroupDetail,
  type GroupSummary,
} from '@platewise/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { groupInvitationDeclines, groupInvitations, groups } from '../../db/schema'
import { tableDigests, changedTables } from '../../test/database-digest'
import { createTestApp, registerUser } from '../../test/test-app'
import { GROUP_LIST_LIMIT, INVITATIONS_LISTED } from './groups.service'

// Issue 24, finding 5: anyone may follow anyone and invite them to any number
// of new private groups. The person invited can decline; whoever sent it then
// cannot invite them again for a while, to any group; invitations wait a few
// at a time; new groups have an hourly limit; and invitations never push a
// person's own groups out of their list (docs/decisions/013-groups.md).

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  // the spam below makes more groups than a person may in an hour; the limit has its own test
  harness = await createTestApp({ GROUP_LIMIT_PER_HOUR: 1_000 })
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>
type Method = 'GET' | 'POST' | 'DELETE'
const DAY_MS = 86_400_000

const call = (method: Method, url: string, as: User, payload?: object) =>
  harness.app.inject({ method, url, headers: as.headers, payload })

async function ok<T>(method: Method, url: string, as: User, payload?: object): Promise<T> {
  const response = await call(method, url, as, payload)
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.statusCode === 204 ? (undefined as T) : response.json()
}

const person = (first_name: string) => registerUser(harness.app, { first_name })

const createGroup = (owner: User, name: string, isPrivate = true) =>
  ok<GroupDetail>('POST', '/api/groups', owner, { name, is_private: isPrivate })

const follow = (follower: User, followee: User) =>
  ok('POST', `/api/social/follow/${followee.user.id}`, follower)

const inviteCall = (from: User, groupId: number, guest: User) =>
  call('POST', `/api/groups/${groupId}/invitations`, from, { user_id: guest.user.id })

const decline = (as: User, groupId: number) =>
  call('DELETE', `/api/groups/${groupId}/invitation`, as)

async function listOf(as: User) {
  return (await ok<{ groups: GroupSummary[] }>('GET', '/api/groups', as)).groups
}

/** A new session for `who`: a jump of the clock past 30 days ends the old one. */
async function signInAgain(who: User): Promise<User> {
  const { email, password } = who.payload
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  })
  expect(response.statusCode, response.body).toBe(200)
  return {
    ...who,
    headers: { authorization: `Bearer ${response.json<{ token: string }>().token}` },
  }
}

describe('declining an invitation', () => {
  it('takes a private group out of the list of the person invited, and closes it to them', async () => {
    const owner = await person('Omar')
    const guest = await person('Gina')
    const group = await createGroup(owner, 'Spam Kitchen')
    await follow(owner, guest)
    expect((await inviteCall(owner, group.id, guest)).statusCode).toBe(201)
    expect((await listOf(guest)).map((shown) => [shown.id, shown.viewer])).toContainEqual([
      group.id,
      'invited',
    ])

    const declined = await decline(guest, group.id)
    expect(declined.statusCode, declined.body).toBe(204)
    expect((await listOf(guest)).map((shown) => shown.id)).not.toContain(group.id)
    for (const response of [
      await call('GET', `/api/groups/${group.id}`, guest),
      await call('POST', `/api/groups/${group.id}/join`, guest),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ error: GROUP_MESSAGES.privateGroup })
    }
    const { users } = await ok<{ users: { id: number; status: string }[] }>(
      'GET',
      `/api/groups/${group.id}/invitations`,
      owner,
    )
    expect(users).toEqual([expect.objectContaining({ id: guest.user.id, status: 'none' })])
  })

  it('leaves a public group in the list as a public group, still open to join', async () => {
    const owner = await person('Omar')
    const guest = await person('Gina')
    const group = await createGroup(owner, 'Open Table', false)
    await follow(owner, guest)
    await ok('POST', `/api/groups/${group.id}/invitations`, owner, { user_id: guest.user.id })
    await ok('DELETE', `/api/groups/${group.id}/invitation`, guest)
    const seen = await ok<GroupDetail>('GET', `/api/groups/${group.id}`, guest)
    expect(seen).toMatchObject({ viewer: 'none', is_member: false })
    expect((await call('POST', `/api/groups/${group.id}/join`, guest)).statusCode).toBe(200)
  })

  it('changes nothing without an invitation, so a retried decline answers 204 again', async () => {
    const owner = await person('Omar')
    const member = await person('Mia')
    const group = await createGroup(owner, 'Regulars', false)
    await ok('POST', `/api/groups/${group.id}/join`, member)
    const before = await tableDigests(harness.db)
    for (const as of [member, owner, member]) {
      expect((await decline(as, group.id)).statusCode).toBe(204)
    }
    expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
    expect((await ok<GroupDetail>('GET', `/api/groups/${group.id}`, member)).viewer).toBe('member')
  })

  it('answers 404 for a group nobody has, and 400 for an id that is not one', async () => {
    const someone = await person('Nora')
    const unknown = await decline(someone, 2_000_000)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: GROUP_MESSAGES.groupNotFound, code: 'NOT_FOUND' })
    const malformed = await call('DELETE', '/api/groups/abc/invitation', someone)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
  })
})

describe('after a decline', () => {
  it(`keeps its sender from inviting that person to any group for ${INVITE_COOLDOWN_DAYS} days`, async () => {
    const declinedAt = Date.parse('2026-11-02T10:00:00Z')
    vi.useFakeTimers({ toFake: ['Date'], now: declinedAt })
    onTestFinished(() => void vi.useRealTimers())
    let spammer = await person('Sid')
    let guest = await person('Gina')
    let friend = await person('Fay')
    const first = await createGroup(spammer, 'Free Protein')
    await follow(spammer, guest)
    expect((await inviteCall(spammer, first.id, guest)).statusCode).toBe(201)
    expect((await decline(guest, first.id)).statusCode).toBe(204)
    const [row] = await harness.db
      .select()
      .from(groupInvitationDeclines)
      .where(eq(groupInvitationDeclines.userId, guest.user.id))
    expect(row).toEqual({
      inviterId: spammer.user.id,
      userId: guest.user.id,
      declinedAt: new Date(declinedAt),
    })

    // the same group, and a new one made to get round it
    const second = await createGroup(spammer, 'Free Protein 2')
    for (const groupId of [first.id, second.id]) {
      const refused = await inviteCall(spammer, groupId, guest)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({
        error: inviteDeclinedMessage(INVITE_COOLDOWN_DAYS),
        code: 'INVITATION_DECLINED',
      })
    }
    expect(inviteDeclinedMessage(INVITE_COOLDOWN_DAYS)).toBe(
      'They declined an invitation from you recently. You can invite them again in 30 days.',
    )
    const invited = await harness.db
      .select()
      .from(groupInvitations)
      .where(eq(groupInvitations.userId, guest.user.id))
    expect(invited).toEqual([])

    // someone else may still invite them
    const friendsGroup = await createGroup(friend, 'Real Friends')
    await follow(friend, guest)
    expect((await inviteCall(friend, friendsGroup.id, guest)).statusCode).toBe(201)

    // a minute before the end, then a minute after; sessions last 30 days, so sign in again
    vi.setSystemTime(declinedAt + INVITE_COOLDOWN_DAYS * DAY_MS - 60_000)
    ;[spammer, guest, friend] = [
      await signInAgain(spammer),
      await signInAgain(guest),
      await signInAgain(friend),
    ]
    const almost = await inviteCall(spammer, second.id, guest)
    expect(almost.statusCode).toBe(409)
    expect(almost.json()).toMatchObject({ error: inviteDeclinedMessage(1) })
    vi.setSystemTime(declinedAt + INVITE_COOLDOWN_DAYS * DAY_MS + 60_000)
    expect((await inviteCall(spammer, second.id, guest)).statusCode).toBe(201)
  })

  it('answers an invitation that still waits as before, whatever was declined since', async () => {
    const owner = await person('Omar')
    const guest = await person('Gina')
    const [one, two] = [await createGroup(owner, 'One'), await createGroup(owner, 'Two')]
    await follow(owner, guest)
    for (const group of [one, two]) {
      expect((await inviteCall(owner, group.id, guest)).statusCode).toBe(201)
    }
    await ok('DELETE', `/api/groups/${one.id}/invitation`, guest)
    const again = await inviteCall(owner, two.id, guest)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toMatchObject({ id: guest.user.id, status: 'invited' })
  })
})

describe('invitations waiting', () => {
  it(`wait at most ${PENDING_INVITATIONS_PER_PERSON} at a time from one person to another`, async () => {
    const owner = await person('Omar')
    const guest = await person('Gina')
    await follow(owner, guest)
    const made: GroupDetail[] = []
    for (let index = 0; index <= PENDING_INVITATIONS_PER_PERSON; index += 1) {
      made.push(await createGroup(owner, `Batch ${index}`))
    }
    for (const group of made.slice(0, PENDING_INVITATIONS_PER_PERSON)) {
      expect((await inviteCall(owner, group.id, guest)).statusCode).toBe(201)
    }
    const extra = made[PENDING_INVITATIONS_PER_PERSON]!
    const refused = await inviteCall(owner, extra.id, guest)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      error: GROUP_MESSAGES.tooManyWaiting,
      code: 'TOO_MANY_INVITATIONS',
    })
    const stored = await harness.db
      .select()
      .from(groupInvitations)
      .where(
        and(eq(groupInvitations.groupId, extra.id), eq(groupInvitations.userId, guest.user.id)),
      )
    expect(stored).toEqual([])

    // answering one (joining uses it up) makes room
    await ok('POST', `/api/groups/${made[0]!.id}/join`, guest)
    expect((await inviteCall(owner, extra.id, guest)).statusCode).toBe(201)
  })
})

describe('a person’s list of groups under invitation spam', () => {
  it('keeps all their own groups when 60 invitations arrive, and shows the newest invitations', async () => {
    const guest = await person('Gina')
    const host = await person('Hal')
    const own = [
      await createGroup(guest, 'My Kitchen'),
      await createGroup(host, 'Hal’s Table', false),
    ]
    await ok('POST', `/api/groups/${own[1]!.id}/join`, guest)
    // 20 accounts, 3 new private groups each, every one an invitation
    const spam: number[] = []
    for (let sender = 0; sender < 20; sender += 1) {
      const spammer = await person(`Spammer${sender}`)
      await follow(spammer, guest)
      for (let index = 0; index < PENDING_INVITATIONS_PER_PERSON; index += 1) {
        const group = await createGroup(spammer, `Win a prize ${sender}.${index}`)
        expect((await inviteCall(spammer, group.id, guest)).statusCode).toBe(201)
        spam.push(group.id)
      }
    }
    expect(spam).toHaveLength(60)

    const listed = await listOf(guest)
    expect(listed.length).toBeLessThanOrEqual(GROUP_LIST_LIMIT)
    const ownIds = own.map((group) => group.id).sort((a, b) => b - a)
    expect(listed.slice(0, 2).map((group) => group.id)).toEqual(ownIds)
    const invitations = listed.filter((group) => group.viewer === 'invited')
    const newest = [...spam].sort((a, b) => b - a).slice(0, INVITATIONS_LISTED)
    expect(invitations.map((group) => group.id)).toEqual(newest)
    expect(listed.slice(2, 2 + INVITATIONS_LISTED)).toEqual(invitations)

    // declining one brings the next newest in
    await ok('DELETE', `/api/groups/${newest[0]}/invitation`, guest)
    const after = (await listOf(guest)).filter((group) => group.viewer === 'invited')
    expect(after.map((group) => group.id)).toEqual(
      [...spam].sort((a, b) => b - a).slice(1, INVITATIONS_LISTED + 1),
    )
  })
})

describe('the hourly limit on new groups', () => {
  it('answers 429 with Retry-After past GROUP_LIMIT_PER_HOUR groups, counting each person apart', async () => {
    const limited = await createTestApp({ GROUP_LIMIT_PER_HOUR: 2 })
    try {
      const create = (as: User, name: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/groups',
          headers: as.headers,
          payload: { name, is_private: true },
        })
      const maker = await registerUser(limited.app)
      const other = await registerUser(limited.app)
      for (const name of ['First', 'Second'])
        expect((await create(maker, name)).statusCode).toBe(201)
      const refused = await create(maker, 'Third')
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({
        error: 'You have made too many groups in the last hour. Please try again later.',
        code: 'TOO_MANY_REQUESTS',
      })
      const made = await limited.db
        .select({ name: groups.name })
        .from(groups)
        .where(eq(groups.createdBy, maker.user.id))
      expect(made.map((group) => group.name).sort()).toEqual(['First', 'Second'])
      expect((await create(other, 'Theirs')).statusCode).toBe(201)
    } finally {
      await limited.close()
    }
  })
})
