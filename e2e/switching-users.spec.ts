import type { APIRequestContext, Page } from '@playwright/test'
import { expect, finishedProfile, registerViaApi, test } from './fixtures'

/** A user who has finished onboarding, created through the API. */
async function onboardedUser(request: APIRequestContext, firstName: string) {
  const session = await registerViaApi(request)
  const saved = await request.put('/api/profile', {
    headers: { authorization: `Bearer ${session.token}` },
    data: finishedProfile,
  })
  expect(saved.status()).toBe(200)
  return { ...session.credentials, firstName }
}

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard\//)
}

test("Two people take turns on one tab and neither ever sees the other's meals", async ({
  page,
  request,
}) => {
  const first = await onboardedUser(request, 'Maya')
  const second = await onboardedUser(request, 'Maya')
  const firstMeal = 'Lentil soup with crusty sourdough bread'

  await page.goto('/login')
  await signInThroughTheForm(page, first.email, first.password)
  await page.getByRole('link', { name: 'Meals' }).click()
  await page.getByLabel('Description').fill(firstMeal)
  await page.getByLabel('Calories').fill('777')
  await page.getByRole('button', { name: 'Add Meal Manually' }).click()
  await expect(page.getByRole('listitem', { name: firstMeal })).toBeVisible()
  await page.getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('region', { name: 'Calories', exact: true })).toContainText('777')

  // the first person leaves through the menu; the second signs in on the same tab
  await page.getByRole('button', { name: 'Profile menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await signInThroughTheForm(page, second.email, second.password)

  // the second person walks through the app without a reload
  const firstPersonsData = page.getByText(/Lentil soup|777/)
  await page.getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('heading', { name: 'No Meals Logged Today' })).toBeVisible()
  await expect(firstPersonsData).toHaveCount(0)
  await page.getByRole('link', { name: 'Meals' }).click()
  await expect(page.getByText('No meals logged for this date')).toBeVisible()
  await expect(firstPersonsData).toHaveCount(0)
  await page.getByRole('button', { name: /Show Saved Meals/ }).click()
  await expect(page.getByText('No saved meals yet')).toBeVisible()
  await page.getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('heading', { name: 'No Meals Logged Today' })).toBeVisible()
  await expect(firstPersonsData).toHaveCount(0)

  // nothing of the first person is left in the browser's storage either
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(stored).not.toContain(first.email)
  expect(stored).not.toContain(first.username)
})
