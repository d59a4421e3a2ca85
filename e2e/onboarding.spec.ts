import type { APIRequestContext, Page } from '@playwright/test'
import { expect, signInPage, test } from './fixtures'

// The case, worked out by hand in packages/core (plan-guards.test.ts): a
// sedentary woman of 65 in and 28 losing 200 → 185 lb in 4 weeks. The formula
// leaves 137 kcal a day; the plan gives her floor, 1,341 kcal, and offers 12
// weeks, which needs no guard: 2,012 − 625 = 1,387 kcal, 121 g (35 % of it).
const expectedProfile = {
  daily_calories: 1387,
  daily_protein: 121,
  weight: 200,
  target_weight: 185,
  height: 65,
  age: 28,
  activity_level: 'sedentary',
  gender: 'female',
}

/** Answers steps 0 to 9, partly by keyboard, takes the safe timeline, and stops on the last step. */
async function answerEveryStep(page: Page) {
  const next = page.getByRole('button', { name: 'Next' })
  await expect(page.getByText('Step 1 of 11')).toBeVisible()
  await next.click()

  await page.getByText('Lose weight').click()
  await next.click()

  // number steps: type, then Enter goes on
  await page.getByLabel(/Current weight/).fill('200')
  await page.keyboard.press('Enter')
  await page.getByLabel(/Target weight/).fill('185')
  await page.keyboard.press('Enter')

  await page.getByRole('textbox', { name: 'Timeframe' }).fill('4')
  await next.click()
  await expect(page.getByRole('alert')).toHaveText(
    'Please specify a time unit: days, weeks, or months',
  )
  await page.getByRole('textbox', { name: 'Timeframe' }).fill('4 weeks')
  await next.click()

  // a height outside its range is named before the step is left
  await page.getByLabel(/Height/).fill('10')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Height must be between 48 and 96 inches')
  await page.getByLabel(/Height/).fill('65')
  await expect(page.getByText('That’s 5 ft 5 in')).toBeVisible()
  await page.keyboard.press('Enter')
  await page.getByLabel(/Age/).fill('28')
  await page.keyboard.press('Enter')

  await page.getByText('Sedentary', { exact: true }).click()
  await next.click()
  await page.getByText('Female', { exact: true }).click()
  await next.click()

  await expect(page.getByText('Step 10 of 11')).toBeVisible()
  const plan = page.getByRole('form')
  await expect(plan).toContainText('1,341')
  await expect(plan).toContainText('2,012 kcal')
  await expect(plan).toContainText('117 g')
  await expect(page.getByRole('status')).toContainText(
    'Reaching 185 lbs in 4 weeks would mean eating 137 kcal a day, below 1,341 kcal',
  )
  await page.getByRole('button', { name: 'Use 12 weeks' }).click()
  await expect(plan).toContainText('1,387')
  await expect(plan).toContainText('−625 kcal')
  await expect(plan).toContainText('121 g')
  await expect(plan).toContainText('To reach 185 lbs in 12 weeks.')
  await next.click()

  await expect(page.getByText('Step 11 of 11')).toBeVisible()
  await expect(page.getByText('100% complete')).toBeVisible()
}

async function fetchProfile(request: APIRequestContext, token: string) {
  return request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } })
}

test('A new user completes all 11 steps and lands on the dashboard', async ({ page, request }) => {
  const { token } = await signInPage(page, request, { withProfile: false })
  await page.goto('/onboarding')
  await answerEveryStep(page)

  await page.getByRole('button', { name: 'Get Started' }).click()
  await expect(page.getByText('Profile saved! Taking you to your dashboard...')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  await expect(page.getByText('Welcome, Maya')).toBeVisible()

  const response = await fetchProfile(request, token)
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { profile: unknown; hasCompletedOnboarding: boolean }
  expect(body.hasCompletedOnboarding).toBe(true)
  expect(body.profile).toMatchObject(expectedProfile)

  // finished is finished: the wizard does not come back
  await page.goto('/onboarding')
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
})

test('Onboarding finishes offline and the profile reaches the server once it answers', async ({
  page,
  request,
  consoleGuard,
}) => {
  for (const path of ['/api/profile', '/api/profile/create']) {
    consoleGuard.expectFailure({
      path,
      status: 'net::ERR_CONNECTION_REFUSED',
      why: 'the server is out of reach on purpose',
    })
  }
  const { token } = await signInPage(page, request, { withProfile: false })
  await page.goto('/onboarding')
  await answerEveryStep(page)

  const offline = '**/api/profile**'
  await page.route(offline, (route) => route.abort('connectionrefused'))
  await page.getByRole('button', { name: 'Get Started' }).click()
  // a PUT, three retries after about 1, 2 and 4 seconds, then the create
  await expect(
    page.getByText(
      'Server temporarily unavailable. Your data has been saved locally and will sync when the server is back online.',
    ),
  ).toBeVisible({ timeout: 20_000 })
  const pending = await page.evaluate(() => localStorage.getItem('pending_profile'))
  expect(JSON.parse(pending ?? 'null')).toMatchObject({ payload: expectedProfile })
  expect((await fetchProfile(request, token)).status()).toBe(404)

  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  await expect(page.getByText('Welcome, Maya')).toBeVisible()

  // the server answers again: the browser says so, and the app sends what it kept
  await page.unroute(offline)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect
    .poll(async () => (await fetchProfile(request, token)).status(), { timeout: 45_000 })
    .toBe(200)
  const body = (await (await fetchProfile(request, token)).json()) as { profile: unknown }
  expect(body.profile).toMatchObject(expectedProfile)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pending_profile'))).toBeNull()
})

test('A user who reloads the wizard halfway keeps their answers, and finishing clears them', async ({
  page,
  request,
}) => {
  await signInPage(page, request, { withProfile: false })
  await page.goto('/onboarding')
  const next = page.getByRole('button', { name: 'Next' })
  await next.click()
  await page.getByText('Lose weight').click()
  await next.click()
  await page.getByLabel(/Current weight/).fill('200')
  await page.keyboard.press('Enter')
  await page.getByLabel(/Target weight/).fill('18')

  await page.reload()
  await expect(page.getByText('Step 4 of 11')).toBeVisible()
  await expect(page.getByLabel(/Target weight/)).toHaveValue('18')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel(/Current weight/)).toHaveValue('200')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: 'Lose weight' })).toBeChecked()

  // the rest of the way, then the saved profile takes the draft's place
  await page.goto('/onboarding')
  await expect(page.getByText('Step 2 of 11')).toBeVisible()
  await next.click()
  await next.click()
  await page.getByLabel(/Target weight/).fill('180')
  await next.click()
  await page.getByRole('textbox', { name: 'Timeframe' }).fill('12 weeks')
  await next.click()
  await page.getByLabel(/Height/).fill('70')
  await next.click()
  await page.getByLabel(/Age/).fill('30')
  await next.click()
  await page.getByText('Sedentary', { exact: true }).click()
  await next.click()
  await next.click()
  await next.click()
  await page.getByRole('button', { name: 'Get Started' }).click()
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  expect(await page.evaluate(() => localStorage.getItem('onboarding_draft'))).toBeNull()
})
