import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { ConsoleGuard } from './console-guard'

let counter = 0

export interface TestUser {
  firstName: string
  lastName: string
  username: string
  email: string
  password: string
}

export function newTestUser(): TestUser {
  counter += 1
  const suffix = `${Date.now().toString(36)}${counter}`
  return {
    firstName: 'Maya',
    lastName: 'Chen',
    username: `maya_${suffix}`,
    email: `maya.${suffix}@example.com`,
    password: 'green-smoothie-42',
  }
}

/** Creates a user straight through the API, as a fixture, not through the form. */
export async function registerViaApi(request: APIRequestContext, user = newTestUser()) {
  const response = await request.post('/api/auth/register', {
    data: {
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      email: user.email,
      password: user.password,
    },
  })
  expect(response.status()).toBe(201)
  const body = (await response.json()) as { token: string; user: Record<string, unknown> }
  return { ...body, credentials: user }
}

/** A profile as onboarding leaves it, so the dashboard's onboarding guard lets the user in. */
export const finishedProfile = {
  daily_calories: 2000,
  daily_protein: 150,
  weight: 170,
  target_weight: 160,
}

/**
 * Signs a browser page in the way the app remembers a session (the stored auth
 * record), for a new user (`user`, or a Maya Chen) who has finished onboarding
 * unless told otherwise.
 */
export async function signInPage(
  page: Page,
  request: APIRequestContext,
  { withProfile = true, user }: { withProfile?: boolean; user?: TestUser } = {},
) {
  const session = await registerViaApi(request, user)
  if (withProfile) {
    const saved = await request.put('/api/profile', {
      headers: { authorization: `Bearer ${session.token}` },
      data: finishedProfile,
    })
    expect(saved.status()).toBe(200)
  }
  await page.goto('/')
  await page.evaluate(({ token, user }) => {
    const record = { token, user, domain: window.location.origin, timestamp: Date.now() }
    localStorage.setItem('authData', JSON.stringify(record))
    localStorage.setItem('token', token)
    localStorage.setItem('user', JSON.stringify(user))
  }, session)
  return session
}

/**
 * Every journey runs under the console guard: an uncaught error or a console
 * error in the browser fails it, unless the journey expected that failed request
 * (`consoleGuard.expectFailure(...)`).
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const guard = new ConsoleGuard(context)
      await use(guard)
      guard.assertClean()
    },
    { auto: true },
  ],
})
export { expect }
