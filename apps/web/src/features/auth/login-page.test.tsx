import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  answerFetch,
  completedProfileHandlers,
  json,
  openPage,
  testUser as user,
} from '../../test/render-app'

async function signIn(password = 'green-smoothie') {
  const type = userEvent.setup()
  await type.type(screen.getByLabelText('Email'), 'maya@example.com')
  await type.type(screen.getByLabelText('Password'), password)
  await type.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('LoginPage', () => {
  it('has a show/hide toggle and a link to register', async () => {
    await openPage('/login')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    )
  })

  it('signs in, stores the session and opens the dashboard', async () => {
    const calls = answerFetch({
      ...completedProfileHandlers,
      'GET /api/health': () => json(200, { status: 'ok' }),
      'POST /api/auth/login': () => json(200, { token: 't0k3n', user }),
    })
    await openPage('/login')
    await signIn()
    await waitFor(() => expect(document.body).toHaveTextContent('Welcome, Maya'))
    expect(calls.find((call) => call.url.endsWith('/api/auth/login'))?.body).toEqual({
      email: 'maya@example.com',
      password: 'green-smoothie',
    })
    expect(localStorage.getItem('token')).toBe('t0k3n')
  })

  it.each([
    [401, 'Invalid email or password.'],
    [429, 'Too many login attempts. Please try again later.'],
    [503, 'Server error. Please try again later.'],
  ])('shows the spec message for a %i', async (status, message) => {
    answerFetch({
      'GET /api/health': () => json(200, { status: 'ok' }),
      'POST /api/auth/login': () => json(status, { error: 'whatever the server said', code: 'X' }),
    })
    await openPage('/login')
    await signIn()
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('explains a network failure in words', async () => {
    answerFetch({})
    await openPage('/login')
    await signIn()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network connection failed. Please check your internet connection and try again.',
    )
  })

  it('redirects a signed-in user to the dashboard', async () => {
    answerFetch(completedProfileHandlers)
    localStorage.setItem('authData', JSON.stringify({ token: 'x', user, domain: '', timestamp: 1 }))
    await openPage('/login')
    await waitFor(() => expect(document.body).toHaveTextContent('Welcome, Maya'))
  })

  it('drops an earlier answer when the next try is refused for a missing field', async () => {
    answerFetch({
      'GET /api/health': () => json(200, { status: 'ok' }),
      'POST /api/auth/login': () => json(401, { error: 'Invalid email or password.', code: 'X' }),
    })
    await openPage('/login')
    await signIn('not-my-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.')

    await userEvent.clear(screen.getByLabelText('Password'))
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByText('Password is required')).toBeVisible()
    expect(screen.queryByText('Invalid email or password.')).toBeNull()
  })

  it('goes back to the page asked for before signing in', async () => {
    answerFetch({
      ...completedProfileHandlers,
      'GET /api/health': () => json(200, { status: 'ok' }),
      'POST /api/auth/login': () => json(200, { token: 't0k3n', user }),
      'GET /api/meals': () => json(200, { meals: [] }),
      'GET /api/favorites': () => json(200, { favorites: [] }),
    })
    await openPage('/dashboard/inputs')
    await screen.findByRole('button', { name: 'Sign In' })
    await signIn()
    expect(await screen.findByRole('heading', { name: 'Meal Inputs' })).toBeVisible()
  })
})
