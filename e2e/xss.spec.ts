import type { APIRequestContext, Page } from '@playwright/test'
import {
  createUser,
  expect,
  finishedProfile,
  newTestUser,
  registerViaApi,
  signInPage,
  test,
} from './fixtures'

// Issue 15: text people type (names, a bio, posts, comments, groups, meals)
// reaches other people's browsers. Markup in it must show as the characters
// typed and never become elements: React escapes it, and the CSP (script-src
// 'self', script-src-attr 'none') would stop an inline script or handler if
// anything ever slipped through. The checks below read the DOM itself, so a
// page that turned text into elements fails here even though the CSP kept
// the script from running.

// Each one would set window.__xss, or open a dialog, if the browser made it an element.
const SCRIPT = '<script>window.__xss=1</script>'
const IMG = '<img src=x onerror="window.__xss=1">'
const SVG = '<svg onload=window.__xss=1>'
const IFRAME = '"><iframe src=javascript:window.__xss=1>'
const LINK = '<a href="javascript:alert(1)">Open</a>'
const ALERT_IMG = '<img src=x onerror=alert(2)>'
const BIO = [SCRIPT, IMG, SVG, IFRAME, LINK].join('\n')

declare global {
  interface Window {
    __xss?: unknown
    __cspViolations?: string[]
  }
}

/**
 * Records every dialog the page opens (and dismisses it) and every CSP
 * violation of the page, from before the app's own scripts run.
 */
async function watchPage(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return dialogs
}

/**
 * Nothing of the typed markup became a live element: no script ran, no
 * handler attribute, inline script, frame or javascript: address is in the
 * page, and the CSP had nothing to stop.
 */
async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  const found = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('*')]
    return {
      xss: window.__xss ?? null,
      handlerAttributes: elements
        .flatMap((element) => [...element.attributes].map((a) => `${element.localName}[${a.name}]`))
        .filter((attribute) => /\[on/i.test(attribute)),
      inlineScripts: [...document.scripts].filter((script) => !script.src).length,
      frames: document.querySelectorAll('iframe, frame, object, embed').length,
      javascriptAddresses: elements
        .flatMap((element) =>
          ['href', 'src', 'action', 'formaction', 'xlink:href'].map(
            (name) => element.getAttribute(name) ?? '',
          ),
        )
        .filter((address) => /^\s*javascript:/i.test(address)),
      cspViolations: window.__cspViolations ?? ['(the watcher did not run)'],
    }
  })
  expect(found, where).toEqual({
    xss: null,
    handlerAttributes: [],
    inlineScripts: 0,
    frames: 0,
    javascriptAddresses: [],
    cspViolations: [],
  })
  expect(dialogs, where).toEqual([])
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** Today on the browser's clock, as the meal pages show it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  })

/**
 * Mallory: a name of markup, a bio of every payload, a post and a public group
 * with a post of their own, all made through the API.
 */
async function createMallory(request: APIRequestContext) {
  const user = { ...newTestUser(), firstName: IMG, lastName: SCRIPT }
  const mallory = await createUser(request, { user })
  const bio = await request.put('/api/profile', {
    headers: auth(mallory.token),
    data: { ...finishedProfile, bio: BIO },
  })
  expect(bio.status()).toBe(200)
  const post = await request.post('/api/social/posts', {
    headers: auth(mallory.token),
    // the iframe last: a parser would read everything after it as the frame's text
    multipart: { content: [ALERT_IMG, LINK, IFRAME].join('\n') },
  })
  expect(post.status()).toBe(201)
  const groupName = `${IFRAME} ${user.username.slice(-6)}`
  const group = await request.post('/api/groups', {
    headers: auth(mallory.token),
    data: { name: groupName, description: `${SVG}\n${ALERT_IMG}` },
  })
  expect(group.status()).toBe(201)
  const groupId = ((await group.json()) as { id: number }).id
  const groupPost = await request.post(`/api/groups/${groupId}/posts`, {
    headers: auth(mallory.token),
    multipart: { content: `${SCRIPT} in the group` },
  })
  expect(groupPost.status()).toBe(201)
  return {
    ...mallory,
    name: `${IMG} ${SCRIPT}`,
    postId: ((await post.json()) as { id: number }).id,
    groupId,
    groupName,
  }
}

