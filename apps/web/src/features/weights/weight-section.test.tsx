import { addDays, datesBetween, summarizeDay } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fixClockAt } from '../../test/fixed-clock'
import { json } from '../../test/render-app'
import { renderDashboard, type Handlers } from '../../test/render-dashboard'

// The weight section on the Overview (issue 27): chart range tabs, the text
// equivalent, Log weight in the person's units, Delete, and the calories one
// burns beside the formula's, with goals changed only on a yes.

const NOW = new Date(2026, 10, 28, 9, 30)
const TODAY = '2026-11-28'
const PROFILE = {
  daily_calories: 2000,
  daily_protein: 150,
  weight: 180,
  target_weight: 165,
  height: 70,
  age: 35,
  gender: 'male',
  activity_level: 'sedentary',
}

/** A weigh-in on each of the last `days` days, losing `perDay` pounds a day. */
const weighIns = (days: number, perDay = 0) =>
  datesBetween(addDays(TODAY, -days), TODAY).map((date, index) => ({
    date,
    weight: 180 - perDay * index,
  }))

function openOverview(handlers: Handlers, units: 'US' | 'metric' = 'US') {
  return renderDashboard('/dashboard/overview', {
    'GET /api/profile': () => json(200, { profile: PROFILE, hasCompletedOnboarding: true }),
    'GET /api/account/preferences': () => json(200, { food_region: 'US', units }),
    'GET /api/meals': () => json(200, { meals: [] }),
    // the week strip, the last seven days and the estimate's weeks: nothing logged
    'GET /api/diary/2026-11-22/2026-11-28': () => json(200, { days: [] }),
    'GET /api/diary/2026-11-21/2026-11-27': () => json(200, { days: [] }),
    [`GET /api/diary/${addDays(TODAY, -35)}/${TODAY}`]: () => json(200, { days: [] }),
    ...handlers,
  }).calls
}

/** Every diary range the page asks for, each day logged at `calories`. */
const diaryAt = (calories: number) => ({
  [`GET /api/diary/${addDays(TODAY, -35)}/${TODAY}`]: () =>
    json(200, {
      days: datesBetween(addDays(TODAY, -35), TODAY).map((date) =>
        summarizeDay(date, [{ calories, protein: 100 }], { calories: 2000, protein: 150 }),
      ),
    }),
})

const section = async () => within(await screen.findByRole('region', { name: 'Weight' }))

