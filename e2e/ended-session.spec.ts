import { expect, signInPage, test } from './fixtures'

test('A login the server no longer accepts signs the person out once and lands on the login page', async ({
  page,
  request,
  consoleGuard,
}) => {
  // the browser logs the refused token's answers; the app signs out on them
  for (const path of ['/api/profile', '/api/profile/health']) {
    consoleGuard.expectFailure({ path, status: 401, why: 'the session ended elsewhere' })
  }
  const { token } = await signInPage(page, request)
  await page.goto('/dashboard/overview')
  await expect(page.getByRole('heading', { name: 'No Meals Logged Today' })).toBeVisible()

  // the session ends elsewhere (logged out on another device)
  const revoked = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(revoked.status()).toBe(204)

  let profileCalls = 0
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/profile')) profileCalls += 1
  })
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  // it stays there, and the page does not keep asking
  await page.waitForTimeout(2_000)
  await expect(page).toHaveURL(/\/login$/)
  expect(profileCalls).toBeLessThanOrEqual(2)
  const stored = await page.evaluate(() => localStorage.getItem('authData'))
  expect(stored).toBeNull()
})
