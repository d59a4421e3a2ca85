import type { Page } from '@playwright/test'
import { expect, signInPage, test } from './fixtures'

const ANALYSED = '2 eggs and a slice of toast'

/** A number as the page writes it ('1,204' or '14.5'). */
const amount = (text: string) => Number(text.replace(/,/g, ''))

const mealRow = (page: Page, description: string, type: string) =>
  page.getByRole('listitem', { name: description }).filter({ hasText: type })

test('A user logs meals by description and by numbers, edits, deletes, saves one and adds it again', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/inputs')
  await expect(page.getByRole('heading', { name: 'Meal Inputs' })).toBeVisible()
  await expect(page.getByText('No meals logged for this date')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Daily Summary' })).toHaveCount(0)

  // typed for analysis: the page shows what the analyser understood
  await page.getByLabel('Description').fill(ANALYSED)
  await page.getByRole('button', { name: 'Add Meal Using AI' }).click()
  await expect(page.getByText('Meal added successfully!')).toBeVisible()
  const understood = page.getByRole('region', { name: 'What we understood' })
  await expect(understood.getByRole('listitem')).toHaveCount(2)
  await expect(understood.getByRole('listitem').first()).toContainText('2 eggs')
  await expect(understood.getByRole('listitem').first()).toContainText(/\d+ g/)
  await expect(understood.getByRole('listitem').first()).toContainText(/\d+ kcal/)
  await expect(understood.getByRole('listitem').last()).toContainText('a slice of toast')
  const total = /came to ([\d,.]+) kcal/.exec((await understood.textContent()) ?? '')?.[1]
  expect(amount(total ?? '0')).toBeGreaterThan(100)
  const breakfast = mealRow(page, ANALYSED, 'Breakfast')
  await expect(breakfast).toContainText(`${total} kcal`)
  const protein = /Protein\s*([\d.]+) g/.exec((await breakfast.textContent()) ?? '')?.[1]
  await understood.getByRole('button', { name: 'Dismiss what we understood' }).click()
  await expect(understood).toHaveCount(0)

  // typed by hand
  await page.getByLabel('Meal Type').selectOption('lunch')
  await page.getByLabel('Description').fill('Chicken rice bowl')
  await page.getByLabel('Calories').fill('600')
  await page.getByLabel('Protein (g)').fill('45')
  await page.getByLabel('Carbs (g)').fill('70')
  await page.getByLabel('Fat (g)').fill('12')
  await page.getByLabel('Sodium (mg)').fill('800.5')
  await page.getByRole('button', { name: 'Add Meal Manually' }).click()
  const lunch = mealRow(page, 'Chicken rice bowl', 'Lunch')
  await expect(lunch).toContainText('600 kcal')
  await expect(lunch).toContainText('Protein45 g')
  await expect(page.getByLabel('Description')).toHaveValue('')

  // edited inline
  await lunch.getByRole('button', { name: 'Edit', exact: true }).click()
  const editing = page.getByRole('form', { name: 'Edit meal' })
  await editing.getByLabel('Calories').fill('650')
  await editing.getByRole('button', { name: 'Save Changes', exact: true }).click()
  await expect(page.getByText('Meal updated successfully!')).toBeVisible()
  await expect(lunch).toContainText('650 kcal')

  // saved as a favourite, and the row says so
  await breakfast.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Meal saved successfully!')).toBeVisible()
  await expect(breakfast.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled()

  // and added again as a snack
  await page.getByRole('button', { name: 'Show Saved Meals (1)' }).click()
  await page.getByRole('button', { name: /^Add 2 eggs/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Saved Meal' })
  await dialog.getByLabel('Select meal type for today:').selectOption('snack')
  await dialog.getByRole('button', { name: 'Add Meal', exact: true }).click()
  await expect(page.getByText(/^Added ".+" as snack!$/)).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(mealRow(page, ANALYSED, 'Snack')).toContainText(`${total} kcal`)

  // the breakfast goes
  await breakfast.getByRole('button', { name: 'Delete', exact: true }).click()
  await breakfast.getByRole('button', { name: 'Yes, delete', exact: true }).click()
  await expect(page.getByText('Meal deleted successfully!')).toBeVisible()
  await expect(breakfast).toHaveCount(0)

  // the day adds up: the snack and the edited lunch
  const summary = page.getByRole('region', { name: 'Daily Summary' })
  await expect(summary).toContainText('2 meals logged')
  const totals = summary.getByRole('definition')
  await expect(totals.nth(0)).toHaveText(
    `${(amount(total ?? '0') + 650).toLocaleString('en-US')} kcal`,
  )
  await expect(totals.nth(1)).toHaveText(`${amount(protein ?? '0') + 45} g`)
  await expect(totals.nth(6)).toHaveText(/^\d[\d,.]* mg$/)

  // and it is still there after a reload
  await page.reload()
  await expect(page.getByRole('listitem', { name: ANALYSED })).toHaveCount(1)
  await expect(lunch).toContainText('650 kcal')
})

test('Text with no food in it is not logged: the person is told and can enter the numbers instead', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({ path: '/api/meals', status: 400, why: 'no food in the text' })
  await signInPage(page, request)
  await page.goto('/dashboard/inputs')
  await page.getByLabel('Description').fill('asdf qwerty zzz')
  await page.getByRole('button', { name: 'Add Meal Using AI' }).click()

  await expect(page.getByRole('alert').filter({ hasText: /any food/ })).toBeVisible()
  await expect(page.getByLabel('Description')).toHaveValue('asdf qwerty zzz')
  await expect(page.getByText('No meals logged for this date')).toBeVisible()
  await expect(page.getByText('Meal added successfully!')).toHaveCount(0)

  // the manual path, with the text kept
  await expect(page.getByLabel('Calories')).toBeFocused()
  await page.getByLabel('Calories').fill('250')
  await page.getByRole('button', { name: 'Add Meal Manually' }).click()
  await expect(page.getByRole('listitem', { name: 'asdf qwerty zzz' })).toContainText('250')
})
