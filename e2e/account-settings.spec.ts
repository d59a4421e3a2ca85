import type { Page } from '@playwright/test'
import { expect, signInPage, test } from './fixtures'

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('People can change their password in Settings and sign in with the new one', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({ path: '/api/auth/login', status: 401, why: 'the old password' })
  const { credentials } = await signInPage(page, request)
  await page.goto('/dashboard/profile')
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/dashboard\/settings$/)
  await expect(page.getByRole('list', { name: 'Signed-in sessions' })).toContainText('This device')

  await page.getByLabel('Current password', { exact: true }).fill(credentials.password)
  await page.getByLabel('New password', { exact: true }).fill('blueberry-oats-77')
  await page.getByLabel('Confirm new password', { exact: true }).fill('blueberry-oats-77')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  await page.getByRole('button', { name: 'Profile menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await signIn(page, credentials.email, credentials.password)
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  await signIn(page, credentials.email, 'blueberry-oats-77')
  await expect(page).toHaveURL(/\/dashboard/)
})

test('People can delete their account in Settings, after which its login fails', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({ path: '/api/auth/login', status: 401, why: 'the account is gone' })
  const { credentials } = await signInPage(page, request)
  await page.goto('/dashboard/settings')
  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete account' })
  await dialog.getByLabel('Password', { exact: true }).fill(credentials.password)
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()

  await expect(page.getByText('Your account and everything in it have been deleted.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull()

  await signIn(page, credentials.email, credentials.password)
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
})
