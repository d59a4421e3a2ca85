import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test'
import {
  atEverySize,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  expectScreenPasses,
  SIZES,
} from './accessibility'
import {
  createUser,
  expect,
  newTestUser,
  registerViaApi,
  signedInState,
  signInPage,
  test,
} from './fixtures'

// The accessibility sweep (issue 12): every screen at a desktop's size and a
// phone's, through axe-core (no serious or critical WCAG 2.x A/AA violation),
// without sideways scrolling, and every dialog by keyboard.
//
// The signed-in checks only look, so one person seeded per worker serves them
// all, and each test's browser starts signed in as that person: a test is then
// one page to open and check. A screen that writes gets a person of its own.

// names long enough to overflow a card that does not cut or wrap them
const LONG_FIRST_NAME = 'Bartholomew-Alexander'
const LONG_LAST_NAME = 'Montgomery-Fitzwilliam'
const LONG_NAME = `${LONG_FIRST_NAME} ${LONG_LAST_NAME}`
const LONG_POST = `${'Overnightoatswithchiaseedsandblueberries'.repeat(2)} and a line that wraps like any other.`
const SAVED_MEAL = 'Salmon bowl'
const GROUP_NAME = 'Plant-Powered Kitchen'
const GROUP_POST = 'Lentil bolognese tonight, 35 g of protein a bowl'
const OWN_POST = 'Green smoothie, day 3'

interface Sweep {
  /** The followed person's username */
  other: string
  /** A public group the person created and shared a post in */
  groupId: number
  /** The person's own post, with a comment of the followed person's */
  postId: number
  /** The browser's storage, signed in as the person */
  storageState: ReturnType<typeof signedInState>
}

interface Screen {
  name: string
  path(sweep: Sweep): string
  /** What shows once the screen has its data */
  loaded(page: Page): Locator
  /** Whatever needs doing on the screen before it is checked (a tab to choose) */
  prepare?(page: Page): Promise<void>
  /** The preparation saves something (a meal), which the other screens must not see */
  writes?: boolean
}

/** The signed-in screens of the sweep: each test below covers its screen at both sizes. */
const DASHBOARD_SCREENS: Screen[] = [
  {
    name: 'The feed',
    path: () => '/dashboard/feed',
    loaded: (page) => page.getByRole('article', { name: `Post by ${LONG_NAME}` }),
  },
  {
    name: 'The daily overview',
    path: () => '/dashboard/overview',
    loaded: (page) => page.getByRole('region', { name: 'Calories', exact: true }),
  },
  {
    name: 'The overview’s weight chart as a table',
    path: () => '/dashboard/overview',
    prepare: (page) => page.getByRole('button', { name: 'Show as table' }).click(),
    loaded: (page) => page.getByRole('table', { name: /^Your weigh-ins and trend/ }),
  },
  {
    name: 'Meal Inputs',
    path: () => '/dashboard/inputs',
    loaded: (page) => page.getByRole('button', { name: 'Edit', exact: true }),
  },
  {
    name: 'Meal Inputs, correcting what the analyser understood',
    path: () => '/dashboard/inputs',
    writes: true,
    prepare: async (page) => {
      await page.getByLabel('Description').fill('2 slices of toast with butter and a blorft')
      await page.getByRole('button', { name: 'Add Meal Using AI' }).click()
      await page.getByRole('button', { name: 'Change food for 2 slices of toast' }).click()
      await page.getByRole('button', { name: 'Remove butter' }).click()
    },
    loaded: (page) => page.getByRole('group', { name: 'Food for “2 slices of toast”' }),
  },
  {
    name: 'One’s own profile',
    path: () => '/dashboard/profile',
    loaded: (page) => page.getByRole('table', { name: /\d{4}$/ }),
  },
  {
    name: 'Another person’s profile',
    path: ({ other }) => `/dashboard/profile/${other}`,
    loaded: (page) => page.getByRole('article', { name: `Post by ${LONG_NAME}` }),
  },
  {
    name: 'Groups',
    path: () => '/dashboard/groups',
    loaded: (page) => page.getByRole('link', { name: GROUP_NAME }),
  },
  {
    name: 'A group’s page',
    path: ({ groupId }) => `/dashboard/groups/${groupId}`,
    loaded: (page) => page.getByText(GROUP_POST),
  },
  {
    name: 'A post’s page',
    path: ({ postId }) => `/dashboard/posts/${postId}`,
    loaded: (page) => page.getByRole('list', { name: 'Comments' }),
  },
  {
    name: 'A post’s page for a post that is not there',
    path: () => '/dashboard/posts/not-a-post',
    loaded: (page) => page.getByRole('heading', { level: 1, name: 'Post not found' }),
  },
  {
    name: 'The meal planner’s chat',
    path: () => '/dashboard/mealplan',
    loaded: (page) => page.getByRole('textbox', { name: 'Your message' }),
  },
  {
    name: 'The meal planner’s suggestions',
    path: () => '/dashboard/mealplan',
    prepare: (page) => page.getByRole('tab', { name: 'Meal Suggestions' }).click(),
    loaded: (page) => page.getByRole('button', { name: /Add to Today/ }),
  },
  {
    name: 'The meal planner’s weekly plan',
    path: () => '/dashboard/mealplan',
    prepare: (page) => page.getByRole('tab', { name: 'Weekly Plan' }).click(),
    loaded: (page) => page.getByRole('button', { name: 'Start Planning' }),
  },
  {
    name: 'Settings',
    path: () => '/dashboard/settings',
    loaded: (page) => page.getByRole('list', { name: 'Signed-in sessions' }),
  },
  {
    name: 'The notifications under the bell',
    path: () => '/dashboard/feed',
    prepare: (page) => page.getByRole('button', { name: /^Notifications/ }).click(),
    loaded: (page) =>
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`${LONG_FIRST_NAME} liked your post`),
  },
]

