import { createHash } from 'node:crypto'
import { PASSWORD_RESET_TOKEN_LIFETIME_MS } from '@platewise/core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { passwordResetTokens } from '../../db/schema'
import { mailSettingsFor, resetLinkIn, startMailbox, type Mailbox } from '../../test/mailbox'
import { createTestApp, registerUser } from '../../test/test-app'

// lowered so a test can reach them
const PER_ADDRESS = 6
const PER_EMAIL = 3

let mailbox: Mailbox
let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  mailbox = await startMailbox()
  harness = await createTestApp({
    ...mailSettingsFor(mailbox),
    PASSWORD_RESET_LIMIT_PER_HOUR: PER_ADDRESS,
    PASSWORD_RESET_LIMIT_PER_EMAIL_PER_HOUR: PER_EMAIL,
  })
})
afterAll(async () => {
  await harness.close()
  await mailbox.close()
})
afterEach(() => {
  vi.useRealTimers()
})

let addresses = 0
/** Each test asks from addresses of its own, so the per-address limit is its own too. */
const newAddress = () => `10.27.0.${(addresses += 1)}`

const askForReset = (email: unknown, remoteAddress = newAddress()) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
  })

const confirmReset = (token: string, password: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
    remoteAddress: newAddress(),
  })

const login = (email: string, password: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: newAddress(),
  })

const sessionWorks = async (headers: Record<string, string>) =>
  (await harness.app.inject({ method: 'GET', url: '/api/account/sessions', headers }))
    .statusCode === 200

/** Asks for a reset of `email` and answers the token of the link mailed for it. */
async function mailedToken(email: string) {
  expect((await askForReset(email)).statusCode).toBe(202)
  return resetLinkIn(await mailbox.nextMailTo(email)).token
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('GET /api/auth/password-reset', () => {
  it('says reset is offered when SMTP_URL is set', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/auth/password-reset' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ available: true })
  })
})

