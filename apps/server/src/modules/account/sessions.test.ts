import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema'
import { createTestApp, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

async function login(email: string, password: string, userAgent = MAC_CHROME) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  })
  const { token } = response.json<{ token: string }>()
  return { authorization: `Bearer ${token}` }
}

const get = (url: string, headers: Record<string, string>) =>
  harness.app.inject({ method: 'GET', url, headers })

interface Listed {
  id: number
  device: string
  created_at: string
  last_used_at: string | null
  current: boolean
}
const listOf = async (headers: Record<string, string>) =>
  (await get('/api/account/sessions', headers)).json<{ sessions: Listed[] }>().sessions

describe('GET /api/account/sessions', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/api/account/sessions', {})).statusCode).toBe(401)
  })

  it("lists the caller's live sessions with their device and marks this one", async () => {
    const user = await registerUser(harness.app)
    const phone = await login(user.payload.email, user.payload.password, IPHONE_SAFARI)
    const listed = await listOf(phone)
    expect(listed).toHaveLength(2)
    const current = listed.filter((session) => session.current)
    expect(current).toHaveLength(1)
    expect(current[0]!.device).toBe('Safari on iPhone')
    expect(listed.find((session) => !session.current)!.device).toBe('Unknown device')
    expect(Object.keys(listed[0]!).sort()).toEqual(
      ['created_at', 'current', 'device', 'id', 'last_used_at'].sort(),
    )
  })

  it('records the last use at most once a minute', async () => {
    const user = await registerUser(harness.app)
    const [row] = await harness.db.select().from(sessions).where(eq(sessions.userId, user.user.id))
    await listOf(user.headers)
    const [afterFirst] = await harness.db.select().from(sessions).where(eq(sessions.id, row!.id))
    expect(afterFirst!.lastUsedAt).not.toBeNull()
    await listOf(user.headers)
    const [afterSecond] = await harness.db.select().from(sessions).where(eq(sessions.id, row!.id))
    expect(afterSecond!.lastUsedAt).toEqual(afterFirst!.lastUsedAt)
  })

  it("never shows another person's sessions", async () => {
    const alice = await registerUser(harness.app)
    const bob = await registerUser(harness.app)
    const aliceIds = (await listOf(alice.headers)).map((session) => session.id)
    const bobIds = (await listOf(bob.headers)).map((session) => session.id)
    expect(aliceIds.some((id) => bobIds.includes(id))).toBe(false)
  })
})

describe('POST /api/account/sessions/revoke-others', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await registerUser(harness.app)
    const laptop = await login(user.payload.email, user.payload.password)
    const phone = await login(user.payload.email, user.payload.password, IPHONE_SAFARI)
    const other = await registerUser(harness.app)

    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
      headers: phone,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ revoked: 2 })
    expect((await get('/api/profile', laptop)).statusCode).toBe(401)
    expect((await get('/api/profile', user.headers)).statusCode).toBe(401)
    expect((await listOf(phone)).map((session) => session.current)).toEqual([true])
    // nobody else is signed out
    expect((await listOf(other.headers)).length).toBe(1)
  })

  it('needs a signed-in user', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('DELETE /api/account/sessions/:id', () => {
  it('ends one of my sessions', async () => {
    const user = await registerUser(harness.app)
    const laptop = await login(user.payload.email, user.payload.password)
    const laptopId = (await listOf(laptop)).find((session) => session.current)!.id
    const response = await harness.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${laptopId}`,
      headers: user.headers,
    })
    expect(response.statusCode).toBe(204)
    expect((await get('/api/account/sessions', laptop)).statusCode).toBe(401)
    expect((await listOf(user.headers)).map((session) => session.id)).not.toContain(laptopId)
  })

  it("answers 404 for another person's session and leaves it alone", async () => {
    const alice = await registerUser(harness.app)
    const bob = await registerUser(harness.app)
    const bobId = (await listOf(bob.headers))[0]!.id
    const response = await harness.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${bobId}`,
      headers: alice.headers,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await listOf(bob.headers)).length).toBe(1)
  })

  it('answers 400 for an id that is not one', async () => {
    const user = await registerUser(harness.app)
    const response = await harness.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/abc',
      headers: user.headers,
    })
    expect(response.statusCode).toBe(400)
  })
})
