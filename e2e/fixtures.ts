import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { ConsoleGuard } from './console-guard'

let counter = 0
// Two workers share one server and its users: each names its users apart.
const worker = process.env.TEST_WORKER_INDEX ?? '0'

export interface TestUser {
  firstName: string
  lastName: string
  username: string
  email: string
  password: string
}

export function newTestUser(): TestUser {
  counter += 1
  const suffix = `${Date.now().toString(36)}${worker}_${counter}`
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
 * A new user (`user`, or a Maya Chen) who has finished onboarding unless told
 * otherwise, registered and set up through the API.
 */
export async function createUser(
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
  return session
}

type Session = Pick<Awaited<ReturnType<typeof registerViaApi>>, 'token' | 'user'>

/** The stored auth record by which the app remembers a session, as localStorage entries. */
function sessionEntries(origin: string, { token, user }: Session) {
  const record = { token, user, domain: origin, timestamp: Date.now() }
  return [
    { name: 'authData', value: JSON.stringify(record) },
    { name: 'token', value: token },
    { name: 'user', value: JSON.stringify(user) },
  ]
}

/** A browser context's starting storage, signed in as `session` at `origin`. */
export function signedInState(
  origin: string,
  session: Session,
): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  return { cookies: [], origins: [{ origin, localStorage: sessionEntries(origin, session) }] }
}

/**
 * Signs a browser page in the way the app remembers a session (the stored auth
 * record), for a new user made by `createUser`.
 */
export async function signInPage(
  page: Page,
  request: APIRequestContext,
  options: { withProfile?: boolean; user?: TestUser } = {},
) {
  const session = await createUser(request, options)
  // localStorage needs a page of the app's origin; the health check's JSON is
  // one that does not start the whole app only to leave it at once
  await page.goto('/api/health')
  const origin = new URL(page.url()).origin
  await page.evaluate(
    (entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value)
    },
    sessionEntries(origin, session),
  )
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
