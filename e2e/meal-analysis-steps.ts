import type { APIRequestContext, Page } from '@playwright/test'
import { expect, signInPage } from './fixtures'

/** A number as the page writes it ('1,204'). */
export const amount = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''))

/**
 * A new user logs `description` with Add Meal Using AI on Meal Inputs; returns
 * the 'What we understood' panel that opens.
 */
export async function logMealByDescription(
  page: Page,
  request: APIRequestContext,
  description: string,
) {
  await signInPage(page, request)
  await page.goto('/dashboard/inputs')
  await page.getByLabel('Description').fill(description)
  await page.getByRole('button', { name: 'Add Meal Using AI' }).click()
  await expect(page.getByText('Meal added successfully!')).toBeVisible()
  return page.getByRole('region', { name: 'What we understood' })
}