describe('POST /api/auth/password-reset', () => {
  it('answers 202 and mails a link with a 256-bit token, of which only the hash is stored', async () => {
    const user = await registerUser(harness.app)
    const before = Date.now()
    const response = await askForReset(user.payload.email.toUpperCase())
    expect(response.statusCode).toBe(202)
    expect(response.body).toBe('')

    const mail = await mailbox.nextMailTo(user.payload.email)
    expect(mail.from).toBe('no-reply@platewise.example')
    expect(mail.subject).toBe('Reset your Platewise password')
    expect(mail.text).toContain('within one hour')
    const { link, token } = resetLinkIn(mail)
    expect(link).toBe(`https://platewise.example/reset-password?token=${token}`)
    // 32 random bytes in base64url
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const rows = await harness.db.select().from(passwordResetTokens)
    const row = rows.find((candidate) => candidate.userId === user.user.id)!
    expect(row.tokenHash).toBe(sha256(token))
    expect(JSON.stringify(rows)).not.toContain(token)
    const lifetime = row.expiresAt.getTime() - before
    expect(lifetime).toBeGreaterThanOrEqual(PASSWORD_RESET_TOKEN_LIFETIME_MS)
    expect(lifetime).toBeLessThan(PASSWORD_RESET_TOKEN_LIFETIME_MS + 60_000)
  })

  it('refuses an address that is not one with the registration message, and sends nothing', async () => {
    const response = await askForReset('not-an-email')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    })
    expect(mailbox.received.some((mail) => mail.to.includes('not-an-email'))).toBe(false)
  })

  it('limits requests per email, from any address, whether or not it has an account', async () => {
    const user = await registerUser(harness.app)
    for (const email of [user.payload.email, 'nobody.here@example.com']) {
      for (let i = 0; i < PER_EMAIL; i += 1) {
        expect((await askForReset(email)).statusCode).toBe(202)
      }
      const refused = await askForReset(email)
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBeDefined()
      expect(refused.json()).toEqual({
        error: 'Too many password reset requests. Please try again later.',
        code: 'TOO_MANY_REQUESTS',
      })
    }
    // the refused request sent no mail
    for (let i = 0; i < PER_EMAIL; i += 1) await mailbox.nextMailTo(user.payload.email)
    await expect(mailbox.nextMailTo(user.payload.email, 1_000)).rejects.toThrow('No mail')
  })

  it('limits requests per address, whatever the email', async () => {
    const address = newAddress()
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await askForReset(`someone.${i}@example.com`, address)).statusCode).toBe(202)
    }
    const refused = await askForReset('someone.else@example.com', address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toBe('Too many password reset requests. Please try again later.')
    expect((await askForReset('someone.else@example.com')).statusCode).toBe(202)
  })
})

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, uses the token up and signs out every session', async () => {
    const user = await registerUser(harness.app)
    const { email, password } = user.payload
    const other = (await login(email, password)).json<{ token: string }>().token
    const token = await mailedToken(email)

    const response = await confirmReset(token, 'a-brand-new-secret')
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')

    expect(await sessionWorks(user.headers)).toBe(false)
    expect(await sessionWorks({ authorization: `Bearer ${other}` })).toBe(false)
    expect((await login(email, password)).statusCode).toBe(401)
    expect((await login(email, 'a-brand-new-secret')).statusCode).toBe(200)
    expect(
      (await harness.db.select().from(passwordResetTokens)).filter(
        (row) => row.userId === user.user.id,
      ),
    ).toEqual([])
  })

  it('works once: the same link a second time is refused with a readable 400', async () => {
    const user = await registerUser(harness.app)
    const token = await mailedToken(user.payload.email)
    expect((await confirmReset(token, 'a-brand-new-secret')).statusCode).toBe(204)

    const again = await confirmReset(token, 'another-new-secret')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      error: 'This reset link has expired or has already been used. Please ask for a new one.',
      code: 'RESET_TOKEN_INVALID',
      fields: {
        token: 'This reset link has expired or has already been used. Please ask for a new one.',
      },
    })
    expect((await login(user.payload.email, 'a-brand-new-secret')).statusCode).toBe(200)
  })

  it('refuses a link after its hour, and changes nothing', async () => {
    const user = await registerUser(harness.app)
    const token = await mailedToken(user.payload.email)
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + PASSWORD_RESET_TOKEN_LIFETIME_MS + 1_000,
    })
    const response = await confirmReset(token, 'a-brand-new-secret')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('RESET_TOKEN_INVALID')
    vi.useRealTimers()
    expect(await sessionWorks(user.headers)).toBe(true)
    expect((await login(user.payload.email, user.payload.password)).statusCode).toBe(200)
  })

  it('voids every other link once the password has changed, by a reset or in Settings', async () => {
    const user = await registerUser(harness.app)
    const first = await mailedToken(user.payload.email)
    const second = await mailedToken(user.payload.email)
    expect((await confirmReset(second, 'a-brand-new-secret')).statusCode).toBe(204)
    expect((await confirmReset(first, 'another-new-secret')).statusCode).toBe(400)

    const signedIn = (await login(user.payload.email, 'a-brand-new-secret')).json<{
      token: string
    }>()
    const third = await mailedToken(user.payload.email)
    const changed = await harness.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${signedIn.token}` },
      payload: { current_password: 'a-brand-new-secret', new_password: 'changed-in-settings' },
    })
    expect(changed.statusCode).toBe(204)
    expect((await confirmReset(third, 'another-new-secret')).statusCode).toBe(400)
    expect((await login(user.payload.email, 'changed-in-settings')).statusCode).toBe(200)
  })

  it.each([
    ['too short', 'abc', 'Password must be at least 6 characters'],
    ['common', 'password123', 'This password is too common. Please choose another one.'],
  ])(
    'refuses a %s password with the registration message, and the link still works',
    async (_, weak, message) => {
      const user = await registerUser(harness.app)
      const token = await mailedToken(user.payload.email)
      const refused = await confirmReset(token, weak)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().fields).toEqual({ password: message })
      expect(await sessionWorks(user.headers)).toBe(true)
      expect((await confirmReset(token, 'a-brand-new-secret')).statusCode).toBe(204)
    },
  )

  it('refuses a token nobody was sent, and one without the link', async () => {
    const user = await registerUser(harness.app)
    const token = await mailedToken(user.payload.email)
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect((await confirmReset(forged, 'a-brand-new-secret')).json().code).toBe(
      'RESET_TOKEN_INVALID',
    )
    // the stored hash is no token either
    expect((await confirmReset(sha256(token), 'a-brand-new-secret')).statusCode).toBe(400)
    const empty = await confirmReset('', 'a-brand-new-secret')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fields).toEqual({
      token: 'This reset link is incomplete. Please open the link from the email again.',
    })
    expect((await login(user.payload.email, user.payload.password)).statusCode).toBe(200)
  })
})

describe('POST /api/auth/password-reset/check', () => {
  const check = (token: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/check',
      payload: { token },
      remoteAddress: newAddress(),
    })

  it('answers 204 for a live link and 400 once it is used, changing nothing itself', async () => {
    const user = await registerUser(harness.app)
    const token = await mailedToken(user.payload.email)
    const live = await check(token)
    expect(live.statusCode).toBe(204)
    expect(live.body).toBe('')
    expect(await check(token)).toMatchObject({ statusCode: 204 })
    expect((await confirmReset(token, 'a-brand-new-secret')).statusCode).toBe(204)

    const used = await check(token)
    expect(used.statusCode).toBe(400)
    expect(used.json()).toMatchObject({
      error: 'This reset link has expired or has already been used. Please ask for a new one.',
      code: 'RESET_TOKEN_INVALID',
    })
  })

  it('refuses a link after its hour', async () => {
    const user = await registerUser(harness.app)
    const token = await mailedToken(user.payload.email)
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + PASSWORD_RESET_TOKEN_LIFETIME_MS + 1_000,
    })
    expect((await check(token)).statusCode).toBe(400)
  })
})

describe('password reset, its timing', () => {
  it('answers before the account is looked up, and mails nobody for an unknown email', async () => {
    const box = await startMailbox()
    const app = await createTestApp(mailSettingsFor(box))
    try {
      const user = await registerUser(app.app)
      for (const email of ['nobody.at.all@example.com', user.payload.email]) {
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email },
        })
        expect(response.statusCode).toBe(202)
      }
    } finally {
      // closing waits for every mail asked for
      await app.close()
    }
    expect(box.received.map((mail) => mail.to)).toEqual([[expect.stringMatching(/^ada\./)]])
    await box.close()
  })
})

describe('without SMTP_URL', () => {
  let plain: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    plain = await createTestApp()
  })
  afterAll(() => plain.close())

  it('says reset is not offered', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/auth/password-reset' })
    expect(response.json()).toEqual({ available: false })
  })

  it.each([
    ['/api/auth/password-reset', { email: 'ada@example.com' }],
    ['/api/auth/password-reset/check', { token: 'x'.repeat(43) }],
    ['/api/auth/password-reset/confirm', { token: 'x'.repeat(43), password: 'a-brand-new-secret' }],
  ])('answers POST %s with a readable 503', async (url, payload) => {
    const response = await plain.app.inject({ method: 'POST', url, payload })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      error:
        'Password reset by email is not set up on this server. Please ask its administrator to set SMTP_URL.',
      code: 'PASSWORD_RESET_UNAVAILABLE',
    })
  })
})