describe('WeightSection', () => {
  fixClockAt(NOW)

  it('shows the range in words, in the person’s units, and the table on request', async () => {
    const user = userEvent.setup()
    openOverview(
      {
        'GET /api/weights': () =>
          json(200, {
            weights: [
              { date: '2026-11-10', weight: 182 },
              { date: '2026-11-20', weight: 181 },
              { date: TODAY, weight: 180 },
            ],
          }),
      },
      'metric',
    )
    const weight = await section()
    expect(await weight.findByRole('tab', { name: '1 month', selected: true })).toBeInTheDocument()
    expect(
      weight.getByText(
        /^Over the last month: 3 weigh-ins, from Nov 10 to Nov 28\. .* Your goal is 74\.8 kg\.$/,
      ),
    ).toBeInTheDocument()

    await user.click(weight.getByRole('button', { name: 'Show as table' }))
    const table = weight.getByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 28, 2026')
    expect(rows[1]).toHaveTextContent('81.6 kg')

    await user.click(weight.getByRole('tab', { name: '1 year' }))
    expect(weight.getByRole('tab', { name: '1 year', selected: true })).toBeInTheDocument()
    expect(weight.getByText(/^Over the last year: 3 weigh-ins/)).toBeInTheDocument()
  })

  it('logs a weight typed in kilograms as pounds, with the browser’s today', async () => {
    const user = userEvent.setup()
    const logged: { date: string; weight: number }[] = []
    const calls = openOverview(
      {
        'GET /api/weights': () => json(200, { weights: logged }),
        'POST /api/weights': (body) => {
          const entry = body as { date: string; weight: number }
          logged.push({ date: entry.date, weight: entry.weight })
          return json(201, { weight: entry, profile_weight_updated: true })
        },
      },
      'metric',
    )
    const weight = await section()
    expect(await weight.findByText(/^No weigh-ins yet/)).toBeInTheDocument()
    await user.click(weight.getByRole('button', { name: 'Log weight' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Log weight' }))
    expect(dialog.getByLabelText('Day')).toHaveValue(TODAY)

    await user.type(dialog.getByLabelText('Weight (kg)'), '25')
    await user.click(dialog.getByRole('button', { name: 'Save weight' }))
    expect(await dialog.findByText('Weight must be between 30 and 299 kg')).toBeInTheDocument()

    await user.clear(dialog.getByLabelText('Weight (kg)'))
    await user.type(dialog.getByLabelText('Weight (kg)'), '80')
    await user.click(dialog.getByRole('button', { name: 'Save weight' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const sent = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>
    expect(sent).toMatchObject({ date: TODAY, today: TODAY })
    expect(sent.weight).toBeCloseTo(80 / 0.453592, 6)
    expect(await screen.findByText(/Weight logged successfully!/)).toBeInTheDocument()
    expect(
      await weight.findByText(/^Over the last month: 1 weigh-in, on Nov 28, at 80 kg\./),
    ).toBeInTheDocument()
  })

  it('refuses a future day in the form, before anything is sent', async () => {
    const user = userEvent.setup()
    const calls = openOverview({ 'GET /api/weights': () => json(200, { weights: [] }) })
    const weight = await section()
    await user.click(await weight.findByRole('button', { name: 'Log weight' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Log weight' }))
    await user.clear(dialog.getByLabelText('Day'))
    await user.type(dialog.getByLabelText('Day'), '2026-11-29')
    await user.type(dialog.getByLabelText('Weight (lbs)'), '180')
    await user.click(dialog.getByRole('button', { name: 'Save weight' }))
    expect(
      await dialog.findByText(
        'A weight can be logged for today or an earlier day, not a future one.',
      ),
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('deletes a weigh-in once confirmed', async () => {
    const user = userEvent.setup()
    let weights = [
      { date: '2026-11-20', weight: 181 },
      { date: TODAY, weight: 180 },
    ]
    const calls = openOverview({
      'GET /api/weights': () => json(200, { weights }),
      [`DELETE /api/weights/2026-11-20`]: () => {
        weights = weights.filter((entry) => entry.date !== '2026-11-20')
        return new Response(null, { status: 204 })
      },
    })
    const weight = await section()
    await user.click(await weight.findByRole('button', { name: 'Show as table' }))
    await user.click(
      weight.getByRole('button', { name: 'Delete the weight of Friday, November 20, 2026' }),
    )
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this weight?' }))
    await user.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(weight.getAllByRole('row')).toHaveLength(2))
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/weights/2026-11-20',
    ])
  })

  it('waits for two weeks of weights before it estimates', async () => {
    openOverview({
      'GET /api/weights': () => json(200, { weights: weighIns(10) }),
      ...diaryAt(2000),
    })
    const weight = await section()
    expect(await weight.findByText(/^After 14 days of weights and meals/)).toBeInTheDocument()
    expect(weight.queryByRole('button', { name: 'Review goals' })).toBeNull()
  })

  it('offers goals from the measured maintenance when it is over 10 % from the formula, and saves them only on a yes', async () => {
    const user = userEvent.setup()
    const saved: unknown[] = []
    openOverview({
      'GET /api/weights': () => json(200, { weights: weighIns(28) }),
      // steady weight on 2,800 kcal a day: the person burns 2,800, the formula says about 2,160
      ...diaryAt(2800),
      'PUT /api/profile': (body) => {
        saved.push(body)
        return json(200, {
          profile: { ...PROFILE, ...(body as object) },
          hasCompletedOnboarding: true,
        })
      },
    })
    const weight = await section()
    const estimate = within(await weight.findByRole('region', { name: 'Calories you burn' }))
    expect(await estimate.findByText('2,800 kcal/day')).toBeInTheDocument()
    await user.click(estimate.getByRole('button', { name: 'Review goals' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Update your goals?' }))
    const change = dialog.getByText(/^2,000 kcal → /)
    const offered = Number(
      change.textContent!.replace(/^2,000 kcal → ([\d,]+) kcal$/, '$1').replace(',', ''),
    )
    expect(offered).toBeGreaterThan(2000)

    await user.click(dialog.getByRole('button', { name: 'Keep my goals' }))
    expect(saved).toEqual([])
    await user.click(estimate.getByRole('button', { name: 'Review goals' }))
    const again = within(await screen.findByRole('dialog', { name: 'Update your goals?' }))
    await user.click(again.getByRole('button', { name: 'Update goals' }))
    await waitFor(() => expect(saved).toEqual([{ daily_calories: offered, daily_protein: 150 }]))
  })
})
