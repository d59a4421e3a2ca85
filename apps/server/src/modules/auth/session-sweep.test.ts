import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResetTokens, sessions } from '../../db/schema'
import { createTestApp, registerUser } from '../../test/test-app'
import { createAuthService } from './auth.service'
import { startSessionSweep } from './session-sweep'
import { hashToken, newToken } from './tokens'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

const DAY = 24 * 60 * 60 * 1000

/** A user with one expired, one revoked and one live session besides the one registering gave. */
async function userWithOldSessions() {
  const { user, token } = await registerUser(harness.app)
  const row = (values: Partial<typeof sessions.$inferInsert>) => ({
    userId: user.id,
    tokenHash: hashToken(newToken()),
    expiresAt: new Date(Date.now() + DAY),
    ...values,
  })
  const [expired, revoked, live] = await harness.db
    .insert(sessions)
    .values([
      row({ expiresAt: new Date(Date.now() - DAY) }),
      row({ revokedAt: new Date(Date.now() - 1000) }),
      row({}),
    ])
    .returning({ id: sessions.id })
  return { user, token, expired: expired!.id, revoked: revoked!.id, live: live!.id }
}

const sessionIdsOf = async (userId: number) =>
  (await harness.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)))
    .map((session) => session.id)
    .sort((a, b) => a - b)

describe('the session sweep', () => {
  it('deletes reset links past their hour and keeps live ones', async () => {
    const { user } = await registerUser(harness.app)
    const link = (expiresAt: Date) => ({
      userId: user.id,
      tokenHash: hashToken(newToken()),
      expiresAt,
    })
    await harness.db
      .insert(passwordResetTokens)
      .values([link(new Date(Date.now() - 1000)), link(new Date(Date.now() + 60 * 60 * 1000))])
    await createAuthService(harness.db).sweepSessions()
    const left = await harness.db
      .select({ expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id))
    expect(left).toHaveLength(1)
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now())
  })

  it('deletes expired and revoked sessions and keeps live ones', async () => {
    const a = await userWithOldSessions()
    const before = await sessionIdsOf(a.user.id)
    expect(before).toHaveLength(4)

    const sweep = startSessionSweep(createAuthService(harness.db), {
      firstAfterMs: 0,
      everyMs: 60_000,
    })
    await sweep.nextRun()
    await sweep.stop()

    const after = await sessionIdsOf(a.user.id)
    expect(after).not.toContain(a.expired)
    expect(after).not.toContain(a.revoked)
    expect(after).toContain(a.live)
    expect(after).toHaveLength(2)
    // the session registering gave still signs the user in
    const profile = await harness.app.inject({
      method: 'GET',
      url: '/api/profile/health',
      headers: { authorization: `Bearer ${a.token}` },
    })
    expect(profile.statusCode).toBe(200)
  })

  it('deletes a session revoked by logging out', async () => {
    const { user, headers } = await registerUser(harness.app)
    await harness.app.inject({ method: 'POST', url: '/api/auth/logout', headers })
    expect(await sessionIdsOf(user.id)).toHaveLength(1)
    expect(await createAuthService(harness.db).sweepSessions()).toBeGreaterThanOrEqual(1)
    expect(await sessionIdsOf(user.id)).toHaveLength(0)
  })
})

describe('POST /api/auth/login', () => {
  it("clears the user's own expired and revoked sessions", async () => {
    const a = await userWithOldSessions()
    const email = (await harness.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.id, a.user.id),
    }))!.email
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'analytical-engine' },
    })
    expect(response.statusCode).toBe(200)
    const after = await sessionIdsOf(a.user.id)
    expect(after).not.toContain(a.expired)
    expect(after).not.toContain(a.revoked)
    expect(after).toContain(a.live)
    expect(after).toHaveLength(3) // registering's, the live one and the new one
  })
})