interface DialogCase {
  title: string
  path(sweep: Sweep): string
  opener(page: Page): Locator
  /** Whatever needs doing before the opener can be reached */
  prepare?(page: Page): Promise<void>
  /** What shows once the dialog has its data */
  loaded?(dialog: Locator): Locator
}

const stats = (page: Page) => page.getByRole('list', { name: 'Profile stats' })

/** Every dialog in scope, from the button that opens it. */
const DIALOGS: DialogCase[] = [
  {
    title: 'Create Post',
    path: () => '/dashboard/feed',
    opener: (page) => page.getByRole('button', { name: 'Post', exact: true }),
  },
  {
    title: 'Discover People & Groups',
    path: () => '/dashboard/feed',
    opener: (page) => page.getByRole('button', { name: 'Find People' }),
  },
  {
    title: 'Edit Profile',
    path: () => '/dashboard/profile',
    opener: (page) => page.getByRole('button', { name: /^(Edit|Complete) Profile$/ }),
  },
  {
    title: 'Following',
    path: () => '/dashboard/profile',
    opener: (page) => stats(page).getByRole('button', { name: '1 Following' }),
    loaded: (dialog) => dialog.getByRole('link', { name: LONG_NAME }),
  },
  {
    title: 'Followers',
    path: ({ other }) => `/dashboard/profile/${other}`,
    opener: (page) => stats(page).getByRole('button', { name: '1 Followers' }),
    loaded: (dialog) => dialog.getByRole('link', { name: 'Maya Chen' }),
  },
  {
    title: 'Add Saved Meal',
    path: () => '/dashboard/inputs',
    prepare: (page) => page.getByRole('button', { name: 'Show Saved Meals (1)' }).click(),
    opener: (page) => page.getByRole('button', { name: `Add ${SAVED_MEAL}` }),
  },
  {
    title: 'Log weight',
    path: () => '/dashboard/overview',
    opener: (page) => page.getByRole('button', { name: 'Log weight' }),
  },
  {
    title: 'Delete this weight?',
    path: () => '/dashboard/overview',
    prepare: (page) => page.getByRole('button', { name: 'Show as table' }).click(),
    opener: (page) => page.getByRole('button', { name: /^Delete the weight of / }),
  },
  {
    title: 'Create Group',
    path: () => '/dashboard/groups',
    opener: (page) => page.getByRole('button', { name: 'Create Group' }),
  },
  {
    title: 'Invite Friends',
    path: ({ groupId }) => `/dashboard/groups/${groupId}`,
    opener: (page) => page.getByRole('button', { name: 'Invite Friends' }),
    loaded: (dialog) => dialog.getByText(LONG_NAME),
  },
  {
    title: 'Delete account',
    path: () => '/dashboard/settings',
    opener: (page) => page.getByRole('button', { name: 'Delete account' }),
  },
]

