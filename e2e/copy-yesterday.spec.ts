import type { Page } from '@playwright/test'
import { expectScreenPasses } from './accessibility'
import { expect, signInPage, test } from './fixtures'

// 'Copy yesterday' (issue 27, beyond the spec): yesterday's meals logged again
// for today in one tap, and the message's Undo taking exactly those away.

/** Today on the browser's clock, and the day before it. */
const browserDays = (page: Page) =>
  page.evaluate(() => {
    const iso = (day: Date) =>
      `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
    const now = new Date()
    const before = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)
    return { today: iso(now), yesterday: iso(before) }
  })

test("Copy yesterday logs yesterday's meals again for today, and Undo takes them away", async ({
  page,
  request,
}) => {
  const { token } = await signInPage(page, request)
  const { yesterday } = await browserDays(page)
  for (const [meal_type, description, calories] of [
    ['breakfast', 'Porridge with banana', 380],
    ['dinner', 'Chicken stir fry with rice', 640],
  ] as const) {
    const logged = await request.post('/api/meals', {
      headers: { authorization: `Bearer ${token}` },
      data: { meal_date: yesterday, meal_type, description, calories, protein: 20 },
    })
    expect(logged.status()).toBe(201)
  }

  await page.goto('/dashboard/inputs')
  const day = page.getByRole('region', { name: /^Meals for/ })
  await expect(day.getByText('No meals logged for this date')).toBeVisible()
  const copy = page.getByRole('button', { name: 'Copy yesterday' })
  await expect(copy).toHaveAccessibleDescription('2 meals · 1,020 kcal')
  await expectScreenPasses(page)

  await copy.click()
  const message = page.getByText('Copied 2 meals from yesterday successfully.')
  await expect(message).toBeVisible()
  await expect(day.getByText('Porridge with banana')).toBeVisible()
  await expect(day.getByText('Chicken stir fry with rice')).toBeVisible()

  await expect(page.getByRole('button', { name: 'Undo copy' })).toBeFocused()
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(page.getByText('Copy undone successfully.')).toBeVisible()
  await expect(day.getByText('No meals logged for this date')).toBeVisible()

  // yesterday keeps its meals
  await page.getByLabel('Date').fill(yesterday)
  await expect(day.getByText('Porridge with banana')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy yesterday' })).toHaveCount(0)
})