test('Names, a bio, posts, comments and a group made of markup show as plain text and run nothing on the feed, profiles, search and groups', async ({
  page,
  request,
}) => {
  const dialogs = await watchPage(page)
  const mallory = await createMallory(request)
  const sam = await signInPage(page, request, {
    user: { ...newTestUser(), firstName: 'Sam', lastName: SVG },
  })
  const followed = await request.post(`/api/social/follow/${mallory.user.id as number}`, {
    headers: auth(sam.token),
  })
  expect(followed.status()).toBe(200)
  const comment = await request.post(`/api/social/posts/${mallory.postId}/comments`, {
    headers: auth(sam.token),
    data: { content: `${LINK} ${SVG}` },
  })
  expect(comment.status()).toBe(201)

  // the feed: Mallory's name and post, and Sam's comment under it
  await page.goto('/dashboard/feed')
  const post = page.getByRole('article', { name: `Post by ${mallory.name}` })
  await expect(post.getByRole('link', { name: mallory.name })).toBeVisible()
  for (const payload of [IFRAME, LINK, ALERT_IMG]) {
    await expect(post.getByText(payload)).toBeVisible()
  }
  await post.getByRole('button', { name: 'Comment' }).click()
  const comments = post.getByRole('list', { name: 'Comments' })
  await expect(comments.getByText(`${LINK} ${SVG}`)).toBeVisible()
  await expect(comments.getByText(`Sam ${SVG}`)).toBeVisible()
  await expectNothingRan(page, dialogs, 'feed')

  // Mallory's profile, from the post's author link: name, bio and post
  await post.getByRole('link', { name: mallory.name }).click()
  await expect(page).toHaveURL(`/dashboard/profile/${mallory.credentials.username}`)
  await expect(page.getByRole('heading', { level: 1, name: mallory.name })).toBeVisible()
  const header = page.getByRole('region', { name: mallory.name })
  await expect(header.getByText(BIO)).toBeVisible()
  await expect(page.getByRole('article').getByText(ALERT_IMG)).toBeVisible()
  await expectNothingRan(page, dialogs, "Mallory's profile")

  // Sam's own profile, with a last name of markup
  await page.goto('/dashboard/profile')
  await expect(page.getByRole('heading', { level: 1, name: `Sam ${SVG}` })).toBeVisible()
  await expectNothingRan(page, dialogs, "Sam's profile")

  // the header search finds Mallory by username and shows her name as text;
  // a query of markup is echoed as text
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const search = page.getByRole('searchbox', { name: 'Search friends' })
  await search.fill(mallory.credentials.username)
  const people = page.getByRole('region', { name: 'Friends Results' })
  await expect(people.getByRole('link', { name: mallory.name })).toBeVisible()
  await expectNothingRan(page, dialogs, 'search for a person')
  const query = '<marquee onstart=alert(3)>qzx'
  await search.fill(query)
  await expect(people.getByText(`No friends found matching "${query}"`)).toBeVisible()
  await expectNothingRan(page, dialogs, 'search for markup')

  // ... and finds the group by its name of markup
  await page
    .getByRole('search', { name: 'People and groups' })
    .getByText('Groups', { exact: true })
    .click()
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(mallory.groupName)
  const groups = page.getByRole('region', { name: 'Groups Results' })
  await expect(groups.getByRole('link', { name: mallory.groupName })).toBeVisible()
  await expectNothingRan(page, dialogs, 'search for a group')

  // the Groups page lists it, name and description as text
  await page.goto('/dashboard/groups')
  const card = page.getByRole('article', { name: mallory.groupName })
  await expect(card.getByRole('link', { name: mallory.groupName })).toBeVisible()
  await expect(card.getByText(SVG)).toBeVisible()
  await expectNothingRan(page, dialogs, 'groups')

  // the group's own page: heading, description and Mallory's post in it
  await card.getByRole('link', { name: mallory.groupName }).click()
  await expect(page).toHaveURL(`/dashboard/groups/${mallory.groupId}`)
  await expect(page.getByRole('heading', { level: 1, name: mallory.groupName })).toBeVisible()
  const groupHeader = page.getByRole('region', { name: mallory.groupName })
  await expect(groupHeader.getByText(SVG)).toBeVisible()
  await expect(groupHeader.getByText(ALERT_IMG)).toBeVisible()
  const groupPost = page
    .getByRole('region', { name: 'Recent Posts' })
    .getByRole('article', { name: `Post by ${mallory.name}` })
  await expect(groupPost.getByText(`${SCRIPT} in the group`)).toBeVisible()
  await expectNothingRan(page, dialogs, 'group page')
})

