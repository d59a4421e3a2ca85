import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answerFetch, json, openPage, storeSession } from '../../test/render-app'

const offered = { 'GET /api/auth/password-reset': () => json(200, { available: true }) }
const DEAD_LINK = 'This reset link has expired or has already been used. Please ask for a new one.'
const deadLink = () =>
  json(400, { error: DEAD_LINK, code: 'RESET_TOKEN_INVALID', fields: { token: DEAD_LINK } })
/** The page asks about the link's token when it opens */
const liveLink = {
  ...offered,
  'POST /api/auth/password-reset/check': () => new Response(null, { status: 204 }),
}
const TOKEN = 'kq3Xb0Rk6W3Yc9D2u5Hn1Lr8Tp4Ve7Mz0Qa2Sd6Fg8J'

describe('the login page and password reset', () => {
  it("offers 'Forgot password?' when the server sends reset links", async () => {
    answerFetch(offered)
    await openPage('/login')
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
  })

  it('offers no link when the server has no SMTP_URL', async () => {
    const calls = answerFetch({
      'GET /api/auth/password-reset': () => json(200, { available: false }),
    })
    await openPage('/login')
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/password-reset'))).toBe(true))
    await screen.findByRole('button', { name: 'Sign In' })
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull()
  })
})

describe('ResetPasswordPage, asking for a link', () => {
  it('sends the email and says a link is on its way, whether or not the account exists', async () => {
    const calls = answerFetch({
      ...offered,
      'POST /api/auth/password-reset': () => new Response(null, { status: 202 }),
    })
    await openPage('/reset-password')
    await userEvent.type(screen.getByLabelText('Email'), '  maya@example.com ')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    const sent = await screen.findByRole('status')
    expect(sent).toHaveTextContent(
      'If an account uses this email, a link to reset its password is on its way. It works for one hour.',
    )
    // the form and its button are gone: the focus is on what says so, not lost
    expect(sent.parentElement).toHaveFocus()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'maya@example.com' })
  })

  it('checks the email before sending it', async () => {
    const calls = answerFetch(offered)
    await openPage('/reset-password')
    await userEvent.type(screen.getByLabelText('Email'), 'maya-at-example')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('says reset is not set up when the server has no SMTP_URL', async () => {
    answerFetch({ 'GET /api/auth/password-reset': () => json(200, { available: false }) })
    await openPage('/reset-password')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password reset by email is not set up on this server.',
    )
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull()
  })

  it('shows the reason of a 429', async () => {
    answerFetch({
      ...offered,
      'POST /api/auth/password-reset': () =>
        json(429, {
          error: 'Too many password reset requests. Please try again later.',
          code: 'TOO_MANY_REQUESTS',
        }),
    })
    await openPage('/reset-password')
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset requests. Please try again later.',
    )
  })
})

describe('ResetPasswordPage, with the link', () => {
  async function choose(password: string, confirmation = password) {
    // the form shows once the link has been checked
    await userEvent.type(await screen.findByLabelText('New password'), password)
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation)
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
  }

  it('sets the new password and sends the person to sign in, with a confirmation', async () => {
    const calls = answerFetch({
      ...liveLink,
      'POST /api/auth/password-reset/confirm': () => new Response(null, { status: 204 }),
    })
    await openPage(`/reset-password?token=${TOKEN}`)
    await choose('a-brand-new-secret')
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed. Please sign in with your new password.',
    )
    expect(calls.find((c) => c.url.endsWith('/confirm'))?.body).toEqual({
      token: TOKEN,
      password: 'a-brand-new-secret',
    })
  })

  it('signs this browser out too, as the reset ended every session', async () => {
    storeSession()
    answerFetch({
      ...liveLink,
      'POST /api/auth/password-reset/confirm': () => new Response(null, { status: 204 }),
      'POST /api/auth/logout': () => json(401, { error: 'Your session has ended.', code: 'X' }),
    })
    await openPage(`/reset-password?token=${TOKEN}`)
    await choose('a-brand-new-secret')
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(localStorage.getItem('authData')).toBeNull()
  })

  it('checks the password by the registration rules before sending it', async () => {
    const calls = answerFetch(liveLink)
    await openPage(`/reset-password?token=${TOKEN}`)
    await choose('abc', 'abd')
    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible()
    expect(screen.getByText('Passwords do not match')).toBeVisible()
    expect(calls.some((c) => c.url.endsWith('/confirm'))).toBe(false)
  })

  it('shows the server refusing the password beside it', async () => {
    answerFetch({
      ...liveLink,
      'POST /api/auth/password-reset/confirm': () =>
        json(400, {
          error: 'This password is too common. Please choose another one.',
          code: 'VALIDATION_ERROR',
          fields: { password: 'This password is too common. Please choose another one.' },
        }),
    })
    await openPage(`/reset-password?token=${TOKEN}`)
    await choose('password123')
    expect(
      await screen.findByText('This password is too common. Please choose another one.'),
    ).toBeVisible()
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says at once that a used or expired link works no more, and offers to ask again', async () => {
    const calls = answerFetch({ ...offered, 'POST /api/auth/password-reset/check': deadLink })
    await openPage(`/reset-password?token=${TOKEN}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD_LINK)
    expect(screen.queryByLabelText('New password')).toBeNull()
    expect(calls.find((c) => c.url.endsWith('/check'))?.body).toEqual({ token: TOKEN })
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }))
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeVisible()
  })

  it('says so when the link was used while the page was open', async () => {
    answerFetch({ ...liveLink, 'POST /api/auth/password-reset/confirm': deadLink })
    await openPage(`/reset-password?token=${TOKEN}`)
    await choose('a-brand-new-secret')
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD_LINK)
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
  })
})
