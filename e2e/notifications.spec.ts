import { createUser, expect, newTestUser, signedInState, test } from './fixtures'

// Issue 27: a like seen arriving live. Maya has the feed open; Daniel, in a
// browser of his own, likes her post; her bell's count rises without a reload
// and its list says who did it.

test('A like from another browser reaches the bell live', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const maya = await createUser(request)
  const daniel = await createUser(request, {
    user: { ...newTestUser(), firstName: 'Daniel', lastName: 'Reyes' },
  })
  const shared = await request.post('/api/social/posts', {
    headers: { authorization: `Bearer ${maya.token}` },
    multipart: { content: 'Overnight oats with blueberries' },
  })
  expect(shared.status()).toBe(201)

  // signed in as Maya the way the app remembers a session
  await page.goto('/api/health')
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value)
  }, signedInState(baseURL!, maya).origins[0]!.localStorage)
  // the stream is open before Daniel acts: what happens next has to arrive live
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/stream') && response.ok(),
  )
  await page.goto('/dashboard/feed')
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')
  await streamOpen

  const danielsBrowser = await browser.newContext({
    storageState: signedInState(baseURL!, daniel),
  })
  try {
    const danielsPage = await danielsBrowser.newPage()
    await danielsPage.goto(`/dashboard/profile/${maya.credentials.username}`)
    const post = danielsPage.getByRole('article', { name: 'Post by Maya Chen' })
    await post.getByRole('button', { name: 'Like' }).click()
    await expect(post.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  } finally {
    await danielsBrowser.close()
  }

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await bell.click()
  const list = page.getByRole('dialog', { name: 'Notifications' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText('Daniel liked your post')
  await expect(list.getByRole('listitem')).toContainText('Overnight oats with blueberries')

  await list.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell).toHaveAccessibleName('Notifications')
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(bell).toBeFocused()
})
