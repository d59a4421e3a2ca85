import { expect, signInPage, test } from './fixtures'
import { amount, logMealByDescription } from './meal-analysis-steps'

const DESCRIPTION = '2 slices of toast with butter'

test('A user corrects what the analyser understood, and the meal keeps the correction', async ({
  page,
  request,
}) => {
  const understood = await logMealByDescription(page, request, DESCRIPTION)
  const logged = amount(/came to ([\d,]+) kcal/.exec((await understood.textContent()) ?? '')?.[1])
  expect(logged).toBeGreaterThan(100)
  const total = understood.getByRole('status', { name: 'Meal total' })
  await expect(total).toContainText(`Total ${logged.toLocaleString('en-US')} kcal`)
  const save = understood.getByRole('button', { name: 'Save changes' })
  await expect(save).toBeDisabled()

  // another bread for the toast, in two steps
  const toast = understood.getByRole('listitem', { name: '2 slices of toast' })
  await toast.getByRole('button', { name: 'Change food for 2 slices of toast' }).click()
  const breads = toast.getByRole('radio')
  await expect(breads.first()).toBeChecked()
  expect(await breads.count()).toBeGreaterThan(1)
  const other = breads.nth(1)
  // each choice reads 'Bread, …, toasted 2 slices · 36 g · 108 kcal'
  const otherCalories = amount(
    /([\d,]+) kcal/.exec(await toast.locator('label').nth(1).innerText())?.[1],
  )
  await other.check()
  await expect(toast).toContainText(`${otherCalories} kcal`)

  // the butter was not eaten; focus stays in the list
  await understood.getByRole('button', { name: 'Remove butter' }).click()
  await expect(understood.getByRole('listitem', { name: 'butter' })).toHaveCount(0)
  await expect(understood.getByRole('button', { name: 'Remove 2 slices of toast' })).toBeFocused()
  await expect(total).toContainText(`Total with your changes ${otherCalories} kcal`)

  await save.click()
  await expect(page.getByText('Meal updated successfully!')).toBeVisible()
  await expect(save).toBeDisabled()
  const corrected = amount(
    /came to ([\d,]+) kcal/.exec((await understood.textContent()) ?? '')?.[1],
  )
  // the server counts from its food table: the same food and grams, to the kcal
  expect(Math.abs(corrected - otherCalories)).toBeLessThanOrEqual(1)
  expect(corrected).not.toBe(logged)

  // the day's list has the corrected meal, also after a reload
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Meals for / })).toBeVisible()
  await expect(page.getByRole('listitem', { name: DESCRIPTION })).toContainText(
    `${corrected.toLocaleString('en-US')} kcal`,
  )
})

test('A keyboard user swaps a food, changes an amount and saves without a pointer', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/inputs')
  await page.getByLabel('Description').fill(DESCRIPTION)
  await page.getByRole('button', { name: 'Add Meal Using AI' }).focus()
  await page.keyboard.press('Enter')
  const understood = page.getByRole('region', { name: 'What we understood' })
  const toast = understood.getByRole('listitem', { name: '2 slices of toast' })
  const change = toast.getByRole('button', { name: 'Change food for 2 slices of toast' })
  const amount = toast.getByRole('spinbutton', { name: 'Amount of 2 slices of toast' })

  await amount.focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('3')
  await page.keyboard.press('Tab')
  await expect(change).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(change).toHaveAttribute('aria-expanded', 'true')
  // into the choices, past Remove: the chosen food has focus, an arrow picks the next
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(toast.getByRole('radio').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(toast.getByRole('radio').nth(1)).toBeChecked()
  await expect(amount).toHaveValue('2')

  const save = understood.getByRole('button', { name: 'Save changes' })
  await save.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Meal updated successfully!')).toBeVisible()
  await expect(understood.getByRole('heading', { name: 'What we understood' })).toBeFocused()
})
