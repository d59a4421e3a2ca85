import { expect, test } from './fixtures'
import { amount, logMealByDescription } from './meal-analysis-steps'

// Issue 25: a dish read at USDA's usual portion is often less than what a
// person ate. One tap resizes it, any food of the table is one search away, and
// what the panel shows is what the meal saves, to the gram and the calorie.

// (a dish the analyser reads as one item, so doubling it doubles the meal)
const DESCRIPTION = 'chicken alfredo'

test('A logged dish is resized with one tap and changed through search, and the meal saves the numbers the panel showed', async ({
  page,
  request,
}) => {
  const understood = await logMealByDescription(page, request, DESCRIPTION)
  const total = understood.getByRole('status', { name: 'Meal total' })
  const dish = understood.getByRole('listitem').first()
  // the assumed amount, in words a person uses, with its grams
  await expect(dish).toContainText(/\d+ (?:serving|cup|piece)s?.*\([\d,]+ g\)/)
  const logged = amount(/Total ([\d,]+) kcal/.exec((await total.textContent()) ?? '')?.[1])

  // one tap: twice the usual portion
  const sizes = dish.getByRole('group', { name: /^Size of / })
  await expect(sizes.getByRole('button', { name: 'Regular' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await sizes.getByRole('button', { name: 'Double' }).click()
  await expect(sizes.getByRole('button', { name: 'Double' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const doubled = amount(
    /Total with your changes ([\d,]+) kcal/.exec((await total.textContent()) ?? '')?.[1],
  )
  expect(Math.abs(doubled - 2 * logged)).toBeLessThanOrEqual(2)

  // it was chicken biryani: found through search, misspelt
  await dish.getByRole('button', { name: /^Change food for / }).click()
  await dish.getByRole('searchbox', { name: /^Search all foods/ }).fill('chiken biryani')
  const results = dish.getByRole('list', { name: 'Foods found' })
  const biryani = results.getByRole('button', { name: /^Biryani with chicken/ }).first()
  await expect(biryani).toBeVisible()
  // plain names: none of USDA's survey bookkeeping
  await expect(results).not.toContainText(/NS as to|NFS/)
  await biryani.click()
  await expect(dish.getByRole('searchbox')).toHaveCount(0)
  await expect(dish).toContainText('Biryani with chicken')
  // at its usual portion: Regular again, and the exact amount says so
  await expect(sizes.getByRole('button', { name: 'Regular' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(dish.getByRole('spinbutton', { name: /^Amount of / })).toHaveValue('1')

  // and a large one of it
  await sizes.getByRole('button', { name: 'Large' }).click()
  const grams = /\(([\d,]+) g\)/.exec((await dish.textContent()) ?? '')?.[1]
  expect(amount(grams)).toBeGreaterThan(0)
  const shown = amount(
    /Total with your changes ([\d,]+) kcal/.exec((await total.textContent()) ?? '')?.[1],
  )
  const shownMacros = (await total.innerText()).replace(/^.*kcal/s, '')

  await understood.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Meal updated successfully!')).toBeVisible()
  // the server counted it from its food table: the same grams, to the calorie and gram
  await expect(total).toContainText(`Total ${shown.toLocaleString('en-US')} kcal`)
  expect((await total.innerText()).replace(/^.*kcal/s, '')).toBe(shownMacros)
  await expect(dish).toContainText(`(${grams} g)`)
  await expect(dish).toContainText('Biryani with chicken')

  await page.reload()
  await expect(page.getByRole('listitem', { name: DESCRIPTION })).toContainText(
    `${shown.toLocaleString('en-US')} kcal`,
  )
})
