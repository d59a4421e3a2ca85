import type { APIRequestContext, Browser } from '@playwright/test'
import { atEverySize, expectScreenPasses, SIZES } from './accessibility'
import { expect, signedInState, test } from './fixtures'
import { demoOrigin } from './servers'

// The accessibility sweep on screens with data (issue 25). The sweep of
// accessibility.spec.ts starts from an empty database, so it never meets a day
// that met its goals, a post's meal card, a photo or a group full of people:
// colours and landmarks that only appear with data. This one signs in as a
// person of the demo community (npm run seed:demo, on a server of its own) and
// checks the screens where those live, at a phone's size and a desktop's.

const MAYA = { email: 'maya.chen@platewise.example', password: 'platewise-demo' }

test.use({ baseURL: demoOrigin })

type Session = { token: string; user: Record<string, unknown> }

async function signInAsMaya(request: APIRequestContext): Promise<Session> {
  const response = await request.post(`${demoOrigin}/api/auth/login`, { data: MAYA })
  expect(response.status()).toBe(200)
  return (await response.json()) as Session
}

/** A page of a new browser context signed in as Maya, opened at `path` at a phone's size. */
async function openAsMaya(
  { browser, request }: { browser: Browser; request: APIRequestContext },
  path: string,
  session?: Session,
) {
  const context = await browser.newContext({
    viewport: SIZES.phone,
    storageState: signedInState(demoOrigin, session ?? (await signInAsMaya(request))),
  })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

/** The machine's calendar day, which the browser beside it calls today too. */
function localToday() {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The seed logs only the meals whose time has passed, so before breakfast time
 * Maya has none today, and the overview shows its empty state instead of the
 * week. Her breakfast is logged then, so the test holds at any hour.
 */
async function makeSureMayaAteToday(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const today = localToday()
  const answer = await request.get(`${demoOrigin}/api/meals?date=${today}`, { headers })
  expect(answer.status()).toBe(200)
  const { meals } = (await answer.json()) as { meals: unknown[] }
  if (meals.length > 0) return
  const logged = await request.post(`${demoOrigin}/api/meals`, {
    headers,
    data: { meal_date: today, meal_type: 'breakfast', description: 'greek yogurt with berries' },
  })
  expect(logged.status()).toBe(201)
}

test.describe('With the demo community, at both sizes', () => {
  test('The feed, its meal cards and photos pass axe', async ({ browser, request }) => {
    const page = await openAsMaya({ browser, request }, '/dashboard/feed')
    // the data the empty sweep never sees is on screen
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('group', { name: /^Meal: / }).first()).toBeVisible()
    await expect(page.locator('article img').first()).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
    await page.context().close()
  })

  test('The overview with a week of meals passes axe', async ({ browser, request }) => {
    const session = await signInAsMaya(request)
    await makeSureMayaAteToday(request, session.token)
    const page = await openAsMaya({ browser, request }, '/dashboard/overview', session)
    const strip = page.getByRole('region', { name: 'Weekly Progress' })
    await expect(strip.getByText(/\d\/7 days logged/)).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
    // last week is a whole week of meals: every outcome it has is checked too
    await strip.getByRole('button', { name: 'Previous week' }).click()
    await expect(
      strip
        .getByRole('listitem')
        .filter({ hasText: /Goals Met|Partial/ })
        .first(),
    ).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
    await page.context().close()
  })

  test('The weight chart of six weeks of weigh-ins, its table and the calories Maya burns pass axe', async ({
    browser,
    request,
  }) => {
    const page = await openAsMaya({ browser, request }, '/dashboard/profile')
    const weight = page.getByRole('region', { name: 'Weight', exact: true })
    await expect(weight.getByText(/^Over the last month: \d+ weigh-ins/)).toBeVisible()
    const chart = weight.getByRole('figure', { name: 'Chart of your weight' })
    await expect(chart.locator('circle').first()).toBeVisible()
    const burn = weight.getByRole('region', { name: 'Calories you burn' })
    await expect(burn.getByText(/^From your meals and your trend over \d+ days/)).toBeVisible()
    await weight.getByRole('button', { name: 'Show as table' }).click()
    await expect(weight.getByRole('table')).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
    await weight.getByRole('tab', { name: '3 months' }).click()
    await atEverySize(page, () => expectScreenPasses(page))
    await page.context().close()
  })

  test('The profile and its calendar of met days pass axe', async ({ browser, request }) => {
    const page = await openAsMaya({ browser, request }, '/dashboard/profile')
    const calendar = page.getByRole('region', { name: 'Month Activity' })
    await expect(calendar.getByRole('table')).toHaveAttribute('aria-busy', 'false')
    // early in a month the two weeks of meals are mostly in the month before
    const metDays = calendar.getByRole('cell', { name: /Goals Met/ })
    if ((await metDays.count()) === 0) {
      await calendar.getByRole('button', { name: 'Previous month' }).click()
      await expect(calendar.getByRole('table')).toHaveAttribute('aria-busy', 'false')
    }
    await expect(metDays.first()).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
    await page.context().close()
  })

  test('The groups and a group full of people pass axe', async ({ browser, request }) => {
    const page = await openAsMaya({ browser, request }, '/dashboard/groups')
    const firstGroup = page.getByRole('article').first().getByRole('heading').getByRole('link')
    await expect(firstGroup).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
    await page.setViewportSize(SIZES.phone)
    await firstGroup.click()
    await expect(page.getByRole('region', { name: 'Top Streaks' })).toBeVisible()
    await atEverySize(page, () => expectScreenPasses(page))
    await page.context().close()
  })
})
