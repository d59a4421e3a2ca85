import { expect, newTestUser, test } from './fixtures'

test('A visitor signs up from the landing page, logs out and logs back in', async ({ page }) => {
  const user = newTestUser()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page
    .getByRole('link', { name: /get started|sign up/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/register$/)

  await page.getByLabel('First Name').fill(user.firstName)
  await page.getByLabel('Last Name').fill(user.lastName)
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page.getByText("Account created! Let's set up your goals...")).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByText('Step 1 of 11')).toBeVisible()

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull()

  await page.getByLabel('Email').fill(user.email.toUpperCase())
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // login opens the dashboard, whose guard sends someone without goals back to onboarding
  await expect(page).toHaveURL(/\/onboarding$/)

  // login replaced the history entry, so Back does not return to the login form
  await page.goBack()
  await expect(page).not.toHaveURL(/\/login$/)
})

test('A wrong password shows the server message and keeps the visitor on the login page', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({ path: '/api/auth/login', status: 401, why: 'the password is wrong' })
  const user = newTestUser()
  await request.post('/api/auth/register', {
    data: {
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      email: user.email,
      password: user.password,
    },
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('not-my-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  await expect(page).toHaveURL(/\/login$/)
})
