import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, multipartForm, registerUser } from '../../test/test-app'

const EXPORTS_PER_HOUR = 4

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({ EXPORT_LIMIT_PER_HOUR: EXPORTS_PER_HOUR })
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>

async function ok<T = { id: number }>(method: 'POST', url: string, as: User, payload?: object) {
  const response = await harness.app.inject({ method, url, headers: as.headers, payload })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.json<T>()
}

const meal = (description: string, meal_date = '2026-11-20') => ({
  meal_date,
  meal_type: 'lunch',
  description,
  calories: 520,
  protein: 42,
  carbs: 18,
  fat: 30,
  fiber: 6,
  sugar: 7.5,
  sodium: 840.2,
})

async function share(as: User, content: string) {
  const form = await multipartForm({ content })
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/social/posts',
    headers: { ...as.headers, ...form.headers },
    payload: form.payload,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number }>()
}

const get = (url: string, as?: User) =>
  harness.app.inject({ method: 'GET', url, headers: as?.headers ?? {} })

describe('GET /api/account/export', () => {
  it('answers everything of the caller as a JSON download, and nobody else’s', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    await ok('POST', '/api/profile/create', maya, { daily_calories: 2000, daily_protein: 120 })
    const logged = await ok('POST', '/api/meals', maya, meal('Chicken salad'))
    await ok('POST', '/api/meals', sam, meal('Not Maya’s'))
    await ok('POST', '/api/weights', maya, { date: '2026-11-21', weight: 151.5 })
    await ok('POST', '/api/weights', maya, { date: '2026-11-20', weight: 152 })
    await ok('POST', '/api/weights', sam, { date: '2026-11-20', weight: 190 })
    await ok('POST', '/api/favorites/from-meal', maya, { mealId: logged.id })
    const samPost = await share(sam, 'Sam here')
    await ok('POST', `/api/social/posts/${samPost.id}/like`, maya)
    await ok('POST', `/api/social/posts/${samPost.id}/favorite`, maya)
    await ok('POST', `/api/social/posts/${samPost.id}/comments`, maya, { content: 'Hi Sam' })
    await share(maya, 'Maya here')
    await ok('POST', `/api/social/follow/${sam.user.id}`, maya)
    await ok('POST', `/api/social/follow/${maya.user.id}`, sam)
    await ok('POST', '/api/groups', maya, { name: 'Lunch club' })

    const response = await get('/api/account/export', maya)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="platewise-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = response.json()
    expect(data.user).toMatchObject({ id: maya.user.id, email: maya.payload.email })
    expect(data.user).not.toHaveProperty('password_hash')
    expect(data.profile).toMatchObject({ daily_calories: 2000, daily_protein: 120 })
    expect(data.meals.map((row: { description: string }) => row.description)).toEqual([
      'Chicken salad',
    ])
    expect(data.saved_meals).toHaveLength(1)
    expect(data.weights).toEqual([
      expect.objectContaining({ weighed_on: '2026-11-20', weight: 152 }),
      expect.objectContaining({ weighed_on: '2026-11-21', weight: 151.5 }),
    ])
    expect(data.posts.map((row: { content: string }) => row.content)).toEqual(['Maya here'])
    expect(data.comments.map((row: { content: string }) => row.content)).toEqual(['Hi Sam'])
    expect(data.likes).toEqual([expect.objectContaining({ post_id: samPost.id })])
    expect(data.bookmarks).toEqual([expect.objectContaining({ post_id: samPost.id })])
    expect(data.following).toEqual([expect.objectContaining({ user_id: sam.user.id })])
    expect(data.followers).toEqual([expect.objectContaining({ user_id: sam.user.id })])
    expect(data.groups).toEqual([expect.objectContaining({ name: 'Lunch club', role: 'owner' })])
    expect(JSON.stringify(data)).not.toContain('token_hash')
  })

  // Issue 24: the export left out group-post likes, invitations and sessions
  it('holds the group posts the caller liked, the invitations sent and received, and the sessions', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    await ok('POST', `/api/social/follow/${sam.user.id}`, maya)
    await ok('POST', `/api/social/follow/${maya.user.id}`, sam)
    const lunch = await ok('POST', '/api/groups', maya, { name: 'Lunch club', is_private: true })
    const runners = await ok('POST', '/api/groups', sam, { name: 'Runners', is_private: true })
    await ok('POST', `/api/groups/${lunch.id}/invitations`, maya, { user_id: sam.user.id })
    await ok('POST', `/api/groups/${runners.id}/invitations`, sam, { user_id: maya.user.id })
    const form = await multipartForm({ content: 'Soup on Friday?' })
    const posted = await harness.app.inject({
      method: 'POST',
      url: `/api/groups/${lunch.id}/posts`,
      headers: { ...maya.headers, ...form.headers },
      payload: form.payload,
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const groupPost = posted.json<{ id: number }>()
    await ok('POST', `/api/groups/${lunch.id}/posts/${groupPost.id}/like`, maya)
    // a second session, from another device
    const phone = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      },
      payload: { email: maya.payload.email, password: maya.payload.password },
    })
    expect(phone.statusCode, phone.body).toBe(200)
    const phoneToken = phone.json<{ token: string }>().token

    const response = await get('/api/account/export', maya)
    expect(response.statusCode).toBe(200)
    const data = response.json()
    // a group post is a post with its group, its likes are likes (decision 034)
    expect(data.posts).toEqual([
      expect.objectContaining({ id: groupPost.id, group_id: lunch.id, content: 'Soup on Friday?' }),
    ])
    expect(data.likes).toEqual([
      expect.objectContaining({ post_id: groupPost.id, user_id: maya.user.id }),
    ])
    expect(data.invitations_sent).toEqual([
      expect.objectContaining({
        group_id: lunch.id,
        group_name: 'Lunch club',
        user_id: sam.user.id,
        username: sam.payload.username.toLowerCase(),
      }),
    ])
    expect(data.invitations_received).toEqual([
      expect.objectContaining({
        group_id: runners.id,
        group_name: 'Runners',
        invited_by: sam.user.id,
        invited_by_username: sam.payload.username.toLowerCase(),
      }),
    ])
    expect(data.sessions).toHaveLength(2)
    expect(data.sessions.map((row: { device_label: string }) => row.device_label)).toContain(
      'Safari on iPhone',
    )
    for (const session of data.sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'created_at',
        'device_label',
        'expires_at',
        'id',
        'last_used_at',
        'revoked_at',
      ])
    }
    // neither a token nor its hash: the export may travel further than the account
    const text = JSON.stringify(data)
    for (const token of [maya.token, phoneToken]) {
      expect(text).not.toContain(token)
      expect(text).not.toContain(createHash('sha256').update(token).digest('hex'))
    }
    // and nobody else's: Sam's own likes, invitations and sessions stay out
    const samsData = (await get('/api/account/export', sam)).json()
    expect(samsData.likes).toEqual([])
    expect(samsData.posts).toEqual([])
    expect(samsData.sessions).toHaveLength(1)
  })

  it('holds the invitations the caller declined, and not who declined theirs', async () => {
    const maya = await registerUser(harness.app)
    const sam = await registerUser(harness.app)
    await ok('POST', `/api/social/follow/${sam.user.id}`, maya)
    const lunch = await ok('POST', '/api/groups', maya, { name: 'Lunch club', is_private: true })
    await ok('POST', `/api/groups/${lunch.id}/invitations`, maya, { user_id: sam.user.id })
    const declined = await harness.app.inject({
      method: 'DELETE',
      url: `/api/groups/${lunch.id}/invitation`,
      headers: sam.headers,
    })
    expect(declined.statusCode, declined.body).toBe(204)

    const samsData = (await get('/api/account/export', sam)).json()
    expect(samsData.invitations_declined).toEqual([
      {
        inviter_id: maya.user.id,
        inviter_username: maya.payload.username.toLowerCase(),
        declined_at: expect.any(String),
      },
    ])
    expect(samsData.invitations_received).toEqual([])
    // that Sam declined is Sam's to export; Maya learns it only when she invites again
    const mayasData = (await get('/api/account/export', maya)).json()
    expect(mayasData.invitations_declined).toEqual([])
    expect(JSON.stringify(mayasData)).not.toContain('declined_at')
  })

  it('needs a signed-in user', async () => {
    expect((await get('/api/account/export')).statusCode).toBe(401)
  })
})

