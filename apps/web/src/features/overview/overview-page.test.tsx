import { summarizeDay, type DailySummary } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { renderDashboard, type Handlers } from '../../test/render-dashboard'
import { aMeal } from '../../test/meal-fixtures'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { fixClockAt } from '../../test/fixed-clock'

// Wednesday 13 May 2026, 9:30 in the morning on the user's clock: the strip's week
// runs from Sunday the 10th to Saturday the 16th, the weight outlook from the 7th.
const NOW = new Date(2026, 4, 13, 9, 30)
const TODAY = '2026-05-13'
const WEEK = '/api/diary/2026-05-10/2026-05-16'
// the 7 finished days before today: today is in progress and not counted
const LAST_SEVEN = '/api/diary/2026-05-06/2026-05-12'
const GOALS = { calories: 2000, protein: 150 }

let nextId = 1
function meal(fields: Partial<LoggedMeal>): LoggedMeal {
  nextId += 1
  return aMeal({ id: nextId, mealDate: TODAY, ...fields })
}

/** What GET /api/diary answers: one summary per date, `intake` for the logged ones. */
function diary(dates: string[], intake: Record<string, [number, number]> = {}): DailySummary[] {
  return dates.map((date) => {
    const logged = intake[date]
    return summarizeDay(date, logged ? [{ calories: logged[0], protein: logged[1] }] : [], GOALS)
  })
}
const weekDatesOf = (first: number, month = '05') =>
  Array.from({ length: 7 }, (_, i) => `2026-${month}-${String(first + i).padStart(2, '0')}`)

const profile =
  (fields: Record<string, unknown> = {}) =>
  () =>
    json(200, {
      profile: {
        daily_calories: 2000,
        daily_protein: 150,
        weight: null,
        target_weight: null,
        ...fields,
      },
      hasCompletedOnboarding: true,
    })

function openOverview(handlers: Handlers) {
  const { calls } = renderDashboard('/dashboard/overview', {
    'GET /api/profile': profile(),
    [`GET ${WEEK}`]: () => json(200, { days: diary(weekDatesOf(10)) }),
    [`GET ${LAST_SEVEN}`]: () => json(200, { days: diary(weekDatesOf(7)) }),
    ...handlers,
  })
  return calls
}

const mealsAnswer = (meals: LoggedMeal[]) => () => json(200, { meals })
const card = (name: string) => within(screen.getByRole('region', { name }))
const barOf = (name: string) => screen.getByRole('progressbar', { name: `${name} progress` })

