import type { Page } from '@playwright/test'
import { expect, newTestUser, signInPage, test } from './fixtures'

// The smallest PNG there is: one pixel, enough for the server to decode and re-encode.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A figure of the group's stats (Members, Posts, Best Streak) */
const statValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Group stats' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition')

test('A user creates a group, shares a photo post and invites a friend, who joins and likes it; a private group stays closed to a stranger', async ({
  page,
  request,
  browser,
}) => {
  // Priya will be invited; Maya follows her
  const priyaContext = await browser.newContext()
  const priyaPage = await priyaContext.newPage()
  const priya = await signInPage(priyaPage, request, {
    user: { ...newTestUser(), firstName: 'Priya', lastName: 'Patel' },
  })
  const maya = await signInPage(page, request)
  const followed = await request.post(`/api/social/follow/${priya.user.id as number}`, {
    headers: { authorization: `Bearer ${maya.token}` },
  })
  expect(followed.status()).toBe(200)
  const groupName = `Soup Swap ${maya.credentials.username.slice(-5)}`

  // Maya creates a public group from the feed's Create Group
  await page.goto('/dashboard/feed')
  const groupsPanel = page.getByRole('region', { name: 'Groups' })
  // the list arriving moves Create Group (other journeys' public groups show
  // here too): a click while it moves can land beside the link
  await expect(groupsPanel.getByRole('status', { name: 'Loading groups' })).toHaveCount(0)
  await groupsPanel.getByRole('link', { name: 'Create Group' }).click()
  await expect(page).toHaveURL('/dashboard/groups?create=1')
  const create = page.getByRole('dialog', { name: 'Create Group' })
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled()
  await create.getByLabel('Group Name').fill(groupName)
  await create.getByLabel('Description').fill('A pot on Sunday, lunches all week')
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(create).toHaveCount(0)
  const card = page.getByRole('article', { name: groupName })
  await expect(card.getByText('1 member', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Member' })).toBeVisible()
  await expect(card.getByText('Private')).toHaveCount(0)

  // she opens it and shares a post with a photo
  await card.getByRole('link', { name: groupName }).click()
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible()
  await expect(page.getByText('You created this group')).toBeVisible()
  const topStreaks = page.getByRole('region', { name: 'Top Streaks' })
  await expect(topStreaks.getByRole('listitem')).toHaveCount(1)
  await expect(topStreaks.getByText('Maya Chen')).toBeVisible()
  const share = page.getByRole('form', { name: 'Share with Group' })
  await share.getByRole('textbox', { name: 'Share with Group' }).fill('Red lentil soup, six jars')
  await share
    .getByLabel('Add photo')
    .setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG })
  await expect(share.getByRole('img', { name: 'Preview of the photo to share' })).toBeVisible()
  await share.getByRole('button', { name: 'Share' }).click()
  const mayasPost = page
    .getByRole('region', { name: 'Recent Posts' })
    .getByRole('article', { name: 'Post by Maya Chen' })
  await expect(mayasPost.getByText('Red lentil soup, six jars')).toBeVisible()
  const photo = mayasPost.getByRole('img', { name: 'Photo shared by Maya Chen' })
  await expect(photo).toHaveAttribute('src', /^\/uploads\//)
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await expect(statValue(page, 'Posts')).toHaveText('1')

  // she invites Priya, whom she follows
  await page.getByRole('button', { name: 'Invite Friends' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite Friends' })
  const priyaRow = invite.getByRole('listitem').filter({ hasText: 'Priya Patel' })
  await priyaRow.getByRole('button', { name: 'Invite' }).click()
  await expect(priyaRow.getByRole('button', { name: 'Invited' })).toBeVisible()
  await invite.getByRole('button', { name: 'Close' }).click()

  // and creates a private group too
  await page.getByRole('link', { name: 'All Groups' }).click()
  await page.getByRole('button', { name: 'Create Group' }).click()
  const secret = `Quiet Kitchen ${maya.credentials.username.slice(-5)}`
  await create.getByLabel('Group Name').fill(secret)
  await create.getByLabel('Make group private').check()
  await create.getByRole('button', { name: 'Create' }).click()
  const secretCard = page.getByRole('article', { name: secret })
  await expect(secretCard.getByText('Private')).toBeVisible()
  const secretPath = await secretCard.getByRole('link', { name: secret }).getAttribute('href')
  expect(secretPath).toMatch(/^\/dashboard\/groups\/\d+$/)

  // Priya finds the group on the Groups page, sees Maya's post, joins and likes it
  await priyaPage.goto('/dashboard/groups')
  await priyaPage
    .getByRole('article', { name: groupName })
    .getByRole('link', { name: groupName })
    .click()
  const priyaView = priyaPage.getByRole('region', { name: 'Recent Posts' })
  const post = priyaView.getByRole('article', { name: 'Post by Maya Chen' })
  await expect(post.getByText('Red lentil soup, six jars')).toBeVisible()
  await expect(post.getByRole('button', { name: 'Like' })).toBeDisabled()
  const header = priyaPage.getByRole('region', { name: groupName })
  await header.getByRole('button', { name: 'Join Group' }).click()
  await expect(header.getByRole('button', { name: 'Leave Group' })).toBeVisible()
  await expect(statValue(priyaPage, 'Members')).toHaveText('2')
  await post.getByRole('button', { name: 'Like' }).click()
  await expect(post.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  await expect(post.getByText(/^1 like\b/)).toBeVisible()

  // Maya sees her new member and the like after a reload
  await page.goto('/dashboard/groups')
  await expect(
    page.getByRole('article', { name: groupName }).getByText('2 members', { exact: true }),
  ).toBeVisible()

  // a stranger is told the private group is private, and does not see it listed
  const strangerContext = await browser.newContext()
  const stranger = await strangerContext.newPage()
  await signInPage(stranger, request)
  await stranger.goto(secretPath!)
  await expect(stranger.getByRole('heading', { level: 1, name: 'Private group' })).toBeVisible()
  await expect(
    stranger.getByText('This group is private. You can join it when a member invites you.'),
  ).toBeVisible()
  await stranger.getByRole('link', { name: 'Back to Groups' }).click()
  await expect(stranger.getByRole('article', { name: groupName })).toBeVisible()
  await expect(stranger.getByRole('article', { name: secret })).toHaveCount(0)

  await priyaContext.close()
  await strangerContext.close()
})

test('An invited person declines an invitation: the private group leaves their Groups page, and its sender is told they cannot invite them again yet', async ({
  page,
  request,
  browser,
}) => {
  const gina = await signInPage(page, request, {
    user: { ...newTestUser(), firstName: 'Gina', lastName: 'Guest' },
  })
  const senderContext = await browser.newContext()
  const senderPage = await senderContext.newPage()
  const sender = await signInPage(senderPage, request, {
    user: { ...newTestUser(), firstName: 'Sid', lastName: 'Sender' },
  })
  const as = { authorization: `Bearer ${sender.token}` }
  const suffix = sender.credentials.username.slice(-5)
  const spam = `Win a Blender ${suffix}`
  const made = await request.post('/api/groups', {
    headers: as,
    data: { name: spam, is_private: true },
  })
  expect(made.status()).toBe(201)
  const spamId = ((await made.json()) as { id: number }).id
  expect(
    (await request.post(`/api/social/follow/${gina.user.id as number}`, { headers: as })).status(),
  ).toBe(200)
  const invited = await request.post(`/api/groups/${spamId}/invitations`, {
    headers: as,
    data: { user_id: gina.user.id },
  })
  expect(invited.status()).toBe(201)

  // Gina sees the invitation with Decline beside Join, and declines it from the keyboard
  await page.goto('/dashboard/groups')
  const spamCard = page.getByRole('article', { name: spam })
  await expect(spamCard.getByRole('button', { name: 'Join' })).toBeVisible()
  const decline = spamCard.getByRole('button', { name: 'Decline' })
  await decline.focus()
  await page.keyboard.press('Enter')
  await expect(spamCard).toHaveCount(0)
  const notice = page.getByText(`You declined the invitation to ${spam}.`)
  await expect(notice).toBeVisible()
  await expect(page.locator('[tabindex="-1"]').filter({ has: notice })).toBeFocused()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible()
  await expect(page.getByRole('article', { name: spam })).toHaveCount(0)

  // the sender makes a new group to try again, and the Invite Friends modal says why not
  const again = `Win a Blender Again ${suffix}`
  const second = await request.post('/api/groups', {
    headers: as,
    data: { name: again, is_private: true },
  })
  await senderPage.goto(`/dashboard/groups/${((await second.json()) as { id: number }).id}`)
  await senderPage.getByRole('button', { name: 'Invite Friends' }).click()
  const modal = senderPage.getByRole('dialog', { name: 'Invite Friends' })
  const ginaRow = modal.getByRole('listitem').filter({ hasText: 'Gina Guest' })
  await ginaRow.getByRole('button', { name: 'Invite' }).click()
  await expect(ginaRow.getByRole('alert')).toHaveText(
    'They declined an invitation from you recently. You can invite them again in 30 days.',
  )
  await expect(ginaRow.getByRole('button', { name: 'Invite' })).toBeVisible()

  await senderContext.close()
})