/** Today on this machine's clock, which the browser shares: the person's local day. */
function today() {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * A signed-in person with something on every screen: a meal today (saved as a
 * saved meal), a post, and a followed person with a long name and a post with
 * a long unbroken word.
 */
async function seedSweep(request: APIRequestContext, origin: string): Promise<Sweep> {
  const other = await registerViaApi(request, {
    ...newTestUser(),
    firstName: LONG_FIRST_NAME,
    lastName: LONG_LAST_NAME,
  })
  const theirs = await request.post('/api/social/posts', {
    headers: { authorization: `Bearer ${other.token}` },
    multipart: { content: LONG_POST },
  })
  expect(theirs.status()).toBe(201)

  const session = await createUser(request)
  const auth = { authorization: `Bearer ${session.token}` }
  const meal = await request.post('/api/meals', {
    headers: auth,
    data: {
      meal_type: 'lunch',
      meal_date: today(),
      description: 'Salmon with brown rice, roasted broccoli, a lemon and herb dressing',
      calories: 720,
      protein: 48,
      carbs: 60,
      fat: 28,
      fiber: 8,
      sugar: 5,
      sodium: 520,
    },
  })
  expect(meal.status()).toBe(201)
  const { id } = (await meal.json()) as { id: number }
  const saved = await request.post('/api/favorites/from-meal', {
    headers: auth,
    data: { mealId: id, customName: SAVED_MEAL },
  })
  expect(saved.status()).toBe(201)
  const weighed = await request.post('/api/weights', {
    headers: auth,
    data: { date: today(), weight: 170, today: today() },
  })
  expect(weighed.status()).toBe(201)
  const mine = await request.post('/api/social/posts', {
    headers: auth,
    multipart: { content: OWN_POST },
  })
  expect(mine.status()).toBe(201)
  const { id: postId } = (await mine.json()) as { id: number }
  const commented = await request.post(`/api/social/posts/${postId}/comments`, {
    headers: { authorization: `Bearer ${other.token}` },
    data: { content: 'Which greens?' },
  })
  expect(commented.status()).toBe(201)
  // something under the bell (issue 27)
  const liked = await request.post(`/api/social/posts/${postId}/like`, {
    headers: { authorization: `Bearer ${other.token}` },
  })
  expect(liked.status()).toBe(200)
  const followed = await request.post(`/api/social/follow/${other.user.id as number}`, {
    headers: auth,
  })
  expect(followed.status()).toBe(200)
  const group = await request.post('/api/groups', {
    headers: auth,
    data: { name: GROUP_NAME, description: 'Vegetarian cooking and protein ideas' },
  })
  expect(group.status()).toBe(201)
  const { id: groupId } = (await group.json()) as { id: number }
  const shared = await request.post(`/api/groups/${groupId}/posts`, {
    headers: auth,
    multipart: { content: GROUP_POST },
  })
  expect(shared.status()).toBe(201)
  return {
    other: other.credentials.username,
    groupId,
    postId,
    storageState: signedInState(origin, session),
  }
}

/**
 * Seeds a sweep through an API context of its own: the test's `request` gets
 * the base URL only after the page's storage is set, and that storage comes
 * from the sweep.
 */
async function seedSweepAt(origin: string, playwright: PlaywrightWorkerArgs['playwright']) {
  const request = await playwright.request.newContext({ baseURL: origin })
  try {
    return await seedSweep(request, origin)
  } finally {
    await request.dispose()
  }
}

/**
 * The signed-in part of the sweep: `sweep` is the person of this worker (or
 * one of the test's own with `ownSweep`), and the page starts signed in as them.
 */
const signedIn = test.extend<{ sweep: Sweep; ownSweep: boolean }, { workerSweep: Sweep }>({
  workerSweep: [
    async ({ playwright }, use, workerInfo) => {
      await use(await seedSweepAt(workerInfo.project.use.baseURL!, playwright))
    },
    { scope: 'worker' },
  ],
  ownSweep: [false, { option: true }],
  sweep: async ({ ownSweep, workerSweep, playwright, baseURL }, use) => {
    await use(ownSweep ? await seedSweepAt(baseURL!, playwright) : workerSweep)
  },
  storageState: async ({ sweep }, use) => {
    await use(sweep.storageState)
  },
})

/** Where focus is: in the open dialog, on the document itself, or outside the dialog. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    // Chromium parks focus on the document between the dialog's last control and
    // its first, where a browser with an address bar would visit its own toolbar
    if (!active || active === document.body) return 'document'
    return document.querySelector('dialog[open]')?.contains(active) ? 'inside' : 'outside'
  })

/** Presses Tab once for each control in the dialog and then some: focus never leaves it. */
async function expectTabStaysInside(page: Page, dialog: Locator) {
  const controls = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
    .count()
  for (let press = 0; press < Math.min(controls + 2, 30); press += 1) {
    await page.keyboard.press('Tab')
    expect(await focusPlace(page), `after ${press + 1} Tab presses`).not.toBe('outside')
  }
  await page.keyboard.press('Shift+Tab')
  expect(await focusPlace(page)).not.toBe('outside')
}

/** At least 40 by 40 CSS pixels: an easy target for a thumb. */
async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox()
  expect(box, 'the target is on screen').not.toBeNull()
  expect(box!.width, 'width').toBeGreaterThanOrEqual(40)
  expect(box!.height, 'height').toBeGreaterThanOrEqual(40)
}

