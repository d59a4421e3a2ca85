import { addDays, startOfWeekSunday, todayIso } from '@platewise/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aMeal } from '../../test/meal-fixtures'
import { json, testUser } from '../../test/render-app'
import { renderDashboard, type Handlers } from '../../test/render-dashboard'

const today = todayIso()
const RANGE = `/api/meals/range/${addDays(today, -13)}/${today}`

let nextId = 100
const meal = (fields: Parameters<typeof aMeal>[0] extends infer F ? Partial<F> : never) => {
  nextId += 1
  return aMeal({ id: nextId, mealDate: today, ...fields })
}

// 2000 kcal and 150 g a day, 180 lbs; 1,160 kcal and 75 g eaten today
const PROFILE = {
  daily_calories: 2000,
  daily_protein: 150,
  weight: 180,
  target_weight: 170,
  height: null,
  age: null,
  activity_level: null,
  gender: null,
  bio: null,
  profile_picture: null,
}
const TODAYS_MEALS = [
  meal({ description: 'Oatmeal with berries', calories: 460, protein: 30 }),
  meal({ mealType: 'lunch', description: 'Chicken wrap', calories: 700, protein: 45 }),
]
const RECENT_MEALS = [
  meal({ mealDate: addDays(today, -2), description: 'Oatmeal with berries' }),
  meal({ mealDate: addDays(today, -1), description: 'Oatmeal with berries' }),
  ...TODAYS_MEALS,
]

function openPlanner(handlers: Handlers = {}) {
  const { calls } = renderDashboard('/dashboard/mealplan', {
    'GET /api/profile': () => json(200, { profile: PROFILE, hasCompletedOnboarding: true }),
    'GET /api/meals': () => json(200, { meals: TODAYS_MEALS }),
    [`GET ${RANGE}`]: () => json(200, { meals: RECENT_MEALS }),
    ...handlers,
  })
  return calls
}

/** The page with the person's data in: today's figures and the usual meals are shown. */
async function openPlannerWithData(handlers: Handlers = {}) {
  const calls = openPlanner(handlers)
  const known = await screen.findByRole('region', { name: 'What the planner uses' })
  await within(known).findByText('840 kcal left')
  await within(known).findByText('Oatmeal with berries')
  return calls
}

