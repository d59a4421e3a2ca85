import { expect, signInPage, test } from './fixtures'

test('A signed-out visitor who opens a protected page is sent to the login page', async ({
  page,
}) => {
  for (const path of ['/dashboard/overview', '/onboarding']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/login$/)
  }
})

test('A signed-in user who opens the login page goes to the dashboard', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
})

test('Unknown paths lead to the dashboard, unknown dashboard paths to the feed', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  await page.goto('/dashboard/nothing-here')
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
})

test('A signed-in user on the register page sees the banner and a disabled form', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/register')
  await expect(page.getByText(/You are already signed in as/)).toBeVisible()
  await expect(page.getByLabel('Email')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled()

  await page.getByRole('button', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard\/feed$/)

  await page.goto('/register')
  await page.getByRole('button', { name: 'Log Out & Create New Account' }).click()
  await expect(page.getByText(/You are already signed in as/)).toHaveCount(0)
  await expect(page.getByLabel('Email')).toBeEnabled()
})

test('A signed-in user without a profile is sent from the dashboard to onboarding', async ({
  page,
  request,
}) => {
  await signInPage(page, request, { withProfile: false })
  await page.goto('/dashboard/overview')
  await expect(page).toHaveURL(/\/onboarding$/)
})

test('A user who finished onboarding is sent from the wizard to the dashboard', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/onboarding')
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
})

test('A signed-out visitor who opens a deep link signs in and lands on the page asked for', async ({
  page,
  request,
}) => {
  const { credentials } = await signInPage(page, request)
  await page.evaluate(() => localStorage.clear())
  await page.goto('/dashboard/inputs')
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard\/inputs$/)
  await expect(page.getByRole('heading', { name: 'Meal Inputs' })).toBeVisible()
})
