import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answerFetch, json, openPage, testUser as user } from '../../test/render-app'

async function fillValidForm() {
  const type = userEvent.setup()
  await type.type(screen.getByLabelText('First Name'), 'Maya')
  await type.type(screen.getByLabelText('Last Name'), 'Chen')
  await type.type(screen.getByLabelText('Username'), 'maya')
  await type.type(screen.getByLabelText('Email'), 'maya@example.com')
  await type.type(screen.getByLabelText('Password'), 'green-smoothie')
  await type.type(screen.getByLabelText('Confirm Password'), 'green-smoothie')
  return type
}

describe('RegisterPage', () => {
  it('labels every field and gives both password fields a show/hide toggle', async () => {
    await openPage('/register')
    for (const label of [
      'First Name',
      'Last Name',
      'Username',
      'Email',
      'Password',
      'Confirm Password',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument()
  })

  it('shows the inline messages and sends nothing when the form is invalid', async () => {
    const calls = answerFetch({})
    await openPage('/register')
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Username is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('clears a field message as soon as that field is edited', async () => {
    await openPage('/register')
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    await userEvent.type(screen.getByLabelText('Email'), 'm')
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    expect(screen.getByText('First name is required')).toBeInTheDocument()
  })

  it('sends the spec payload without confirmPassword and goes to onboarding after a second', async () => {
    const calls = answerFetch({
      'POST /api/auth/register': () => json(201, { token: 't0k3n', user }),
      'GET /api/profile/health': () => json(200, { status: 'ok' }),
      'GET /api/profile': () => json(404, { error: 'No profile yet.', code: 'NOT_FOUND' }),
    })
    await openPage('/register')
    const type = await fillValidForm()
    await type.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(
      await screen.findByText("Account created! Let's set up your goals..."),
    ).toBeInTheDocument()
    expect(calls[0]?.body).toEqual({
      email: 'maya@example.com',
      password: 'green-smoothie',
      first_name: 'Maya',
      last_name: 'Chen',
      username: 'maya',
    })
    expect(JSON.parse(localStorage.getItem('authData')!)).toMatchObject({ token: 't0k3n', user })
    await waitFor(() => expect(document.body).toHaveTextContent('Step 1 of 11'), { timeout: 3_000 })
  })

  it('says an account exists when the server answers 409', async () => {
    answerFetch({
      'POST /api/auth/register': () => json(409, { error: 'taken', code: 'EMAIL_TAKEN' }),
    })
    await openPage('/register')
    const type = await fillValidForm()
    await type.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please try logging in instead.',
    )
  })

  it('shows the server field messages of a 400 next to their fields', async () => {
    answerFetch({
      'POST /api/auth/register': () =>
        json(400, {
          error: 'This password is too common. Please choose another one.',
          code: 'VALIDATION_ERROR',
          fields: { password: 'This password is too common. Please choose another one.' },
        }),
    })
    await openPage('/register')
    const type = await fillValidForm()
    await type.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(
      await screen.findAllByText('This password is too common. Please choose another one.'),
    ).toHaveLength(2)
  })

  it('fails with "Invalid response from server" when the answer lacks a token', async () => {
    answerFetch({ 'POST /api/auth/register': () => json(201, { user }) })
    await openPage('/register')
    const type = await fillValidForm()
    await type.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response from server')
  })

  it('blocks the form for a signed-in visitor and offers to log out', async () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'x', user, domain: '', timestamp: 1 }))
    answerFetch({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) })
    await openPage('/register')
    expect(screen.getByText(/You are already signed in as/)).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Log Out & Create New Account' }))
    expect(screen.getByLabelText('Email')).toBeEnabled()
    expect(localStorage.getItem('authData')).toBeNull()
  })
})
