import { expect, newTestUser, signInPage, test } from './fixtures'

// Issue 26, decision 034: a group post is a post, so it takes comments and
// bookmarks as any post does, and a bookmarked one waits in the Saved tab.

test('In a group, a member shares a post; another member comments on it and bookmarks it, and it waits in their Saved tab', async ({
  page,
  request,
  browser,
}) => {
  const maya = await signInPage(page, request)
  const priyaContext = await browser.newContext()
  const priyaPage = await priyaContext.newPage()
  const priya = await signInPage(priyaPage, request, {
    user: { ...newTestUser(), firstName: 'Priya', lastName: 'Patel' },
  })
  const groupName = `Lunch Club ${maya.credentials.username.slice(-5)}`
  const created = await request.post('/api/groups', {
    headers: { authorization: `Bearer ${maya.token}` },
    data: { name: groupName, description: 'What we ate at noon' },
  })
  expect(created.status()).toBe(201)
  const { id: groupId } = (await created.json()) as { id: number }
  const joined = await request.post(`/api/groups/${groupId}/join`, {
    headers: { authorization: `Bearer ${priya.token}` },
  })
  expect(joined.status()).toBe(200)

  // Maya shares with the group from its page
  await page.goto(`/dashboard/groups/${groupId}`)
  const share = page.getByRole('form', { name: 'Share with Group' })
  await share.getByRole('textbox', { name: 'Share with Group' }).fill('Miso soup and rice')
  await share.getByRole('button', { name: 'Share' }).click()
  await expect(share.getByRole('status')).toHaveText('Shared with the group.')
  const mayasPost = page
    .getByRole('region', { name: 'Recent Posts' })
    .getByRole('article', { name: 'Post by Maya Chen' })
  await expect(mayasPost.getByText('Miso soup and rice')).toBeVisible()

  // Priya, a member too, comments on it and bookmarks it
  await priyaPage.goto(`/dashboard/groups/${groupId}`)
  const post = priyaPage
    .getByRole('region', { name: 'Recent Posts' })
    .getByRole('article', { name: 'Post by Maya Chen' })
  await expect(post.getByText('Miso soup and rice')).toBeVisible()
  await post.getByRole('button', { name: 'Comment' }).click()
  await post.getByLabel('Add a comment').fill('Which miso do you use?')
  await post.getByRole('button', { name: 'Send' }).click()
  await expect(post.getByText('Which miso do you use?')).toBeVisible()
  await expect(post.getByText('0 likes · 1 comment')).toBeVisible()
  const bookmark = post.getByRole('button', { name: 'Bookmark' })
  await bookmark.click()
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true')

  // the bookmark waits in her Saved tab, with the comment under it
  await priyaPage.goto('/dashboard/profile')
  await priyaPage.getByRole('tab', { name: 'Saved' }).click()
  const saved = priyaPage
    .getByRole('tabpanel', { name: 'Saved' })
    .getByRole('article', { name: 'Post by Maya Chen' })
  await expect(saved.getByText('Miso soup and rice')).toBeVisible()
  await expect(saved.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await saved.getByRole('button', { name: 'Comment' }).click()
  await expect(saved.getByText('Which miso do you use?')).toBeVisible()

  // Maya sees the comment on her post after a reload
  await page.reload()
  await mayasPost.getByRole('button', { name: 'Comment' }).click()
  await expect(mayasPost.getByText('Which miso do you use?')).toBeVisible()

  await priyaContext.close()
})