describe('OverviewPage', () => {
  fixClockAt(NOW)

  it("shows 'No Profile Set' with a way to set goals when there is no profile", async () => {
    // straight from the wizard, so the guard lets the user in before the profile exists
    localStorage.setItem('onboarding_just_completed', 'true')
    openOverview({
      'GET /api/profile': () => json(404, { error: 'Profile not found', code: 'NOT_FOUND' }),
      'GET /api/meals': mealsAnswer([]),
    })
    expect(await screen.findByRole('heading', { name: 'No Profile Set' })).toBeInTheDocument()
    // the profile, with Edit Profile open on the goals
    expect(screen.getByRole('link', { name: 'Set Goals' })).toHaveAttribute(
      'href',
      '/dashboard/profile?edit=goals',
    )
  })

  it(
    'falls back to 2000 kcal and 150 g when the profile cannot be read',
    { timeout: 10_000 },
    async () => {
      localStorage.setItem('onboarding_just_completed', 'true')
      const calls = openOverview({
        'GET /api/profile': () => json(500, { error: 'Something went wrong', code: 'INTERNAL' }),
        'GET /api/meals': mealsAnswer([meal({ calories: 500, protein: 30 })]),
      })
      // two more tries (1 s, then 2 s) before the page gives up on the profile
      const calories = await screen.findByRole('region', { name: 'Calories' }, { timeout: 6_000 })
      expect(within(calories).getByText('of 2,000 kcal goal')).toBeInTheDocument()
      expect(card('Protein').getByText('of 150 g goal')).toBeInTheDocument()
      expect(calls.filter((call) => call.url === '/api/profile')).toHaveLength(3)
      expect(screen.queryByRole('region', { name: 'Weight Progress Analysis' })).toBeNull()
    },
  )

  it("shows 'No Meals Logged Today' with zeroed calorie and protein cards", async () => {
    const user = userEvent.setup()
    const calls = openOverview({ 'GET /api/meals': mealsAnswer([]) })

    expect(
      await screen.findByRole('heading', { name: 'No Meals Logged Today' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add Meal' })).toHaveAttribute(
      'href',
      '/dashboard/inputs',
    )
    expect(card('Calories').getByText('0 kcal')).toBeInTheDocument()
    expect(card('Calories').getByText('of 2,000 kcal goal')).toBeInTheDocument()
    expect(card('Protein').getByText('0 g')).toBeInTheDocument()
    expect(card('Protein').getByText('of 150 g goal')).toBeInTheDocument()
    expect(barOf('Calories')).toHaveAttribute('aria-valuenow', '0')
    expect(barOf('Protein')).toHaveAttribute('aria-valuenow', '0')
    expect(calls.find((call) => call.url.startsWith('/api/meals?'))?.url).toBe(
      `/api/meals?date=${TODAY}`,
    )

    const mealLoads = () => calls.filter((call) => call.url.startsWith('/api/meals?')).length
    const before = mealLoads()
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }))
    await waitFor(() => expect(mealLoads()).toBe(before + 1))
  })

  it('greets by the hour and fills the cards, with bars that stop at 100%', async () => {
    openOverview({
      'GET /api/meals': mealsAnswer([
        meal({
          mealType: 'breakfast',
          description: 'Greek yogurt with honey, walnuts and a sliced banana',
          calories: 1500,
          protein: 40,
          carbs: 120,
          fat: 30.5,
          fiber: 8,
          sugar: 44.2,
          sodium: 310,
        }),
        meal({ mealType: 'lunch', description: 'Chicken salad', calories: 900, protein: 130 }),
      ]),
    })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Good Morning, Maya' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Wednesday, May 13, 2026')).toBeInTheDocument()

    expect(card('Calories').getByText('2,400 kcal')).toBeInTheDocument()
    expect(card('Calories').getByText('of 2,000 kcal goal')).toBeInTheDocument()
    expect(barOf('Calories')).toHaveAttribute('aria-valuenow', '100')
    expect(card('Protein').getByText('170 g')).toBeInTheDocument()
    expect(barOf('Protein')).toHaveAttribute('aria-valuenow', '100')
    expect(barOf('Calories Remaining')).toHaveAttribute('aria-valuenow', '0')
    expect(card('Protein Remaining').getByText('Protein goal reached')).toBeInTheDocument()

    const nutrients = within(screen.getByRole('region', { name: 'Other Nutrients' }))
    const expected = {
      Carbs: '120 g',
      Fat: '30.5 g',
      Fiber: '8 g',
      Sugar: '44.2 g',
      Sodium: '310 mg',
    }
    for (const [label, value] of Object.entries(expected)) {
      expect(nutrients.getByText(label).nextElementSibling).toHaveTextContent(value, {
        normalizeWhitespace: false,
      })
    }

    const list = within(screen.getByRole('list', { name: "Today's meals" }))
    // 40 characters, then an ellipsis; the whole text stays in the title
    const truncated = list.getByText('Greek yogurt with honey, walnuts and a s...')
    expect(truncated).toHaveAttribute(
      'title',
      'Greek yogurt with honey, walnuts and a sliced banana',
    )
    expect(list.getByText('Breakfast')).toBeInTheDocument()
    expect(list.getByText('Lunch')).toBeInTheDocument()
    expect(
      list.getByText('900 kcal · 130 g protein · 0 g carbs · 0 g fat · 0 g fiber'),
    ).toBeInTheDocument()

    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }))
    expect(actions.getByRole('link', { name: 'Add Meal' })).toHaveAttribute(
      'href',
      '/dashboard/inputs',
    )
    expect(actions.getByRole('link', { name: 'Update Goals' })).toHaveAttribute(
      'href',
      '/dashboard/profile?edit=goals',
    )
  })

  it('shows how far a day is over its calorie goal instead of a full, calm bar', async () => {
    openOverview({ 'GET /api/meals': mealsAnswer([meal({ calories: 2400, protein: 170 })]) })
    await screen.findByRole('heading', { level: 1, name: 'Good Morning, Maya' })

    // the bar stops at 100% (§9) but says, and shows, that the goal was passed
    expect(barOf('Calories')).toHaveAttribute('aria-valuenow', '100')
    expect(barOf('Calories')).toHaveAttribute('aria-valuetext', '120% of goal, 400 kcal over')
    expect(card('Calories').getByText('400 kcal over goal')).toBeInTheDocument()
    expect(barOf('Calories').firstElementChild).not.toHaveClass('bg-brand-600')

    // nothing is left, and the card says by how much the day went past it
    expect(card('Calories Remaining').queryByText('0')).toBeNull()
    expect(card('Calories Remaining').getByText('−400 kcal')).toBeInTheDocument()
    expect(card('Calories Remaining').getByText('400 kcal over your goal')).toBeInTheDocument()

    // more protein than the goal is good news, not a warning
    expect(card('Protein Remaining').getByText('Protein goal reached')).toBeInTheDocument()
    expect(barOf('Protein')).not.toHaveAttribute('aria-valuetext')
  })

  it('writes every figure the same way: separators, one decimal at most, a space before the unit', async () => {
    openOverview({
      'GET /api/profile': profile({ weight: 1170, target_weight: 160 }),
      'GET /api/meals': mealsAnswer([
        meal({ calories: 4590, protein: 1234, carbs: 1500, sodium: 11867.66, sugar: 12.25 }),
      ]),
      [`GET ${LAST_SEVEN}`]: () =>
        json(200, { days: diary(weekDatesOf(6), { '2026-05-12': [4590, 1234] }) }),
      [`GET ${WEEK}`]: () =>
        json(200, { days: diary(weekDatesOf(10), { '2026-05-12': [4590, 1234] }) }),
    })
    await screen.findByRole('heading', { level: 1, name: 'Good Morning, Maya' })
    expect(card('Calories').getByText('4,590 kcal')).toBeInTheDocument()
    expect(card('Protein').getByText('1,234 g')).toBeInTheDocument()

    const nutrients = within(screen.getByRole('region', { name: 'Other Nutrients' }))
    expect(nutrients.getByText('Sodium').nextElementSibling).toHaveTextContent('11,867.7 mg', {
      normalizeWhitespace: false,
    })
    expect(nutrients.getByText('Carbs').nextElementSibling).toHaveTextContent('1,500 g', {
      normalizeWhitespace: false,
    })

    const strip = within(screen.getByRole('region', { name: 'Weekly Progress' }))
    expect(await strip.findByText('Average surplus this week: 2,590 kcal/day')).toBeInTheDocument()
    const analysis = within(screen.getByRole('region', { name: 'Weight Progress Analysis' }))
    expect(await analysis.findByText('2,590 kcal/day')).toBeInTheDocument()
    expect(analysis.getByText('1,170 lbs')).toBeInTheDocument()
    expect(analysis.getByText('Lose 1,010 lbs')).toBeInTheDocument()
  })

  it('keeps a bar short of full while under the goal', async () => {
    openOverview({
      'GET /api/meals': mealsAnswer([meal({ calories: 500, protein: 30 })]),
    })
    await screen.findByRole('heading', { level: 1, name: 'Good Morning, Maya' })
    expect(barOf('Calories')).toHaveAttribute('aria-valuenow', '25')
    expect(barOf('Protein')).toHaveAttribute('aria-valuenow', '20')
    expect(card('Calories Remaining').getByText('1,500 kcal')).toBeInTheDocument()
    expect(barOf('Calories Remaining')).toHaveAttribute('aria-valuenow', '75')
    expect(card('Protein Remaining').getByText('120 g')).toBeInTheDocument()
  })

  it('marks each day of the week and counts the days logged', async () => {
    const user = userEvent.setup()
    const calls = openOverview({
      'GET /api/meals': mealsAnswer([meal({ calories: 2100, protein: 120 })]),
      [`GET ${WEEK}`]: () =>
        json(200, {
          days: diary(weekDatesOf(10), {
            '2026-05-10': [1800, 160], // both goals met
            '2026-05-11': [2300, 155], // over on calories
            '2026-05-13': [2100, 120], // today, so far: neither
          }),
        }),
      'GET /api/diary/2026-05-03/2026-05-09': () =>
        json(200, { days: diary(weekDatesOf(3), { '2026-05-04': [1900, 150] }) }),
    })

    const strip = within(await screen.findByRole('region', { name: 'Weekly Progress' }))
    const cells = strip.getByRole('list', { name: 'Days of the week' })
    await waitFor(() => expect(cells).toHaveAttribute('aria-busy', 'false'))
    const dayCells = within(cells).getAllByRole('listitem')
    expect(dayCells).toHaveLength(7)
    expect(dayCells[0]).toHaveTextContent('Sun')
    expect(dayCells[0]).toHaveTextContent('Goals Met')
    expect(dayCells[1]).toHaveTextContent('Partial')
    expect(dayCells[2]).toHaveTextContent('No Data')
    // a day that met neither goal has its own name, not 'Partial'
    expect(dayCells[3]).toHaveTextContent(
      'Wednesday, May 13, 2026, today, in progress: No Goal Met',
    )
    expect(dayCells[6]).toHaveTextContent('Sat')
    expect(strip.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'Goals MetTodayPartialNo Goal MetNo Data',
    )
    // today is in progress: (2000 - 1800 + 2000 - 2300) / 2 = -50
    expect(strip.getByText('Average surplus this week: 50 kcal/day')).toBeInTheDocument()
    expect(strip.getByText('Today is in progress, so it is not counted yet.')).toBeInTheDocument()
    expect(strip.getByText('3/7 days logged')).toBeInTheDocument()

    expect(strip.getByRole('button', { name: 'Next week' })).toBeDisabled()
    await user.click(strip.getByRole('button', { name: 'Previous week' }))
    expect(await strip.findByText('1/7 days logged')).toBeInTheDocument()
    expect(strip.getByText('Average deficit that week: 100 kcal/day')).toBeInTheDocument()
    expect(strip.queryByText('Today is in progress, so it is not counted yet.')).toBeNull()
    expect(strip.getByText('May 3 – 9')).toBeInTheDocument()
    expect(calls.some((call) => call.url === '/api/diary/2026-05-03/2026-05-09')).toBe(true)
    expect(strip.getByRole('button', { name: 'Next week' })).toBeEnabled()
    await user.click(strip.getByRole('button', { name: 'Next week' }))
    expect(await strip.findByText('3/7 days logged')).toBeInTheDocument()
  })

  it('shows an empty week when the week cannot be loaded, and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    openOverview({
      'GET /api/meals': mealsAnswer([meal({ calories: 400, protein: 20 })]),
      [`GET ${WEEK}`]: () => json(500, { error: 'Something went wrong', code: 'INTERNAL' }),
    })
    const strip = within(await screen.findByRole('region', { name: 'Weekly Progress' }))
    expect(await strip.findByText('0/7 days logged')).toBeInTheDocument()
    expect(strip.getByText('No finished days logged this week')).toBeInTheDocument()
    expect(warn).toHaveBeenCalled()
  })

  it('shows the weight analysis only when weight and target weight are known', async () => {
    openOverview({
      'GET /api/profile': profile({ weight: 170, target_weight: 160 }),
      'GET /api/meals': mealsAnswer([meal({ calories: 1150, protein: 90 })]),
      [`GET ${LAST_SEVEN}`]: () =>
        json(200, { days: diary(weekDatesOf(6), { '2026-05-12': [1150, 90] }) }),
    })
    const analysis = within(await screen.findByRole('region', { name: 'Weight Progress Analysis' }))
    expect(analysis.getByText('Lose 10 lbs')).toBeInTheDocument()
    // 3500 × 10 lbs / 850 kcal a day = 42 days, shown in weeks from 30 days on
    expect(await analysis.findByText('850 kcal/day')).toBeInTheDocument()
    // the week strip beside it has an average of its own week: this one names its window
    expect(analysis.getByText('Average deficit, last 7 days')).toBeInTheDocument()
    expect(analysis.getByText('6 weeks')).toBeInTheDocument()
    expect(
      analysis.getByText('About 6 weeks to reach your target at this pace'),
    ).toBeInTheDocument()
  })

  it('leaves the weight analysis out without a target weight', async () => {
    openOverview({
      'GET /api/profile': profile({ weight: 170, target_weight: null }),
      'GET /api/meals': mealsAnswer([meal({ calories: 1150, protein: 90 })]),
    })
    await screen.findByRole('region', { name: 'Weekly Progress' })
    expect(screen.queryByRole('region', { name: 'Weight Progress Analysis' })).toBeNull()
  })

  it('edits one row at a time: the other rows wait, so nothing typed is lost', async () => {
    const user = userEvent.setup()
    let meals = [
      meal({ id: 101, description: 'Oats', calories: 300, protein: 10 }),
      meal({ id: 102, mealType: 'lunch', description: 'Soup', calories: 400, protein: 20 }),
    ]
    const calls = openOverview({
      'GET /api/meals': () => json(200, { meals }),
      'PUT /api/meals/102': (body) => {
        meals = meals.map((m) => (m.id === 102 ? { ...m, ...(body as Partial<LoggedMeal>) } : m))
        return json(200, meals[1])
      },
    })
    const list = within(await screen.findByRole('list', { name: "Today's meals" }))
    const rowWithText = (text: string) =>
      list.getAllByRole('listitem').find((item) => item.textContent?.includes(text))!

    await user.click(within(rowWithText('Soup')).getByRole('button', { name: 'Edit' }))
    const editing = within(screen.getByRole('form', { name: 'Edit meal' }))
    const calories = editing.getByLabelText(/^Calories/)
    await user.clear(calories)
    await user.type(calories, '650')
    // the other row cannot be opened now, so the 650 typed above stays
    expect(within(rowWithText('Oats')).getByRole('button', { name: 'Edit' })).toBeDisabled()
    expect(screen.getAllByRole('button', { name: 'Save Changes' })).toHaveLength(1)

    await user.clear(editing.getByLabelText('Protein (g)'))
    await user.type(editing.getByLabelText('Protein (g)'), '45')
    await user.click(editing.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Meal updated successfully!')).toBeInTheDocument()
    const put = calls.find((call) => call.method === 'PUT')
    // only what changed is sent
    expect(put?.body).toEqual({ calories: 650, protein: 45 })
    await waitFor(() => expect(card('Calories').getByText('950 kcal')).toBeInTheDocument())
    expect(card('Protein').getByText('55 g')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull()
    expect(within(rowWithText('Oats')).getByRole('button', { name: 'Edit' })).toBeEnabled()
  })

  it('discards an edit on Cancel and gives focus back to Edit', async () => {
    const user = userEvent.setup()
    const calls = openOverview({
      'GET /api/meals': mealsAnswer([meal({ description: 'Oats', calories: 300 })]),
    })
    const list = await screen.findByRole('list', { name: "Today's meals" })
    await user.click(within(list).getByRole('button', { name: 'Edit' }))
    const editing = within(screen.getByRole('form', { name: 'Edit meal' }))
    await user.clear(editing.getByLabelText('Description'))
    await user.click(editing.getByRole('button', { name: 'Cancel' }))
    expect(within(list).getByText('Oats')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
    // focus goes back to the meal's Edit, not to the top of the page
    expect(within(list).getByRole('button', { name: 'Edit' })).toHaveFocus()
  })

  it("adds a meal for today through the analyser with 'Add Meal Using AI'", async () => {
    const user = userEvent.setup()
    const calls = openOverview({
      'GET /api/meals': mealsAnswer([meal({ calories: 300 })]),
      'POST /api/meals': () => json(201, meal({ description: 'two eggs', calories: 140 })),
    })
    await screen.findByRole('list', { name: "Today's meals" })
    const form = within(screen.getByRole('form', { name: 'Add a meal' }))
    await user.selectOptions(form.getByLabelText('Meal Type'), 'dinner')
    await user.type(form.getByLabelText('Description'), '  two eggs ')
    await user.click(form.getByRole('button', { name: 'Add Meal Using AI' }))

    expect(await screen.findByText('Meal added successfully!')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      meal_date: TODAY,
      meal_type: 'dinner',
      description: 'two eggs',
    })
    expect(form.getByLabelText('Description')).toHaveValue('')
    // §3, §4 Meals: the marker the spec names is set after an add
    expect(localStorage.getItem('mealAdded')).not.toBeNull()
  })

  it('asks for a description before adding', async () => {
    const user = userEvent.setup()
    const calls = openOverview({ 'GET /api/meals': mealsAnswer([meal({ calories: 300 })]) })
    await user.click(await screen.findByRole('button', { name: 'Add Meal Using AI' }))
    expect(screen.getByText('Please enter a meal description')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('asks again for every meal answer it shows once a meal is added, through the query cache', async () => {
    const user = userEvent.setup()
    const calls = openOverview({
      'GET /api/meals': mealsAnswer([meal({ calories: 300 })]),
      'POST /api/meals': () => json(201, meal({ id: 2, description: 'two eggs', calories: 140 })),
    })
    await screen.findByRole('list', { name: "Today's meals" })
    const loads = () =>
      calls
        .filter((call) => call.method === 'GET' && call.url.startsWith('/api/meals'))
        .map((call) => call.url.split('?')[0])
    const before = loads()
    const form = within(screen.getByRole('form', { name: 'Add a meal' }))
    await user.type(form.getByLabelText('Description'), 'two eggs')
    await user.click(form.getByRole('button', { name: 'Add Meal Using AI' }))
    await screen.findByText('Meal added successfully!')
    // the day's meals and the week strip's range are asked for again, with no window event
    await waitFor(() => expect(loads().length).toBeGreaterThanOrEqual(before.length * 2))
    expect(new Set(loads().slice(before.length))).toEqual(new Set(before))
  })
})
