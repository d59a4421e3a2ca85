import type { Page } from '@playwright/test'
import { formatLongDate, MONTH_NAMES } from '@platewise/core'
import { expectScreenPasses } from './accessibility'
import { expect, signInPage, test } from './fixtures'

// The weight log (issue 27, part 3): weigh-ins on several days, the trend in
// words and as a table, today's weight becoming the profile's, and a delete.

/** 'Nov 28, 2026', as the table writes a day */
const asInTable = (date: string) => {
  const [year, month, day] = date.split('-').map(Number)
  return `${MONTH_NAMES[month! - 1]!.slice(0, 3)} ${day}, ${year}`
}

/** A day `offset` days from today on the browser's clock. */
const browserDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const now = new Date()
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
  }, offset)

test('Log weights, see them and their trend, today’s becoming the profile’s, and delete one', async ({
  page,
  request,
}) => {
  const { token } = await signInPage(page, request)
  const headers = { authorization: `Bearer ${token}` }
  const today = await browserDay(page, 0)
  const past = [
    [await browserDay(page, -12), 173.2],
    [await browserDay(page, -6), 172.0],
    [await browserDay(page, -2), 171.4],
  ] as const
  for (const [date, weight] of past) {
    const logged = await request.post('/api/weights', { headers, data: { date, weight, today } })
    expect(logged.status()).toBe(201)
  }

  await page.goto('/dashboard/overview')
  const weight = page.getByRole('region', { name: 'Weight', exact: true })
  await expect(weight.getByRole('tab', { name: '1 month' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(weight.getByText(/^Over the last month: 3 weigh-ins, from /)).toBeVisible()
  await expect(weight.getByText(/Your goal is 160 lbs\.$/)).toBeVisible()
  const chart = weight.getByRole('figure', { name: 'Chart of your weight' })
  await expect(chart.locator('circle')).toHaveCount(3)

  // today's weight through the form
  await weight.getByRole('button', { name: 'Log weight' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log weight' })
  await expect(dialog.getByLabel('Day')).toHaveValue(today)
  await expectScreenPasses(page)
  await dialog.getByLabel('Weight (lbs)').fill('170.6')
  await dialog.getByRole('button', { name: 'Save weight' }).click()
  await expect(
    page.getByText("Weight logged successfully! It is your profile's weight now."),
  ).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(weight.getByText(/^Over the last month: 4 weigh-ins, from /)).toBeVisible()
  await expect(
    weight.getByText(/Your trend went from 173\.2 lbs to \d+(\.\d)? lbs, down /),
  ).toBeVisible()

  // the table says what the chart draws, newest first
  await weight.getByRole('button', { name: 'Show as table' }).click()
  const table = weight.getByRole('table', { name: /^Your weigh-ins and trend/ })
  const rows = table.getByRole('row')
  await expect(rows).toHaveCount(5)
  await expect(rows.nth(1)).toContainText(asInTable(today))
  await expect(rows.nth(1)).toContainText('170.6 lbs')
  await expectScreenPasses(page)

  // the profile's weight is today's; its goals are as they were
  const profile = await request.get('/api/profile', { headers })
  expect((await profile.json()).profile).toMatchObject({
    weight: 170.6,
    daily_calories: 2000,
    daily_protein: 150,
  })

  // delete the oldest
  await table
    .getByRole('button', { name: `Delete the weight of ${formatLongDate(past[0][0])}` })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Delete this weight?' })
  await expectScreenPasses(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Weight deleted successfully!')).toBeVisible()
  await expect(rows).toHaveCount(4)
  await expect(weight.getByText(/^Over the last month: 3 weigh-ins, from /)).toBeVisible()

  // the ranges are tabs, chosen with the arrow keys too
  await weight.getByRole('tab', { name: '1 month' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(weight.getByRole('tab', { name: '3 months' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(weight.getByText(/^Over the last 3 months: 3 weigh-ins/)).toBeVisible()

  // and the profile shows the same section
  await page.goto('/dashboard/profile')
  await expect(
    page
      .getByRole('region', { name: 'Weight', exact: true })
      .getByText(/^Over the last month: 3 weigh-ins/),
  ).toBeVisible()
})