test.use({ viewport: SIZES.phone })

test('The landing, login, register and reset password pages pass axe and fit the window at both sizes', async ({
  page,
}) => {
  const publicScreens = [
    ['/', 'Eat with purpose.'],
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    // without SMTP_URL, as the shared server runs: the page says reset is not set up
    ['/reset-password', 'Reset your password'],
  ] as const
  for (const [path, heading] of publicScreens) {
    await page.setViewportSize(SIZES.phone)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
  }
})

test('Every onboarding step passes axe and fits the window at both sizes', async ({
  page,
  request,
}) => {
  await signInPage(page, request, { withProfile: false })
  await page.goto('/onboarding')
  const next = page.getByRole('button', { name: 'Next' })
  // what each step needs before Next goes on; the last step has no Next
  const answers: ((page: Page) => Promise<void>)[] = [
    async () => {},
    (p) => p.getByText('Lose weight').click(),
    (p) => p.getByLabel(/Current weight/).fill('200'),
    (p) => p.getByLabel(/Target weight/).fill('180'),
    (p) => p.getByRole('textbox', { name: 'Timeframe' }).fill('12 weeks'),
    (p) => p.getByLabel(/Height/).fill('70'),
    (p) => p.getByLabel(/Age/).fill('30'),
    (p) => p.getByText('Sedentary', { exact: true }).click(),
    async () => {},
    async () => {},
  ]
  for (let step = 1; step <= 11; step += 1) {
    await expect(page.getByText(`Step ${step} of 11`)).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
    await page.setViewportSize(SIZES.phone)
    if (step === 11) break
    await answers[step - 1]!(page)
    await next.click()
  }
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible()
})

for (const screen of DASHBOARD_SCREENS) {
  signedIn.describe(() => {
    if (screen.writes) signedIn.use({ ownSweep: true })
    signedIn(
      `${screen.name} passes axe and fits the window at both sizes`,
      async ({ page, sweep }) => {
        await page.goto(screen.path(sweep))
        await screen.prepare?.(page)
        await expect(screen.loaded(page).first()).toBeVisible()
        await atEverySize(page, () => expectScreenPasses(page))
      },
    )
  })
}

signedIn(
  'The dashboard header keeps its navigation thumb-sized, and its menu and search pass axe, at both sizes',
  async ({ page, sweep: { other } }) => {
    await page.goto('/dashboard/feed')
    await atEverySize(page, async () => {
      const nav = page.getByRole('navigation', { name: 'Dashboard' })
      for (const name of ['Feed', 'Overview', 'Groups', 'Meal Plan', 'Profile']) {
        await expectThumbSized(nav.getByRole('link', { name }))
      }
      for (const name of ['Search', 'Post', 'Profile menu']) {
        await expectThumbSized(page.getByRole('button', { name, exact: true }))
      }
      await expectThumbSized(page.getByRole('link', { name: 'Meals' }))

      const menuButton = page.getByRole('button', { name: 'Profile menu' })
      await menuButton.click()
      await expect(page.getByRole('menu', { name: 'Profile' })).toBeVisible()
      await expectNoSeriousViolations(page)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu', { name: 'Profile' })).toHaveCount(0)
      await expect(menuButton).toBeFocused()

      const search = page.getByRole('button', { name: 'Search', exact: true })
      await search.click()
      await page.getByRole('searchbox').fill(other)
      const results = page.getByRole('region', { name: 'Friends Results' })
      // (the other person's row: another journey's person of the same long name may match too)
      await expect(results.locator(`a[href="/dashboard/profile/${other}"]`)).toHaveText(LONG_NAME)
      await expectNoSeriousViolations(page)
      await expectNoSidewaysScroll(page)
      // the search closes again for the next size
      await page.keyboard.press('Escape')
      await expect(results).toHaveCount(0)
    })
  },
)

