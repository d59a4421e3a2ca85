import { expectNoSeriousViolations } from './accessibility'
import { expect, signInPage, test } from './fixtures'

// Units (issue 27): a US browser shows pounds and inches until the person
// chooses metric in Settings; then every weight follows, and what they type in
// kilograms reaches the API in the spec's pounds.

test.use({ locale: 'en-US' })

test('switching to metric shows every weight in kilograms and saves a weight typed in them', async ({
  page,
  request,
}) => {
  const session = await signInPage(page, request)
  const goals = () => page.getByRole('region', { name: 'Nutrition Goals' })

  await page.goto('/dashboard/profile')
  await expect(goals().getByText('170 lbs → 160 lbs')).toBeVisible()

  await page.goto('/dashboard/settings')
  const units = page.getByRole('region', { name: 'Units' })
  await expect(units.getByRole('radio', { name: 'US (lb, in)' })).toBeChecked()
  await expect(units.getByText('Taken from your browser’s region until you choose.')).toBeVisible()
  await units.getByText('Metric (kg, cm)').click()
  await expect(units.getByRole('status')).toHaveText(
    'Saved. Weights and heights now show in Metric (kg, cm).',
  )
  await expect(units.getByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked()
  await expectNoSeriousViolations(page)

  await page.goto('/dashboard/profile')
  await expect(goals().getByText('77.1 kg → 72.6 kg')).toBeVisible()
  await expect(goals().getByText('Lose 4.5 kg')).toBeVisible()

  await page.getByRole('button', { name: /^(Edit|Complete) Profile$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  const weight = dialog.getByRole('spinbutton', { name: 'Weight (kg)', exact: true })
  await expect(weight).toHaveValue('77.1')
  await weight.fill('75')
  await dialog.getByRole('spinbutton', { name: 'Height (cm)' }).fill('170')
  await dialog.getByRole('spinbutton', { name: 'Age' }).fill('34')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(goals().getByText('75 kg → 72.6 kg')).toBeVisible()

  // the API keeps pounds and inches
  const profile = await request.get('/api/profile', {
    headers: { authorization: `Bearer ${session.token}` },
  })
  const { profile: stored } = (await profile.json()) as {
    profile: { weight: number; height: number; target_weight: number }
  }
  expect(stored.weight).toBeCloseTo(165.35, 1)
  expect(stored.height).toBeCloseTo(66.93, 1)
  expect(stored.target_weight).toBe(160)
})
