import { expect, signInPage, test } from './fixtures'

// Food words (issue 25): a British 'chips' is a portion of fries, an American
// one a bag of crisps. The browser's language decides until the person chooses
// in Settings; their choice then decides every meal they add.

test.use({ locale: 'en-GB' })

test('Chips are fries for a British browser, and crisps once the person chooses United States', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  const addChips = async () => {
    await page.goto('/dashboard/inputs')
    await page.getByLabel('Description').fill('chips')
    await page.getByRole('button', { name: 'Add Meal Using AI' }).click()
    await expect(page.getByText('Meal added successfully!')).toBeVisible()
    return page.getByRole('region', { name: 'What we understood' })
  }

  await expect((await addChips()).getByText('Potato, french fries')).toBeVisible()

  await page.goto('/dashboard/settings')
  const words = page.getByRole('region', { name: 'Food words' })
  await expect(words.getByRole('radio', { name: 'United Kingdom and Ireland' })).toBeChecked()
  await expect(
    words.getByText('Taken from your browser’s language until you choose.'),
  ).toBeVisible()
  await words.getByRole('radio', { name: 'United States' }).check()
  await expect(words.getByRole('status')).toHaveText(
    'Saved. Meals you add now are read with United States food words.',
  )

  await expect((await addChips()).getByText('Potato chips')).toBeVisible()
})
