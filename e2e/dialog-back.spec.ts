import { expect, signInPage, test } from './fixtures'

// Issue 26, "Dialogs follow the browser": Back closes an open dialog and leaves
// the page beneath as it was, and a dialog with changes not saved asks first
// (apps/web/src/ui/dialog-history.ts, decision 032).

test('Back closes an open dialog and leaves the page and its address as they were', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/overview')
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Feed' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/feed$/)

  const postButton = page.getByRole('button', { name: 'Post', exact: true })
  await postButton.click()
  const dialog = page.getByRole('dialog', { name: 'Create Post' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/feed$/)

  await page.goBack()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  await expect(postButton).toBeVisible()

  // closed by its own button, it leaves no entry behind either: one Back leaves the feed
  await postButton.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/dashboard\/overview$/)
})

test('Back on Edit Profile with a change asks first: Keep editing keeps the text, Discard closes it', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/feed')
  await page.goto('/dashboard/profile')
  await page.getByRole('button', { name: /^(Edit|Complete) Profile$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  const firstName = dialog.getByRole('textbox', { name: 'First name' })
  await expect(firstName).toBeFocused()
  await firstName.fill('Margaret')

  const confirmation = page.getByRole('alertdialog', { name: 'Discard your changes?' })
  await page.goBack()
  await expect(confirmation).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/profile$/)
  await expect(confirmation.getByRole('button', { name: 'Keep editing' })).toBeFocused()

  await confirmation.getByRole('button', { name: 'Keep editing' }).click()
  await expect(confirmation).toHaveCount(0)
  await expect(firstName).toHaveValue('Margaret')
  await expect(firstName).toBeFocused()

  // Back still reaches the dialog, and asks again
  await page.goBack()
  await expect(confirmation).toBeVisible()
  await confirmation.getByRole('button', { name: 'Discard' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(confirmation).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard\/profile$/)
  // nothing was saved
  await expect(page.getByRole('heading', { name: /Margaret/ })).toHaveCount(0)

  // and no entry of the dialog's is left: one Back leaves the profile
  await page.goBack()
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
})

test('A dialog opened by its address closes without leaving a Back that opens it again', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/feed')
  await page.goto('/dashboard/profile?edit=goals')
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  await expect(dialog.getByRole('spinbutton', { name: 'Daily calories (kcal)' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard\/profile$/)

  await page.goBack()
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  await expect(dialog).toHaveCount(0)
})
