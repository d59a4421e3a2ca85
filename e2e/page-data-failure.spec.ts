import { expectNoSeriousViolations, expectNoSidewaysScroll } from './accessibility'
import { expect, signInPage, test } from './fixtures'

const FEED_CALLS = '**/api/social/feed**'

test("When the feed's posts cannot be loaded, the dashboard says so under its header with Try again; once they answer again, Try again shows the feed", async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({
    path: '/api/social/feed',
    status: 'net::ERR_FAILED',
    why: "the feed's calls are cut off on purpose, as a server that stopped answering them",
  })
  await signInPage(page, request)
  await page.route(FEED_CALLS, (route) => route.abort())
  await page.goto('/dashboard/feed')

  const failure = page.getByRole('main').getByRole('alert')
  await expect(
    failure.getByRole('heading', { name: 'This page could not be loaded' }),
  ).toBeVisible()
  await expect(failure).toContainText('Check your connection, then try again.')
  // inside the shell: the header, its tabs and its menus stay
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Post' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectNoSidewaysScroll(page)

  await page.unroute(FEED_CALLS)
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('button', { name: "What's on your mind?" })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
})
