import { expect, newTestUser, registerViaApi, signInPage, test } from './fixtures'

test('A second user finds the first in Discover, follows them, sees their post in the feed and on their profile, and unfollowing takes the post away', async ({
  page,
  request,
}) => {
  // the first user, with a post of their own
  const priya = await registerViaApi(request, {
    ...newTestUser(),
    firstName: 'Priya',
    lastName: 'Patel',
  })
  const { username } = priya.credentials
  const posted = await request.post('/api/social/posts', {
    headers: { authorization: `Bearer ${priya.token}` },
    multipart: { content: 'Lentil soup for the week' },
  })
  expect(posted.status()).toBe(201)

  // the second user follows nobody yet
  await signInPage(page, request)
  await page.goto('/dashboard/feed')
  await expect(page.getByRole('region', { name: 'No posts yet' })).toBeVisible()

  await page.getByRole('button', { name: 'Find People' }).click()
  const discover = page.getByRole('dialog', { name: 'Discover People & Groups' })
  await expect(
    discover.getByRole('heading', { name: 'Discover Amazing People & Groups' }),
  ).toBeVisible()
  await discover.getByRole('searchbox', { name: 'Search people and groups' }).fill(username)
  const row = discover.getByRole('listitem').filter({ hasText: `@${username}` })
  await expect(row.getByText('Priya Patel')).toBeVisible()
  await expect(row.getByText('1 post', { exact: false })).toBeVisible()
  await row.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(row.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await discover.getByRole('button', { name: 'Close' }).click()
  await expect(discover).toHaveCount(0)

  // the feed now holds the followed person's post
  const post = page.getByRole('article', { name: 'Post by Priya Patel' })
  await expect(post.getByText('Lentil soup for the week')).toBeVisible()
  await expect(page.getByRole('region', { name: 'No posts yet' })).toHaveCount(0)

  // their profile, from the post's author
  await post.getByRole('link', { name: 'Priya Patel' }).click()
  await expect(page).toHaveURL(`/dashboard/profile/${username}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Patel' })).toBeVisible()
  const stats = page.getByRole('list', { name: 'Profile stats' })
  await expect(stats.getByRole('button', { name: '1 Followers' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Saved' })).toHaveCount(0)
  await expect(page.getByText('Lentil soup for the week')).toBeVisible()

  // unfollowing moves the count back, and follows survive a reload
  const header = page.getByRole('region', { name: 'Priya Patel' })
  await header.getByRole('button', { name: 'Following', exact: true }).click()
  await expect(header.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(stats.getByRole('button', { name: '0 Followers' })).toBeVisible()
  await page.reload()
  await expect(stats.getByRole('button', { name: '0 Followers' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()

  // and the post has left the feed
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Feed' })
    .click()
  await expect(page.getByRole('region', { name: 'No posts yet' })).toBeVisible()
  await expect(page.getByText('Lentil soup for the week')).toHaveCount(0)
})
