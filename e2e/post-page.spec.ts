import type { Browser, Page } from '@playwright/test'
import { ConsoleGuard } from './console-guard'
import { expect, newTestUser, signInPage, test } from './fixtures'
import type { APIRequestContext } from '@playwright/test'

// Issue 27, decision 040: every post has a page, which Share gives; whoever
// may see the post reads it there with its comments; anyone else, and anyone
// after it is gone, reads one not-found that says neither; its author edits
// its words, and it says 'edited'.

const NOT_FOUND_TEXT = 'This post may have been deleted, or it may not be shared with you.'

/** A second person in a browser of their own, under a console guard of its own. */
async function secondPerson(browser: Browser, request: APIRequestContext, firstName: string) {
  const context = await browser.newContext()
  const guard = new ConsoleGuard(context)
  const page = await context.newPage()
  const session = await signInPage(page, request, {
    user: { ...newTestUser(), firstName, lastName: 'Patel' },
  })
  return { context, guard, page, session }
}

/** The not-found a post's page shows: its heading, its words and the way to the feed. */
async function expectNotFound(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: 'Post not found' })
  await expect(heading).toBeVisible()
  const section = page.getByRole('region', { name: 'Post not found' })
  await expect(section).toHaveText(`Post not found${NOT_FOUND_TEXT}Go to your feed`)
  await expect(section.getByRole('link', { name: 'Go to your feed' })).toHaveAttribute(
    'href',
    '/dashboard/feed',
  )
}

