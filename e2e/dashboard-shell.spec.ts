import { expect, newTestUser, registerViaApi, signInPage, test } from './fixtures'

test('A signed-in user moves between the dashboard tabs', async ({ page, request }) => {
  const { credentials } = await signInPage(page, request)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
  await expect(page.getByText(`Welcome, ${credentials.firstName}`)).toBeVisible()
  await expect(page.getByText('Connected')).toBeVisible()
  await expect(page.getByText('Server Offline')).toHaveCount(0)

  const tabs = page.getByRole('navigation', { name: 'Dashboard' })
  for (const [name, path] of [
    ['Overview', 'overview'],
    ['Groups', 'groups'],
    ['Meal Plan', 'mealplan'],
    ['Profile', 'profile'],
    ['Feed', 'feed'],
  ]) {
    await tabs.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`))
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
  }

  await page.getByRole('link', { name: 'Meals' }).click()
  await expect(page).toHaveURL(/\/dashboard\/inputs$/)
  await page.getByRole('link', { name: 'Platewise feed' }).click()
  await expect(page).toHaveURL(/\/dashboard\/feed$/)
})

test('A user searches for people and groups from the header and sees who matches or the empty text', async ({
  page,
  request,
}) => {
  const ava = newTestUser()
  ava.firstName = 'Ava'
  ava.lastName = 'Martinez'
  await registerViaApi(request, ava)
  await signInPage(page, request)
  await page.goto('/dashboard/feed')

  await page.getByRole('button', { name: 'Search' }).click()
  const searchbox = page.getByRole('searchbox')
  await searchbox.fill('ava')
  const friends = page.getByRole('region', { name: 'Friends Results' })
  await expect(friends.getByText('Ava Martinez')).toBeVisible()
  // the server answered: no stand-in suggestions
  await expect(page.getByText('Showing suggestions while search is unavailable')).toHaveCount(0)
  await friends.getByRole('button', { name: 'Add Friend' }).click()
  await expect(friends.getByRole('button', { name: /Following/ })).toBeVisible()

  await searchbox.fill('nobody-like-this')
  await expect(page.getByText('No friends found matching "nobody-like-this"')).toBeVisible()

  // no group is called anything like pizza
  await page.getByText('Groups', { exact: true }).first().click()
  await searchbox.fill('pizza')
  await expect(page.getByText('No groups found matching "pizza"')).toBeVisible()

  await searchbox.press('Escape')
  await expect(searchbox).toHaveCount(0)
})

test("A user posts from the header's Post button and finds the post on the feed", async ({
  page,
  request,
}) => {
  const { credentials } = await signInPage(page, request)
  await page.goto('/dashboard/overview')

  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Post' })
  await expect(dialog.getByPlaceholder("What's going on?")).toBeFocused()
  await dialog.getByPlaceholder("What's going on?").fill('Overnight oats again')
  await dialog.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(dialog).toHaveCount(0)

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Feed' })
    .click()
  const post = page.getByRole('article', {
    name: `Post by ${credentials.firstName} ${credentials.lastName}`,
  })
  await expect(post.getByText('Overnight oats again')).toBeVisible()
})

test('A user logs out from the profile menu', async ({ page, request }) => {
  await signInPage(page, request)
  await page.goto('/dashboard/overview')

  await page.getByRole('button', { name: 'Profile menu' }).click()
  await page.getByRole('menuitem', { name: 'My Profile' }).click()
  await expect(page).toHaveURL(/\/dashboard\/profile$/)

  await page.getByRole('button', { name: 'Profile menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull()

  await page.goto('/dashboard/feed')
  await expect(page).toHaveURL(/\/login$/)
})

test("Escape closes the header's search while its code is still on its way", async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  // the search's code is held back until the test lets it through
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/header-search-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/dashboard/feed')

  const search = page.getByRole('button', { name: 'Search' })
  await search.click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading search...' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText('Loading search...')).toHaveCount(0)
  await expect(search).toHaveAttribute('aria-expanded', 'false')
  await expect(search).toBeFocused()

  // once the code comes, the search opens as ever
  release()
  await search.click()
  await expect(page.getByRole('searchbox')).toBeFocused()
})