describe('GET /api/account/export/meals.csv', () => {
  it('answers the meals as CSV with formulas disarmed', async () => {
    const maya = await registerUser(harness.app)
    await ok(
      'POST',
      '/api/meals',
      maya,
      meal('=HYPERLINK("http://evil.example","x")', '2026-11-21'),
    )
    await ok('POST', '/api/meals', maya, meal('Eggs, toast', '2026-11-20'))
    const response = await get('/api/account/export/meals.csv', maya)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/filename="platewise-meals-.*\.csv"/)
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'date,meal_type,description,calories,protein_g,carbs_g,fat_g,fiber_g,sugar_g,sodium_mg,logged_at',
    )
    expect(lines[1]).toMatch(/^2026-11-20,lunch,"Eggs, toast",520,42,18,30,6,7.5,840.2,/)
    expect(lines[2]).toMatch(/^2026-11-21,lunch,"'=HYPERLINK\(""http:\/\/evil.example"",""x""\)",/)
  })

  it('limits exports per user per hour', async () => {
    const maya = await registerUser(harness.app)
    for (let i = 0; i < EXPORTS_PER_HOUR; i += 1) {
      expect((await get('/api/account/export', maya)).statusCode).toBe(200)
    }
    const limited = await get('/api/account/export', maya)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // another person has their own count
    const sam = await registerUser(harness.app)
    expect((await get('/api/account/export', sam)).statusCode).toBe(200)
  })
})
