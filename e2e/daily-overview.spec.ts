import type { APIRequestContext, Page } from '@playwright/test'
import { expect, signInPage, test } from './fixtures'

/** Today on the browser's clock: meals belong to the user's local calendar day. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    const pad = (value: number) => String(value).padStart(2, '0')
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  })

async function logMeal(
  request: APIRequestContext,
  token: string,
  meal: Record<string, string | number>,
) {
  const response = await request.post('/api/meals', {
    headers: { authorization: `Bearer ${token}` },
    data: meal,
  })
  expect(response.status()).toBe(201)
}

test("The overview shows today's meals, the week and the goals, and an edit moves the cards", async ({
  page,
  request,
}) => {
  // a profile of 2000 kcal and 150 g protein, 170 lbs aiming for 160
  const { token } = await signInPage(page, request)
  const today = await browserToday(page)
  await logMeal(request, token, {
    meal_date: today,
    meal_type: 'breakfast',
    description: 'Oatmeal with blueberries, walnuts and almond butter',
    calories: 460,
    protein: 30,
    carbs: 60,
    fat: 14,
    fiber: 9,
    sugar: 12.5,
    sodium: 150,
  })
  // yesterday, a finished day: under the calorie goal by 500, short of protein
  const yesterday = await page.evaluate(() => {
    const date = new Date()
    date.setDate(date.getDate() - 1)
    const pad = (value: number) => String(value).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  })
  const todayIsSunday = await page.evaluate(() => new Date().getDay() === 0)
  await logMeal(request, token, {
    meal_date: yesterday,
    meal_type: 'dinner',
    description: 'Pasta with tomato sauce',
    calories: 1500,
    protein: 100,
  })
  await logMeal(request, token, {
    meal_date: today,
    meal_type: 'lunch',
    description: 'Grilled chicken wrap',
    calories: 700,
    protein: 45,
    carbs: 55,
    fat: 25,
    fiber: 6,
    sugar: 4,
    sodium: 900,
  })

  await page.goto('/dashboard/overview')
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Maya$/ }),
  ).toBeVisible()

  const card = (name: string) => page.getByRole('region', { name, exact: true })
  const bar = (name: string) =>
    page.getByRole('progressbar', { name: `${name} progress`, exact: true })
  await expect(card('Calories')).toContainText('1,160')
  await expect(card('Calories')).toContainText('of 2,000 kcal goal')
  await expect(bar('Calories')).toHaveAttribute('aria-valuenow', '58')
  await expect(card('Protein')).toContainText('75 g')
  await expect(bar('Protein')).toHaveAttribute('aria-valuenow', '50')
  await expect(card('Calories Remaining')).toContainText('840 kcal')
  await expect(card('Protein Remaining')).toContainText('75 g')

  const nutrients = card('Other Nutrients')
  await expect(nutrients).toContainText('Carbs115 g')
  await expect(nutrients).toContainText('Sugar16.5 g')
  await expect(nutrients).toContainText('Sodium1,050 mg')

  // today met the calorie goal but not the protein goal, and is in progress:
  // the averages take the finished days only, here yesterday's 500 kcal deficit
  const strip = card('Weekly Progress')
  const todayCell = strip.getByRole('listitem').filter({ hasText: ', today, in progress:' })
  await expect(todayCell).toContainText('Partial')
  await expect(strip.getByText(todayIsSunday ? '1/7 days logged' : '2/7 days logged')).toBeVisible()
  await expect(
    strip.getByText(
      todayIsSunday
        ? 'No finished days logged this week'
        : 'Average deficit this week: 500 kcal/day',
    ),
  ).toBeVisible()
  await expect(strip.getByText('Today is in progress, so it is not counted yet.')).toBeVisible()
  await expect(strip.getByRole('button', { name: 'Next week' })).toBeDisabled()

  // 10 lbs to lose at 500 kcal a day: 3500 × 10 / 500 = 70 days, 10 weeks
  const analysis = card('Weight Progress Analysis')
  await expect(analysis).toContainText('Lose 10 lbs')
  await expect(analysis).toContainText('Average deficit, last 7 days')
  await expect(analysis).toContainText('500 kcal/day')
  await expect(analysis).toContainText('10 weeks')

  const list = page.getByRole('list', { name: "Today's meals" })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list).toContainText('Oatmeal with blueberries, walnuts and al...')
  await expect(list).toContainText('700 kcal · 45 g protein')

  // edit the lunch: more protein, so today meets both goals
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Grilled chicken wrap' })
    .getByRole('button', { name: 'Edit' })
    .click()
  const form = page.getByRole('form', { name: 'Edit meal' })
  await expect(form.getByLabel('Description')).toHaveValue('Grilled chicken wrap')
  await form.getByLabel('Calories').fill('900')
  await form.getByLabel('Protein (g)').fill('130')
  await form.getByRole('button', { name: 'Save Changes' }).click()

  await expect(page.getByText('Meal updated successfully!')).toBeVisible()
  await expect(card('Calories')).toContainText('1,360')
  await expect(card('Protein')).toContainText('160 g')
  await expect(bar('Protein')).toHaveAttribute('aria-valuenow', '100')
  await expect(card('Protein Remaining')).toContainText('Protein goal reached')
  await expect(todayCell).toContainText('Goals Met')
  await expect(list).toContainText('900 kcal · 130 g protein')
})
