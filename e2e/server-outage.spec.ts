import { expectNoSeriousViolations, expectNoSidewaysScroll } from './accessibility'
import { expect, signInPage } from './fixtures'
import { testWithOwnServer as test } from './own-server'

test('With the server stopped, the header says Server Offline and a tab not visited yet explains itself inside the dashboard; once the server is back, the header says Connected and Try again opens the tab', async ({
  page,
  request,
  ownServer,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({
    path: /^\/(api\/.*|assets\/.*|favicon\.svg)?$/,
    status: 'net::ERR_CONNECTION_REFUSED',
    why: "the server is stopped on purpose: the tab's code, the check for a newer build, the health checks",
  })
  consoleGuard.expectFailure({
    path: '/api/notifications/stream',
    status: 503,
    why: 'a server that is closing answers 503 to new requests: the notification stream asks again while it stops',
  })
  await signInPage(page, request)
  await page.goto('/dashboard/feed')
  const badge = page.getByRole('status', { name: 'Server status' })
  await expect(badge).toHaveText('Connected')
  await expect(page.getByRole('button', { name: "What's on your mind?" })).toBeVisible()

  await ownServer.stop()
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Overview' })
    .click()
  const failure = page.getByRole('main').getByRole('alert')
  await expect(failure).toContainText('This page could not be loaded')
  await expect(failure).toContainText('Check your connection, then try again.')
  // inside the shell: the header, its tabs and its menus stay
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Post' })).toBeVisible()
  await expect(badge).toHaveText('Server Offline')
  await expectNoSeriousViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectNoSidewaysScroll(page)

  await ownServer.start()
  // asked every few seconds while offline
  await expect(badge).toHaveText('Connected', { timeout: 20_000 })
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'No Meals Logged Today' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
})