const messageBox = () => screen.getByLabelText('Your message')
const conversation = () => within(screen.getByRole('log', { name: 'Conversation' }))
const typing = () => screen.queryByText('Assistant is typing')
/** A reply, which shows 1.5 s after the question */
const reply = (text: string | RegExp) => conversation().findByText(text, {}, { timeout: 3_000 })
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('PlannerPage', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens on the AI Chat tab with a greeting by first name', async () => {
    openPlanner()
    expect(await screen.findByRole('heading', { name: 'AI Meal Planner' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'AI Chat',
      'Meal Suggestions',
      'Weekly Plan',
    ])
    expect(screen.getByRole('tab', { name: 'AI Chat' })).toHaveAttribute('aria-selected', 'true')
    expect(conversation().getByText(/^Hi Maya! I'm your AI meal planner\./)).toBeInTheDocument()
  })

  it('shows the typing indicator for 1.5 s with the input disabled, then the reply', async () => {
    await openPlannerWithData()
    // the reply's timer and TanStack Query's notifications on the fake clock; events are
    // fired directly, since user-event waits on a real timer between steps
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })

    fireEvent.change(messageBox(), { target: { value: 'Any dinner ideas?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await advance(0)
    expect(conversation().getByText('Any dinner ideas?')).toBeInTheDocument()
    expect(messageBox()).toHaveValue('')
    expect(typing()).toBeInTheDocument()
    expect(typing()!.closest('[role="status"]')).not.toBeNull()
    expect(messageBox()).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Breakfast ideas' })).toBeDisabled()

    await advance(1_499)
    expect(typing()).toBeInTheDocument()
    expect(conversation().queryByText(/^For dinner, try/)).toBeNull()

    // the reply's timer fires at 1.5 s, and the query cache tells the page a tick later
    await advance(1)
    await advance(1)
    expect(conversation().getByText(/^For dinner, try/)).toBeInTheDocument()
    expect(
      conversation().getByText('You have 840 kcal and 75 g of protein left for today.'),
    ).toBeInTheDocument()
    expect(typing()).toBeNull()
    expect(messageBox()).toBeEnabled()
    expect(messageBox()).toHaveFocus()
  })

  it('sends with Enter', async () => {
    await openPlannerWithData()
    const user = userEvent.setup()
    await user.type(messageBox(), 'Lunch ideas?{Enter}')
    expect(conversation().getByText('Lunch ideas?')).toBeInTheDocument()
    expect(messageBox()).toBeDisabled()
    expect(await reply(/^For lunch, try/)).toBeInTheDocument()
  })

  it("answers a protein question with the profile's weight and today's protein", async () => {
    await openPlannerWithData()
    const user = userEvent.setup()
    await user.type(messageBox(), 'How much PROTEIN should I eat?')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    // 0.8–1 g per lb of 180 lbs
    expect(await reply(/aim for about 144–180 g of protein a day/)).toBeInTheDocument()
    expect(
      conversation().getByText('You still need 75 g of protein today to reach your goal.'),
    ).toBeInTheDocument()
  })

  it("offers the person's usual meals in a breakfast reply", async () => {
    await openPlannerWithData()
    await userEvent.click(screen.getByRole('button', { name: 'Breakfast ideas' }))
    expect(
      await reply('Or have one of your usual breakfasts: “Oatmeal with berries”.'),
    ).toBeInTheDocument()
  })

  it('sends nothing for an empty message and asks the server nothing for a reply', async () => {
    const calls = await openPlannerWithData()
    const before = calls.length
    const user = userEvent.setup()
    await user.type(messageBox(), '   {Enter}')
    expect(typing()).toBeNull()
    expect(conversation().getAllByRole('listitem')).toHaveLength(1)

    await user.clear(messageBox())
    await user.type(messageBox(), 'hello{Enter}')
    expect(await reply(/^I'm here to help you plan your meals/)).toBeVisible()
    // the chat makes no server call (§7)
    expect(calls.slice(before)).toEqual([])
  })

  it('keeps the conversation while the person visits another tab of the dashboard', async () => {
    // the overview's week strip and weight outlook
    const weekStart = startOfWeekSunday(today)
    await openPlannerWithData({
      [`GET /api/diary/${weekStart}/${addDays(weekStart, 6)}`]: () => json(200, { days: [] }),
      [`GET /api/diary/${addDays(today, -6)}/${today}`]: () => json(200, { days: [] }),
    })
    const user = userEvent.setup()
    await user.type(messageBox(), 'lunch?{Enter}')
    expect(await reply(/^For lunch, try/)).toBeInTheDocument()

    const nav = within(screen.getByRole('navigation', { name: 'Dashboard' }))
    await user.click(nav.getByRole('link', { name: 'Overview' }))
    await screen.findByRole('heading', { level: 1, name: /^Good/ })
    await user.click(nav.getByRole('link', { name: 'Meal Plan' }))
    // the router draws the tab once its loader has run
    await screen.findByRole('log', { name: 'Conversation' })
    expect(await conversation().findByText('lunch?')).toBeInTheDocument()
    expect(conversation().getByText(/^For lunch, try/)).toBeInTheDocument()
  })

  it('forgets the conversation when the person signs out', async () => {
    await openPlannerWithData({
      'GET /api/health': () => json(200, { status: 'ok' }),
      'POST /api/auth/login': () => json(200, { token: 't0k3n', user: testUser }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    })
    const user = userEvent.setup()
    await user.type(messageBox(), 'lunch?{Enter}')
    expect(await reply(/^For lunch, try/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Profile menu' }))
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }))
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com')
    await user.type(screen.getByLabelText('Password'), 'green-smoothie-42')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const nav = within(await screen.findByRole('navigation', { name: 'Dashboard' }))
    await user.click(nav.getByRole('link', { name: 'Meal Plan' }))
    await screen.findByRole('log', { name: 'Conversation' })

    expect(await conversation().findByText(/^Hi Maya!/)).toBeInTheDocument()
    expect(conversation().queryByText('lunch?')).toBeNull()
    expect(conversation().getAllByRole('listitem')).toHaveLength(1)
  })

  describe('Meal Suggestions', () => {
    const card = (title: string) => within(screen.getByRole('article', { name: title }))

    it('shows the three meals with prep time, figures, difficulty and tags', async () => {
      openPlanner()
      await userEvent.click(await screen.findByRole('tab', { name: 'Meal Suggestions' }))
      expect(screen.getAllByRole('article')).toHaveLength(3)
      const bowl = card('Grilled Chicken Quinoa Bowl')
      expect(bowl.getByText('25 min')).toBeInTheDocument()
      expect(bowl.getByText('520 kcal')).toBeInTheDocument()
      expect(bowl.getByText('42 g')).toBeInTheDocument()
      expect(bowl.getByText('Medium')).toBeInTheDocument()
      expect(bowl.getByText('High Protein')).toBeInTheDocument()
      expect(card('Greek Yogurt Berry Parfait').getByText('5 min')).toBeInTheDocument()
      expect(card('Baked Salmon with Sweet Potato').getByText('30 min')).toBeInTheDocument()
    })

    it("adds a suggestion to today's meals with its meal type and figures", async () => {
      const calls = openPlanner({
        'POST /api/meals': (body) =>
          json(201, meal({ ...(body as object), mealType: 'breakfast', id: 999 })),
      })
      const user = userEvent.setup()
      await user.click(await screen.findByRole('tab', { name: 'Meal Suggestions' }))
      await user.click(
        card('Greek Yogurt Berry Parfait').getByRole('button', { name: 'Add to Today' }),
      )

      expect(
        await card('Greek Yogurt Berry Parfait').findByRole('button', { name: 'Added' }),
      ).toBeDisabled()
      expect(card('Greek Yogurt Berry Parfait').getByRole('status')).toHaveTextContent(
        "Added to today's meals as breakfast.",
      )
      const posts = calls.filter((call) => call.method === 'POST' && call.url === '/api/meals')
      expect(posts).toHaveLength(1)
      expect(posts[0]!.body).toEqual({
        mealDate: today,
        mealType: 'breakfast',
        description: 'Greek Yogurt Berry Parfait',
        calories: 320,
        protein: 24,
        carbs: 42,
        fat: 7,
      })
      // the other cards are untouched
      expect(
        card('Grilled Chicken Quinoa Bowl').getByRole('button', { name: 'Add to Today' }),
      ).toBeEnabled()
    })

    it('says so when the meal could not be added, and lets the person try again', async () => {
      openPlanner({
        'POST /api/meals': () => {
          throw new TypeError('Failed to fetch')
        },
      })
      const user = userEvent.setup()
      await user.click(await screen.findByRole('tab', { name: 'Meal Suggestions' }))
      await user.click(
        card('Baked Salmon with Sweet Potato').getByRole('button', { name: 'Add to Today' }),
      )
      expect(await card('Baked Salmon with Sweet Potato').findByRole('alert')).toHaveTextContent(
        'Failed to add meal',
      )
      expect(
        card('Baked Salmon with Sweet Potato').getByRole('button', { name: 'Add to Today' }),
      ).toBeEnabled()
    })
  })

  it('opens the chat from Weekly Plan with the cursor in the message box', async () => {
    openPlanner()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Weekly Plan' }))
    expect(screen.getByRole('heading', { name: 'Your Weekly Meal Plan' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start Planning' }))

    expect(screen.getByRole('tab', { name: 'AI Chat' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(messageBox()).toHaveFocus())
  })
})