test('Someone shares a post’s link; another person opens it and reads the post and its comments; the author edits it and both see it was edited', async ({
  page,
  request,
  browser,
  context,
}) => {
  const maya = await signInPage(page, request)
  const name = `${maya.credentials.firstName} ${maya.credentials.lastName}`
  await page.goto('/dashboard/feed')
  await page.getByRole('button', { name: "What's on your mind?" }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Post' })
  await dialog.getByLabel('Your post').fill('Miso salmon with rice')
  await dialog.getByRole('button', { name: 'Share Post' }).click()
  await expect(dialog).toHaveCount(0)
  const post = page.getByRole('article', { name: `Post by ${name}` })
  await expect(post.getByText('Posting...')).toHaveCount(0)

  await post.getByRole('button', { name: 'Comment' }).click()
  await post.getByLabel('Add a comment').fill('Twenty minutes, start to finish')
  await post.getByRole('button', { name: 'Send' }).click()
  await expect(post.getByText('Twenty minutes, start to finish')).toBeVisible()

  // Share: this browser copies the link (Chromium on Linux has no share sheet)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(() => {
    // the copy, not a share sheet, even where a browser offers one
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
  })
  await post.getByRole('button', { name: 'Share' }).click()
  await expect(post.getByRole('status')).toHaveText('Link copied to clipboard')
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/posts\/\d+$/)

  // Priya, who follows nobody, opens the address in her own browser
  const priya = await secondPerson(browser, request, 'Priya')
  await priya.page.goto(link)
  await expect(priya.page.getByRole('heading', { level: 1, name: `Post by ${name}` })).toBeVisible()
  const shared = priya.page.getByRole('article', { name: `Post by ${name}` })
  await expect(shared.getByText('Miso salmon with rice')).toBeVisible()
  await expect(shared.getByText('Twenty minutes, start to finish')).toBeVisible()
  await shared.getByLabel('Add a comment').fill('Making this tonight')
  await shared.getByRole('button', { name: 'Send' }).click()
  await expect(shared.getByText('Making this tonight')).toBeVisible()
  await expect(shared.getByText('edited')).toHaveCount(0)
  await expect(shared.getByRole('button', { name: 'Edit post' })).toHaveCount(0)

  // Maya edits the words on her post's page, by keyboard
  await page.goto(new URL(link).pathname)
  const own = page.getByRole('article', { name: `Post by ${name}` })
  await expect(own.getByText('Making this tonight')).toBeVisible()
  await own.getByRole('button', { name: 'Edit post' }).click()
  const field = own.getByRole('textbox', { name: 'Edit your post' })
  await expect(field).toBeFocused()
  await field.press('End')
  await field.pressSequentially(', and a cucumber salad')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(own.getByRole('button', { name: 'Save' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(own.getByText('Miso salmon with rice, and a cucumber salad')).toBeVisible()
  await expect(own.getByText('edited', { exact: true })).toBeVisible()
  await expect(own.getByRole('textbox', { name: 'Edit your post' })).toHaveCount(0)

  // so it is in her feed, and Priya sees it edited, the comments kept
  await page.getByRole('link', { name: 'Back to Feed' }).click()
  const inFeed = page.getByRole('article', { name: `Post by ${name}` })
  await expect(inFeed.getByText('Miso salmon with rice, and a cucumber salad')).toBeVisible()
  await expect(inFeed.getByText('edited', { exact: true })).toBeVisible()
  await priya.page.reload()
  await expect(shared.getByText('Miso salmon with rice, and a cucumber salad')).toBeVisible()
  await expect(shared.getByText('edited', { exact: true })).toBeVisible()
  await expect(shared.getByText('Twenty minutes, start to finish')).toBeVisible()
  await expect(shared.getByText('Making this tonight')).toBeVisible()

  priya.guard.assertClean()
  await priya.context.close()
})

test('A private group’s post and a deleted post show the same not-found to someone else', async ({
  page,
  request,
  browser,
}) => {
  const maya = await signInPage(page, request)
  const auth = { authorization: `Bearer ${maya.token}` }
  const group = await request.post('/api/groups', {
    headers: auth,
    data: { name: `Quiet Kitchen ${maya.credentials.username.slice(-5)}`, is_private: true },
  })
  expect(group.status()).toBe(201)
  const { id: groupId } = (await group.json()) as { id: number }
  const inGroup = await request.post(`/api/groups/${groupId}/posts`, {
    headers: auth,
    multipart: { content: 'Only the kitchen reads this' },
  })
  expect(inGroup.status()).toBe(201)
  const { id: groupPostId } = (await inGroup.json()) as { id: number }
  const feedPost = await request.post('/api/social/posts', {
    headers: auth,
    multipart: { content: 'Gone soon' },
  })
  expect(feedPost.status()).toBe(201)
  const { id: goneId } = (await feedPost.json()) as { id: number }

  // the author, a member, reads the group's post on its page, its group named
  await page.goto(`/dashboard/posts/${groupPostId}`)
  await expect(page.getByText('Only the kitchen reads this')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Quiet Kitchen/ })).toHaveAttribute(
    'href',
    `/dashboard/groups/${groupId}`,
  )

  // the author deletes the other from its page, which says so
  await page.goto(`/dashboard/posts/${goneId}`)
  await page
    .getByRole('article', { name: /^Post by / })
    .getByRole('button', { name: 'Delete post' })
    .click()
  await page
    .getByRole('dialog', { name: 'Delete post?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Post deleted' })).toBeVisible()

  const priya = await secondPerson(browser, request, 'Priya')
  priya.guard.expectFailure({
    path: `/api/social/posts/${groupPostId}`,
    status: 403,
    why: 'a private group’s post, to someone not in the group',
  })
  priya.guard.expectFailure({
    path: `/api/social/posts/${goneId}`,
    status: 404,
    why: 'a deleted post',
  })
  await priya.page.goto(`/dashboard/posts/${groupPostId}`)
  await expectNotFound(priya.page)
  await expect(priya.page.getByText('Only the kitchen reads this')).toHaveCount(0)
  await priya.page.goto(`/dashboard/posts/${goneId}`)
  await expectNotFound(priya.page)
  await priya.page.getByRole('link', { name: 'Go to your feed' }).click()
  await expect(priya.page).toHaveURL(/\/dashboard\/feed$/)

  priya.guard.assertClean()
  await priya.context.close()
})