test('A meal description and a saved meal name made of markup show as plain text on Meal Inputs and the overview', async ({
  page,
  request,
}) => {
  const dialogs = await watchPage(page)
  const { token } = await signInPage(page, request)
  const logged = await request.post('/api/meals', {
    headers: auth(token),
    data: {
      meal_date: await browserToday(page),
      meal_type: 'lunch',
      description: `${SCRIPT} ${IMG}`,
      calories: 500,
      protein: 30,
    },
  })
  expect(logged.status()).toBe(201)
  const saved = await request.post('/api/favorites/from-meal', {
    headers: auth(token),
    data: { mealId: ((await logged.json()) as { id: number }).id, customName: IFRAME },
  })
  expect(saved.status()).toBe(201)

  await page.goto('/dashboard/inputs')
  await expect(page.getByRole('listitem', { name: `${SCRIPT} ${IMG}` })).toBeVisible()
  await page.getByRole('button', { name: 'Show Saved Meals (1)' }).click()
  await expect(page.getByText(IFRAME, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: `Add ${IFRAME}` })).toBeVisible()
  await expectNothingRan(page, dialogs, 'meal inputs')

  await page.goto('/dashboard/overview')
  const todays = page.getByRole('list', { name: "Today's meals" })
  await expect(todays.getByText(SCRIPT)).toBeVisible()
  await expectNothingRan(page, dialogs, 'overview')
})

test('A username of markup and a javascript: profile picture are refused with a message', async ({
  page,
  request,
}) => {
  const username = await request.post('/api/auth/register', {
    data: {
      first_name: 'Eve',
      last_name: 'Example',
      // within the 30 characters a username may have, so the alphabet is what refuses it
      username: SVG,
      email: `eve.${Date.now().toString(36)}@example.com`,
      password: 'green-smoothie-42',
    },
  })
  expect(username.status()).toBe(400)
  expect(await username.json()).toMatchObject({
    fields: { username: 'Username can only contain letters, numbers, dots and underscores' },
  })

  const { token } = await registerViaApi(request)
  const picture = await request.put('/api/profile', {
    headers: auth(token),
    data: { ...finishedProfile, profile_picture: 'javascript:window.__xss=1' },
  })
  expect(picture.status()).toBe(400)
  expect(await picture.json()).toMatchObject({
    fields: {
      profile_picture:
        'Profile picture must be a photo you uploaded: choose an image file to change it',
    },
  })

  // the register form says so before sending anything
  const dialogs = await watchPage(page)
  await page.goto('/register')
  await page.getByLabel('Username').fill(SVG)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(
    page.getByText('Username can only contain letters, numbers, dots and underscores'),
  ).toBeVisible()
  await expectNothingRan(page, dialogs, 'register form')
})
