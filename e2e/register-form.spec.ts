import { expect, newTestUser, registerViaApi, test } from './fixtures'

test('The register form explains each problem inline and clears it as the field is edited', async ({
  page,
}) => {
  await page.goto('/register')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByText('Please confirm your password')).toBeVisible()

  await page.getByLabel('First Name').fill('M')
  await expect(page.getByText('First name is required')).toHaveCount(0)

  await page.getByLabel('Password', { exact: true }).fill('secret-one')
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret-two')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
})

test('Registering with an email that already has an account says so', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({ path: '/api/auth/register', status: 409, why: 'the email is taken' })
  const existing = await registerViaApi(request)
  const user = { ...newTestUser(), email: existing.credentials.email.toUpperCase() }
  await page.goto('/register')
  await page.getByLabel('First Name').fill(user.firstName)
  await page.getByLabel('Last Name').fill(user.lastName)
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please try logging in instead.',
  )
  await expect(page).toHaveURL(/\/register$/)
})

test('Check Server Status reports a healthy server', async ({ page, consoleGuard }) => {
  // the check sends an empty registration: a 400 is a server that answers
  consoleGuard.expectFailure({ path: '/api/auth/register', status: 400, why: 'the probe is empty' })
  await page.goto('/register')
  await page.getByRole('button', { name: 'Check Server Status' }).click()
  await expect(page.getByText('Server is healthy and responsive')).toBeVisible()
})

test('Check Server Status reports a server that cannot be reached', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({
    path: '/api/auth/register',
    status: 'net::ERR_CONNECTION_REFUSED',
    why: 'the server is out of reach on purpose',
  })
  await page.route('**/api/auth/register', (route) => route.abort('connectionrefused'))
  await page.goto('/register')
  await page.getByRole('button', { name: 'Check Server Status' }).click()
  await expect(page.getByText('Cannot connect to server (network error)')).toBeVisible()
})

test('Google and Apple sign-up say they are coming soon', async ({ page }) => {
  await page.goto('/register')
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.dismiss()
  })
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await page.getByRole('button', { name: 'Continue with Apple' }).click()
  await expect
    .poll(() => messages)
    .toEqual(['Google login is coming soon!', 'Apple login is coming soon!'])
})
