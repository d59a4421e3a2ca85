import { expect, signInPage, test } from './fixtures'

// The smallest PNG there is: one pixel, enough for the server to decode and re-encode.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('A new user shares a photo post from an empty feed, likes, bookmarks and comments on it, and finds it all after a reload', async ({
  page,
  request,
}) => {
  const { credentials } = await signInPage(page, request)
  const name = `${credentials.firstName} ${credentials.lastName}`
  await page.goto('/dashboard/feed')

  // nobody followed yet, nothing posted
  const empty = page.getByRole('region', { name: 'No posts yet' })
  await expect(empty).toBeVisible()
  await expect(empty.getByRole('button', { name: 'Find Friends' })).toBeVisible()
  await expect(empty.getByRole('link', { name: 'Browse Groups' })).toHaveAttribute(
    'href',
    '/dashboard/groups',
  )

  await page.getByRole('button', { name: "What's on your mind?" }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Post' })
  await dialog.getByLabel('Your post').fill('Green smoothie, day 3')
  await dialog
    .getByLabel('Add photo')
    .setInputFiles({ name: 'smoothie.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG })
  await expect(dialog.getByRole('img', { name: 'Preview of the photo to share' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Share Post' }).click()
  await expect(dialog).toHaveCount(0)

  const post = page.getByRole('article', { name: `Post by ${name}` })
  await expect(post.getByText('Green smoothie, day 3')).toBeVisible()
  await expect(empty).toHaveCount(0)
  // saved: the card shows the server's copy of the photo, not the browser's preview
  await expect(post.getByText('Posting...')).toHaveCount(0)
  const photo = post.getByRole('img', { name: `Photo shared by ${name}` })
  await expect(photo).not.toHaveAttribute('src', /^blob:/)
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

  const like = post.getByRole('button', { name: 'Like' })
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(post.getByText(/1 like\b/)).toBeVisible()

  const bookmark = post.getByRole('button', { name: 'Bookmark' })
  await bookmark.click()
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true')

  await post.getByRole('button', { name: 'Comment' }).click()
  const send = post.getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()
  await post.getByLabel('Add a comment').fill('Adding spinach tomorrow')
  await post.getByLabel('Add a comment').press('Enter')
  await expect(post.getByText('Adding spinach tomorrow')).toBeVisible()
  await expect(post.getByText(/1 comment\b/)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('article')).toHaveCount(1)
  const reloaded = page.getByRole('article', { name: `Post by ${name}` })
  await expect(reloaded.getByText('Green smoothie, day 3')).toBeVisible()
  await expect
    .poll(() =>
      reloaded
        .getByRole('img', { name: `Photo shared by ${name}` })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1)
  await expect(reloaded.getByRole('button', { name: 'Like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(reloaded.getByText(/1 like · 1 comment/)).toBeVisible()
  await expect(reloaded.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await reloaded.getByRole('button', { name: 'Comment' }).click()
  await expect(reloaded.getByText('Adding spinach tomorrow')).toBeVisible()
})

test("A post its author deletes on another device leaves this browser's feed on its next load", async ({
  page,
  request,
}) => {
  const { credentials } = await signInPage(page, request)
  const name = `${credentials.firstName} ${credentials.lastName}`
  await page.goto('/dashboard/feed')
  await page.getByRole('button', { name: "What's on your mind?" }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Post' })
  await dialog.getByLabel('Your post').fill('Lunch from my laptop')
  await dialog.getByRole('button', { name: 'Share Post' }).click()
  const post = page.getByRole('article', { name: `Post by ${name}` })
  await expect(post.getByText('Lunch from my laptop')).toBeVisible()
  await expect(post.getByText('Posting...')).toHaveCount(0)

  // on the phone: another session of the same person deletes it
  const login = await request.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password },
  })
  const phone = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const feed = (await (await request.get('/api/social/feed', { headers: phone })).json()) as {
    posts: { id: number; content: string }[]
  }
  const id = feed.posts.find((shown) => shown.content === 'Lunch from my laptop')!.id
  expect((await request.delete(`/api/social/posts/${id}`, { headers: phone })).ok()).toBe(true)

  // back on the laptop, within the 10 minutes the browser keeps its own posts
  await page.reload()
  await expect(page.getByRole('region', { name: 'No posts yet' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
})
