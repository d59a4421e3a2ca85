import { randomBytes } from 'node:crypto'
import { IMAGE_MESSAGES, UPLOAD_MAX_BYTES_DEFAULT } from '@platewise/core'
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { expectNoSeriousViolations } from './accessibility'
import { expect, signInPage, test } from './fixtures'

/**
 * A phone photo as a person has one: 4,000 × 3,000 pixels of noise (which JPEG
 * cannot squeeze), 14.5 MB, taken with the phone on its side (EXIF orientation
 * 6), so it shows upright as 3,000 × 4,000.
 */
async function phonePhoto() {
  const width = 4000
  const height = 3000
  const noise = randomBytes(width * height * 3)
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80, chromaSubsampling: '4:4:4' })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/**
 * How long decoding, drawing and re-encoding 12 megapixels of noise may take:
 * about a second alone, and more than 30 s on CI's two cores shared with four
 * browsers and the other suites.
 */
const PHOTO_WORK = { timeout: 90_000 }

/** Size and shape of an image the server serves. */
async function servedImage(request: APIRequestContext, src: string) {
  const response = await request.get(src)
  expect(response.status()).toBe(200)
  const { width, height } = await sharp(await response.body()).metadata()
  return { width, height }
}

test('A 14.5 MB, 4,000 × 3,000 phone photo posts from the feed, made smaller in the browser and upright, and its photo shows', async ({
  page,
  request,
}) => {
  const photo = await phonePhoto()
  expect(photo.length).toBeGreaterThan(14 * 1024 * 1024)
  expect(photo.length).toBeGreaterThan(UPLOAD_MAX_BYTES_DEFAULT)
  const { credentials } = await signInPage(page, request)
  const name = `${credentials.firstName} ${credentials.lastName}`
  await page.goto('/dashboard/feed')

  await page.getByRole('button', { name: "What's on your mind?" }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Post' })
  await dialog.getByLabel('Your post').fill('Sunday roast')
  await dialog
    .getByLabel('Add photo')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(dialog.getByRole('img', { name: 'Preview of the photo to share' })).toBeVisible(
    PHOTO_WORK,
  )
  await expect(dialog.getByRole('alert')).toHaveCount(0)

  // the server takes at most 10 MB: a post saved with its photo went smaller
  await dialog.getByRole('button', { name: 'Share Post' }).click()

  const post = page.getByRole('article', { name: `Post by ${name}` })
  await expect(post.getByText('Sunday roast')).toBeVisible()
  await expect(post.getByText('Posting...')).toHaveCount(0, PHOTO_WORK)
  await expect(post.getByText('Not posted yet')).toHaveCount(0)
  const shown = post.getByRole('img', { name: `Photo shared by ${name}` })
  await expect(shown).toHaveAttribute('src', /^\/uploads\//)
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1536)
  // upright: the phone held on its side gives a portrait photo
  expect(await servedImage(request, (await shown.getAttribute('src'))!)).toEqual({
    width: 1536,
    height: 2048,
  })
})

test('The same phone photo becomes the profile picture, made smaller in the browser', async ({
  page,
  request,
}) => {
  const photo = await phonePhoto()
  const { token, user } = await signInPage(page, request)
  await page.goto('/dashboard/profile?edit=profile')
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  await dialog
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(
    dialog.getByRole('img', { name: 'Preview of your new profile picture' }),
  ).toBeVisible(PHOTO_WORK)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toBeHidden(PHOTO_WORK)

  const me = (await (
    await request.get(`/api/social/profile/${String(user.id)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { user: { profile_picture: string | null } }
  expect(me.user.profile_picture).toMatch(/^\/uploads\//)
  expect(await servedImage(request, me.user.profile_picture!)).toEqual({
    width: 1536,
    height: 2048,
  })
})

test('A file that is not an image is refused as soon as it is chosen, with no preview and nothing sent', async ({
  page,
  request,
}) => {
  await signInPage(page, request)
  await page.goto('/dashboard/feed')
  const posted: string[] = []
  page.on('request', (call) => {
    if (call.method() === 'POST') posted.push(new URL(call.url()).pathname)
  })
  await page.getByRole('button', { name: "What's on your mind?" }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Post' })
  const text = Buffer.from('Shopping list: oats, eggs, spinach\n')

  for (const file of [
    { name: 'shopping.txt', mimeType: 'text/plain', buffer: text },
    // named and typed as a photo: the bytes say otherwise
    { name: 'lunch.jpg', mimeType: 'image/jpeg', buffer: text },
  ]) {
    await dialog.getByLabel('Add photo').setInputFiles(file)
    await expect(dialog.getByRole('alert')).toHaveText(IMAGE_MESSAGES.unsupported)
    await expect(dialog.getByRole('img')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Share Post' })).toBeDisabled()
  }
  await expectNoSeriousViolations(page)
  expect(posted).toEqual([])
})
