import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../db/schema'
import { createTestApp, postForm, registerUser, type FormFile } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
let uploadsDir: string
beforeAll(async () => {
  harness = await createTestApp()
  uploadsDir = path.join(harness.config.DATA_DIR, 'uploads')
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

async function ok<T = { id: number }>(method: Method, url: string, as: User, payload?: object) {
  const response = await harness.app.inject({ method, url, headers: as.headers, payload })
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300)
  return (response.body ? response.json() : null) as T
}

const send = <T = { id: number }>(
  url: string,
  as: User,
  fields: Record<string, string | FormFile>,
) => postForm<T>(harness.app, url, as.headers, fields)

const photo = async (): Promise<FormFile> => ({
  bytes: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f9e44' } })
    .jpeg()
    .toBuffer(),
  filename: 'lunch.jpg',
  contentType: 'image/jpeg',
})

const storedFiles = () => new Set(fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : [])
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

const deleteAccount = (as: User, payload: object) =>
  harness.app.inject({ method: 'DELETE', url: '/api/account', headers: as.headers, payload })

const confirmed = (as: User) => ({ password: as.payload.password, confirmation: 'DELETE' })

/**
 * Dana, who is about to leave, with a bit of everything, tangled with Ali and
 * Bea: follows both ways, likes and comments on their posts, groups she owns
 * (one with Ali in it, one alone), a group of Bea's she joined, an invitation.
 */
async function danaAndFriends() {
  const [dana, ali, bea] = [
    await registerUser(harness.app),
    await registerUser(harness.app),
    await registerUser(harness.app),
  ]
  await ok('POST', '/api/profile/create', dana, { daily_calories: 2000, daily_protein: 120 })
  const meal = await ok('POST', '/api/meals', dana, {
    meal_date: '2026-11-20',
    meal_type: 'lunch',
    description: 'Chicken salad',
    calories: 520,
    protein: 42,
    carbs: 18,
    fat: 30,
    fiber: 6,
    sugar: 7.5,
    sodium: 840.2,
  })
  await ok('POST', '/api/favorites/from-meal', dana, { mealId: meal.id })
  await ok('POST', '/api/weights', dana, { date: '2026-11-20', weight: 150 })
  const avatar = await send<{ profile_picture: string }>('/api/social/profile/avatar', dana, {
    image: await photo(),
  })
  const danaPost = await send<{ id: number; image_url: string }>('/api/social/posts', dana, {
    content: 'My lunch',
    image: await photo(),
  })
  const aliPost = await send<{ id: number; image_url: string }>('/api/social/posts', ali, {
    content: 'Ali lunch',
    image: await photo(),
  })
  await ok('POST', `/api/social/posts/${aliPost.id}/like`, dana)
  await ok('POST', `/api/social/posts/${aliPost.id}/like`, bea)
  await ok('POST', `/api/social/posts/${aliPost.id}/favorite`, dana)
  await ok('POST', `/api/social/posts/${aliPost.id}/comments`, dana, { content: 'Looks good' })
  await ok('POST', `/api/social/posts/${aliPost.id}/comments`, dana, { content: 'Recipe?' })
  await ok('POST', `/api/social/posts/${aliPost.id}/comments`, bea, { content: 'Yum' })
  await ok('POST', `/api/social/posts/${danaPost.id}/like`, ali)
  await ok('POST', `/api/social/posts/${danaPost.id}/comments`, ali, { content: 'Nice' })
  await ok('POST', `/api/social/follow/${dana.user.id}`, ali)
  await ok('POST', `/api/social/follow/${bea.user.id}`, dana)
  await ok('POST', `/api/social/follow/${bea.user.id}`, ali)

  const shared = await ok('POST', '/api/groups', dana, { name: 'Lunch club' })
  await ok('POST', `/api/groups/${shared.id}/join`, ali)
  const danaGroupPost = await send<{ id: number; image_url: string }>(
    `/api/groups/${shared.id}/posts`,
    dana,
    { content: 'Salad day', image: await photo() },
  )
  const aliGroupPost = await send(`/api/groups/${shared.id}/posts`, ali, { content: 'Soup day' })
  await ok('POST', `/api/groups/${shared.id}/posts/${aliGroupPost.id}/like`, dana)
  await ok('POST', `/api/groups/${shared.id}/posts/${danaGroupPost.id}/like`, ali)
  const alone = await ok('POST', '/api/groups', dana, { name: 'Just me' })
  const aloneGroupPost = await send<{ image_url: string }>(`/api/groups/${alone.id}/posts`, dana, {
    content: 'Note to self',
    image: await photo(),
  })
  const beas = await ok('POST', '/api/groups', bea, { name: 'Bea runs' })
  await ok('POST', `/api/groups/${beas.id}/join`, dana)
  await send(`/api/groups/${beas.id}/posts`, dana, { content: 'Ran 5k' })
  const beasPrivate = await ok('POST', '/api/groups', bea, { name: 'Bea family', is_private: true })
  await ok('POST', `/api/social/follow/${dana.user.id}`, bea)
  await ok('POST', `/api/groups/${beasPrivate.id}/invitations`, bea, { user_id: dana.user.id })
  const danas = await ok('POST', '/api/groups', dana, {
    name: 'Dana team',
    is_private: true,
  })
  // declined invitations, both ways: Ali declines Dana's, Dana declines Bea's
  await ok('POST', `/api/social/follow/${ali.user.id}`, dana)
  await ok('POST', `/api/groups/${danas.id}/invitations`, dana, { user_id: ali.user.id })
  await ok('DELETE', `/api/groups/${danas.id}/invitation`, ali)
  const beasOther = await ok('POST', '/api/groups', bea, {
    name: 'Bea book club',
    is_private: true,
  })
  await ok('POST', `/api/groups/${beasOther.id}/invitations`, bea, { user_id: dana.user.id })
  await ok('DELETE', `/api/groups/${beasOther.id}/invitation`, dana)

  return {
    dana,
    ali,
    bea,
    groups: { shared: shared.id, alone: alone.id, beas: beas.id },
    danaFiles: [
      avatar.profile_picture,
      danaPost.image_url,
      danaGroupPost.image_url,
      aloneGroupPost.image_url,
    ].map(fileOf),
    aliFiles: [aliPost.image_url].map(fileOf),
  }
}

/**
 * Rows of every table that name the user: the user's own row, and every column
 * with a foreign key to users (found from the schema, so a new one is covered).
 */
async function rowsNaming(userId: number) {
  const counts: Record<string, number> = {}
  for (const table of Object.values(schema)) {
    if (!isTable(table)) continue
    const userColumns = getTableConfig(table).foreignKeys.flatMap((key) => {
      const reference = key.reference()
      return reference.foreignTable === schema.users ? reference.columns : []
    })
    const columns = table === schema.users ? [schema.users.id, ...userColumns] : userColumns
    for (const column of columns) {
      const [row] = await harness.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(sql`${column} = ${userId}`)
      if (row!.n > 0) counts[`${tableName(table)}.${column.name}`] = row!.n
    }
  }
  return counts
}

const isTable = (value: unknown): value is PgTable =>
  typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value
const tableName = (table: PgTable) =>
  (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')]

/** Every counter that disagrees with the rows it counts, anywhere in the database. */
async function wrongCounters() {
  const result = await harness.db.execute(sql`
    select 'user followers' as what, id from users u
      where followers_count <> (select count(*) from follows where followee_id = u.id)
    union all select 'user following', id from users u
      where following_count <> (select count(*) from follows where follower_id = u.id)
    union all select 'user posts', id from users u
      where posts_count <> (select count(*) from posts where user_id = u.id and group_id is null)
    union all select 'post likes', id from posts p
      where likes_count <> (select count(*) from post_likes where post_id = p.id)
    union all select 'post comments', id from posts p
      where comments_count <> (select count(*) from comments where post_id = p.id)
    union all select 'group members', id from groups g
      where members_count <> (select count(*) from group_members where group_id = g.id)
    union all select 'group posts', id from groups g
      where posts_count <> (select count(*) from posts where group_id = g.id)`)
  // both drivers answer { rows }
  return (result as unknown as { rows: { what: string; id: number }[] }).rows
}

describe('DELETE /api/account', () => {
  it('deletes every row and image of the account and corrects everyone else’s counters', async () => {
    const world = await danaAndFriends()
    expect(await wrongCounters()).toEqual([])
    const named = await rowsNaming(world.dana.user.id)
    expect(Object.keys(named).length).toBeGreaterThan(10)
    expect(named).toMatchObject({
      'group_invitation_declines.user_id': 1,
      'group_invitation_declines.inviter_id': 1,
      'weights.user_id': 1,
    })
    for (const file of [...world.danaFiles, ...world.aliFiles])
      expect(storedFiles()).toContain(file)

    const response = await deleteAccount(world.dana, confirmed(world.dana))
    expect(response.statusCode, response.body).toBe(204)

    expect(await rowsNaming(world.dana.user.id)).toEqual({})
    expect(await wrongCounters()).toEqual([])
    const files = storedFiles()
    for (const file of world.danaFiles) expect(files).not.toContain(file)
    for (const file of world.aliFiles) expect(files).toContain(file)

    // the group with Ali in it is now Ali's; the one Dana was alone in is gone
    const shared = await ok<{ members_count: number; created_by: number | null }>(
      'GET',
      `/api/groups/${world.groups.shared}`,
      world.ali,
    )
    expect(shared).toMatchObject({ members_count: 1, created_by: world.ali.user.id })
    const alone = await harness.app.inject({
      method: 'GET',
      url: `/api/groups/${world.groups.alone}`,
      headers: world.ali.headers,
    })
    expect(alone.statusCode).toBe(404)
  })

  // Issue 24: a picture could name anyone's upload, and deleting the account
  // then removed the photo from under the other person's post. Such rows may
  // remain from before pictures were checked; nothing they point at may go.
  it('leaves another person’s photo and picture that the account’s picture rows pointed at', async () => {
    const [dana, ali, bea] = [
      await registerUser(harness.app),
      await registerUser(harness.app),
      await registerUser(harness.app),
    ]
    await ok('POST', '/api/profile/create', dana, { daily_calories: 2000, daily_protein: 120 })
    const aliPost = await send<{ id: number; image_url: string }>('/api/social/posts', ali, {
      content: 'Ali lunch',
      image: await photo(),
    })
    const beaPicture = await send<{ profile_picture: string }>('/api/social/profile/avatar', bea, {
      image: await photo(),
    })
    const danaPost = await send<{ image_url: string }>('/api/social/posts', dana, {
      content: 'Dana lunch',
      image: await photo(),
    })
    // her rows as the old PUT left them: the account's picture is Ali's photo, the profile's Bea's
    await harness.db
      .update(schema.users)
      .set({ profilePicture: aliPost.image_url })
      .where(eq(schema.users.id, dana.user.id))
    await harness.db
      .update(schema.profiles)
      .set({ profilePicture: beaPicture.profile_picture })
      .where(eq(schema.profiles.userId, dana.user.id))

    expect((await deleteAccount(dana, confirmed(dana))).statusCode).toBe(204)

    const files = storedFiles()
    expect(files).toContain(fileOf(aliPost.image_url))
    expect(files).toContain(fileOf(beaPicture.profile_picture))
    expect(files).not.toContain(fileOf(danaPost.image_url))
    const post = await ok<{ image_url: string }>('GET', `/api/social/posts/${aliPost.id}`, ali)
    for (const address of [post.image_url, beaPicture.profile_picture]) {
      const served = await harness.app.inject({ method: 'GET', url: address })
      expect(served.statusCode, address).toBe(200)
    }
  })

  it('ends the session, and the email can register again', async () => {
    const dana = await registerUser(harness.app)
    expect((await deleteAccount(dana, confirmed(dana))).statusCode).toBe(204)
    const after = await harness.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: dana.headers,
    })
    expect(after.statusCode).toBe(401)
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: dana.payload.email, password: dana.payload.password },
    })
    expect(login.statusCode).toBe(401)
    const again = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: dana.payload,
    })
    expect(again.statusCode).toBe(201)
  })

  it.each([
    ['a wrong password', { password: 'not-it', confirmation: 'DELETE' }, 'INVALID_CREDENTIALS'],
    ['no typed confirmation', { confirmation: 'delete' }, 'VALIDATION_ERROR'],
  ])('refuses %s and changes nothing', async (_, body, code) => {
    const dana = await registerUser(harness.app)
    const before = await rowsNaming(dana.user.id)
    const response = await deleteAccount(dana, { password: dana.payload.password, ...body })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(code)
    expect(await rowsNaming(dana.user.id)).toEqual(before)
  })

  it('needs a signed-in user', async () => {
    const response = await harness.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'whatever', confirmation: 'DELETE' },
    })
    expect(response.statusCode).toBe(401)
  })
})