for (const dialogCase of DIALOGS) {
  signedIn(
    `${dialogCase.title} passes axe, keeps Tab inside, and Escape gives focus back to its button, at both sizes`,
    async ({ page, sweep }) => {
      await page.goto(dialogCase.path(sweep))
      await dialogCase.prepare?.(page)
      await atEverySize(page, async () => {
        const opener = dialogCase.opener(page)
        await opener.focus()
        await page.keyboard.press('Enter')

        const dialog = page.getByRole('dialog', { name: dialogCase.title })
        await expect(dialog).toBeVisible()
        if (dialogCase.loaded) await expect(dialogCase.loaded(dialog)).toBeVisible()
        await expectNoSeriousViolations(page)
        await expectNoSidewaysScroll(page)
        await expectTabStaysInside(page, dialog)

        await page.keyboard.press('Escape')
        await expect(dialog).toHaveCount(0)
        await expect(opener).toBeFocused()
      })
    },
  )
}

signedIn(
  'Discard your changes? over Edit Profile passes axe, and Escape keeps the changes, at both sizes',
  async ({ page }) => {
    await page.goto('/dashboard/profile')
    await atEverySize(page, async () => {
      await page.getByRole('button', { name: /^(Edit|Complete) Profile$/ }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
      const firstName = dialog.getByRole('textbox', { name: 'First name' })
      await firstName.fill('Changed')
      await page.keyboard.press('Escape')

      const confirmation = page.getByRole('alertdialog', { name: 'Discard your changes?' })
      await expect(confirmation).toBeVisible()
      await expect(confirmation.getByRole('button', { name: 'Keep editing' })).toBeFocused()
      await expectNoSeriousViolations(page)
      await expectNoSidewaysScroll(page)

      await page.keyboard.press('Escape')
      await expect(confirmation).toHaveCount(0)
      await expect(firstName).toHaveValue('Changed')
      await page.keyboard.press('Escape')
      await confirmation.getByRole('button', { name: 'Discard' }).click()
      await expect(dialog).toHaveCount(0)
    })
  },
)

signedIn(
  'Editing a meal in place passes axe, and Escape gives focus back to Edit, at both sizes',
  async ({ page }) => {
    await page.goto('/dashboard/inputs')
    await atEverySize(page, async () => {
      const edit = page.getByRole('button', { name: 'Edit', exact: true })
      await edit.focus()
      await page.keyboard.press('Enter')

      const form = page.getByRole('form', { name: 'Edit meal' })
      await expect(form.getByRole('textbox', { name: 'Description' })).toBeFocused()
      await expectNoSeriousViolations(page)
      await expectNoSidewaysScroll(page)

      await page.keyboard.press('Escape')
      await expect(form).toHaveCount(0)
      await expect(edit).toBeFocused()
    })
  },
)

signedIn(
  'Editing a post in place passes axe, and Escape gives focus back to Edit post, at both sizes',
  async ({ page, sweep }) => {
    await page.goto(`/dashboard/posts/${sweep.postId}`)
    await atEverySize(page, async () => {
      const edit = page.getByRole('button', { name: 'Edit post' })
      await edit.focus()
      await page.keyboard.press('Enter')

      const form = page.getByRole('form', { name: 'Edit post' })
      await expect(form.getByRole('textbox', { name: 'Edit your post' })).toBeFocused()
      await expectNoSeriousViolations(page)
      await expectNoSidewaysScroll(page)

      await page.keyboard.press('Escape')
      await expect(form).toHaveCount(0)
      await expect(edit).toBeFocused()
      await expect(page.getByText(OWN_POST)).toBeVisible()
    })
  },
)
