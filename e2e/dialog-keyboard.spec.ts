import type { Locator, Page } from '@playwright/test'
import { expect, signInPage, test } from './fixtures'

// The keyboard contracts that only a real browser can show: a native modal
// dialog (the page behind inert, Escape through 'cancel', focus coming back)
// and the profile menu button of the WAI-ARIA APG.

/** Presses Tab from the top of the page until `target` has focus. */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 15; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** The accessible name, or the tag, of what has focus; 'outside' for the page behind the dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    const dialog = document.querySelector('dialog[open]')
    // Chromium parks focus on the document between the dialog's last control and
    // its first, where a browser with an address bar would visit its own toolbar.
    if (!active || active === document.body) return 'document'
    if (!dialog?.contains(active)) return 'outside'
    const labelledBy = active.getAttribute('aria-labelledby')
    const label = labelledBy
      ? document.getElementById(labelledBy)?.textContent
      : (active as HTMLInputElement).labels?.[0]?.textContent?.trim()
    return (
      label || active.getAttribute('aria-label') || active.textContent?.trim() || active.tagName
    )
  })

test('A keyboard user opens Create Post from the header, stays in it, and Escape brings them back to Post', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/feed')
  const postButton = page.getByRole('button', { name: 'Post', exact: true })
  await tabTo(page, postButton)
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Create Post' })
  await expect(dialog).toBeVisible()
  const text = dialog.getByRole('textbox', { name: 'Your post' })
  await expect(text).toBeFocused()
  await page.keyboard.type('Overnight oats again')

  // two rounds of Tab, forwards then back: never the page behind, every control visited
  const forwards: string[] = []
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab')
    forwards.push(await focused(page))
  }
  expect(forwards).not.toContain('outside')
  expect(forwards).toEqual(
    expect.arrayContaining([
      'Your post',
      'Add photo',
      'Allow comments',
      'Hide like count',
      'Cancel',
      'Post',
      'Close',
    ]),
  )
  const backwards: string[] = []
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Shift+Tab')
    backwards.push(await focused(page))
  }
  expect(backwards).not.toContain('outside')

  // the page behind is inert: its controls cannot even take focus
  const headerTakesFocus = await page
    .getByRole('link', { name: 'Meals' })
    .evaluate((link: HTMLElement) => {
      link.focus()
      return document.activeElement === link
    })
  expect(headerTakesFocus).toBe(false)

  // what was typed is not thrown away without asking (decision 032)
  await page.keyboard.press('Escape')
  const confirmation = page.getByRole('alertdialog', { name: 'Discard your changes?' })
  await expect(confirmation.getByRole('button', { name: 'Keep editing' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(confirmation.getByRole('button', { name: 'Discard' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(postButton).toBeFocused()

  // a click on the backdrop closes it too, without reaching the page under it
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.mouse.click(8, 8)
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  await expect(postButton).toBeFocused()
})

test('A keyboard user opens the profile menu, moves through it and leaves it the APG way', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/feed')
  const button = page.getByRole('button', { name: 'Profile menu' })
  const menu = page.getByRole('menu', { name: 'Profile' })
  const item = (name: string) => page.getByRole('menuitem', { name })
  await tabTo(page, button)

  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(item('Find Friends')).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(item('Logout')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(item('Find Friends')).toBeFocused()
  await page.keyboard.press('End')
  await expect(item('Logout')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(item('Find Friends')).toBeFocused()
  await page.keyboard.press('s')
  await expect(item('Settings')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(button).toBeFocused()

  await page.keyboard.press('ArrowUp')
  await expect(item('Logout')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu).toHaveCount(0)
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Feed' }),
  ).toBeFocused()

  await button.focus()
  await page.keyboard.press(' ')
  await expect(item('Find Friends')).toBeFocused()
  await page.locator('main').click({ position: { x: 4, y: 4 } })
  await expect(menu).toHaveCount(0)

  await button.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('m')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard\/profile$/)
})
