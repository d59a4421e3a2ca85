import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, signInPage, test } from './fixtures'

/** 'November' for 11, as the calendar names its month */
const monthName = (month: number) =>
  new Date(2000, month - 1, 1).toLocaleString('en-US', { month: 'long' })

/** Today on the browser's clock: meals, the streak and the calendar follow the user's own day. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
  })

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The profile calendar's cells: Monday-first weeks, 35 unless the month needs a sixth row. */
function gridCells(year: number, month: number) {
  const leading = (new Date(year, month - 1, 1).getDay() + 6) % 7
  const days = new Date(year, month, 0).getDate()
  return Math.max(35, Math.ceil((leading + days) / 7) * 7)
}

async function logMeal(
  request: APIRequestContext,
  token: string,
  meal: { meal_date: string; description: string; calories: number; protein: number },
) {
  const response = await request.post('/api/meals', {
    headers: { authorization: `Bearer ${token}` },
    data: { meal_type: 'dinner', carbs: 40, fat: 20, fiber: 5, sugar: 6, sodium: 400, ...meal },
  })
  expect(response.status()).toBe(201)
}

test('The profile page shows the streak and calendar after meals are logged', async ({
  page,
  request,
}) => {
  // goals of 2000 kcal and 150 g protein
  const { token } = await signInPage(page, request)
  const { year, month, day } = await browserToday(page)
  const today = isoDate(year, month, day)
  await logMeal(request, token, {
    meal_date: today,
    description: 'Salmon, rice and greens',
    calories: 1500,
    protein: 160,
  })
  // yesterday, when it is in this month: under the calorie goal, short of protein
  const hasYesterday = day > 1
  if (hasYesterday) {
    await logMeal(request, token, {
      meal_date: isoDate(year, month, day - 1),
      description: 'Pasta with tomato sauce',
      calories: 1200,
      protein: 60,
    })
  }

  await page.goto('/dashboard/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible()

  // §4 Streak: both days met a goal
  const streak = page.getByRole('region', { name: 'Activity and streak' })
  await expect(streak).toContainText(hasYesterday ? '2 days' : '1 day')

  const calendar = page.getByRole('table', { name: `${monthName(month)} ${year}` })
  await expect(calendar.getByRole('columnheader').first()).toHaveAccessibleName('Monday')
  await expect(calendar.getByRole('cell')).toHaveCount(gridCells(year, month))
  const cell = (name: string) => calendar.getByRole('cell', { name, exact: true })
  await expect(cell(`${day}, today: Goals Met`)).toBeVisible()
  if (hasYesterday) await expect(cell(`${day - 1}: Partial`)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Month Activity' }).getByRole('list', { name: 'Legend' }),
  ).toHaveText(/Goals Met.*Partial.*No Goal Met.*Today/)

  // the month before has nothing logged by this new user
  await page.getByRole('button', { name: 'Previous month' }).click()
  const before = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
  const previous = page.getByRole('table', { name: `${monthName(before.month)} ${before.year}` })
  await expect(previous.getByRole('cell')).toHaveCount(gridCells(before.year, before.month))
  await expect(previous.getByRole('cell', { name: /Goals Met|Partial|No Goal Met/ })).toHaveCount(0)
})

test('Goals changed in Edit Profile show on the overview', async ({ page, request }) => {
  const { token } = await signInPage(page, request)
  const { year, month, day } = await browserToday(page)
  await logMeal(request, token, {
    meal_date: isoDate(year, month, day),
    description: 'Chicken burrito bowl',
    calories: 900,
    protein: 60,
  })

  await page.goto('/dashboard/overview')
  const card = (name: string) => page.getByRole('region', { name, exact: true })
  await expect(card('Calories')).toContainText('of 2,000 kcal goal')

  await card('Quick Actions').getByRole('link', { name: 'Update Goals' }).click()
  await expect(page).toHaveURL(/\/dashboard\/profile\?edit=goals$/)
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  const calories = dialog.getByRole('spinbutton', { name: 'Daily calories (kcal)' })
  await expect(calories).toBeFocused()
  await expect(calories).toHaveValue('2000')
  await calories.fill('1800')
  await dialog.getByRole('spinbutton', { name: 'Daily protein (g)' }).fill('120')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toBeHidden()

  // the profile's own card moves with the new goals at once
  const goals = page.getByRole('region', { name: 'Nutrition Goals' })
  await expect(goals).toContainText('900 / 1,800 kcal')
  await expect(goals).toContainText('60 / 120 g')

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Overview' })
    .click()
  await expect(card('Calories')).toContainText('of 1,800 kcal goal')
  await expect(card('Protein')).toContainText('of 120 g goal')
  await expect(card('Protein Remaining')).toContainText('60 g')

  // and they were saved, not only shown
  await page.reload()
  await expect(card('Calories')).toContainText('of 1,800 kcal goal')
})

// Issue 24: a new picture from Edit Profile replaces the old one, whose file
// is then gone (an old picture no longer stays public forever).
test('A new profile picture from Edit Profile shows at once, and the one it replaced is gone', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/profile')
  const header = page.getByRole('region', { name: 'Maya Chen' })
  const avatar = header.getByRole('presentation')

  async function choosePicture(background: string) {
    await header.getByRole('button', { name: /^(Complete|Edit) Profile$/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
    await dialog.getByLabel('Profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 1, height: 1, channels: 3, background } })
        .png()
        .toBuffer(),
    })
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog).toBeHidden()
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/)
    // the server's copy loads under the page's CSP and the image cache policy
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    return (await avatar.getAttribute('src'))!
  }

  const first = await choosePicture('#f08c00')
  const second = await choosePicture('#1971c2')
  expect(second).not.toBe(first)
  expect((await request.get(first)).status()).toBe(404)
  expect((await request.get(second)).status()).toBe(200)

  // and it is the one the profile keeps
  await page.reload()
  await expect(avatar).toHaveAttribute('src', second)
})
