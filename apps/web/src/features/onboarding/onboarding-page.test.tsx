import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router'
import { AuthProvider } from '../../lib/auth-context'
import { saveAuth } from '../../lib/auth-storage'
import { createQueryClient } from '../../lib/query-client'
import { answerFetch, json, renderApp, testUser as maya } from '../../test/render-app'
import { OnboardingPage } from './onboarding-page'

type User = ReturnType<typeof userEvent.setup>
/** A person's answers to steps 2 to 9: goal, weight, target, timeline, height, age, activity, gender. */
type Answers = readonly [string, string, string, string, string, string, string, string]

// Who answers the wizard here; each plan test works out its person's numbers.
// The sedentary man of the plan tests, worked out by hand in plan-formula.test.ts:
// 200 lb → 180 lb in 12 weeks, 70 in, 30 years: maintenance 2384, the formula's
// deficit 833 would leave 1551 kcal, under his floor of 1589 (0.8 × basal rate),
// so the plan gives 1589 kcal, deficit 795, and 139 g protein (35 % of 1589).
// 13 weeks (91 days) needs no guard: 70000 ÷ 91 = 769 → 1615 kcal, 141 g.
const PEOPLE = {
  sedentaryMan: ['Lose weight', '200', '180', '12 weeks', '70', '30', 'Sedentary', 'Male'],
  issueWoman: ['Lose weight', '200', '185', '4 weeks', '65', '28', 'Sedentary', 'Female'],
  activeWoman: ['Lose weight', '180', '150', '2 months', '66', '35', 'Active', 'Female'],
  gainingWoman: ['Gain weight', '120', '130', '10 weeks', '64', '25', 'Lightly active', 'Female'],
} as const satisfies Record<string, Answers>

const nextButton = () => screen.getByRole('button', { name: 'Next' })
const heading = () => screen.getByRole('heading', { level: 1 })

/** Answers each step and presses Next until `stop` (0 to 10) is on screen. */
async function walkTo(user: User, stop: number, answers: Answers = PEOPLE.sedentaryMan) {
  const [goal, weight, target, timeline, height, age, activity, gender] = answers
  const answerStep = [
    async () => {},
    () => user.click(screen.getByRole('radio', { name: goal })),
    () => user.type(screen.getByLabelText(/Current weight/), weight),
    () => user.type(screen.getByLabelText(/Target weight/), target),
    () => user.type(screen.getByLabelText('Timeframe'), timeline),
    () => user.type(screen.getByLabelText(/Height/), height),
    () => user.type(screen.getByLabelText(/Age/), age),
    () => user.click(screen.getByRole('radio', { name: activity })),
    () => user.click(screen.getByRole('radio', { name: gender })),
    async () => {},
  ]
  for (let step = 0; step < stop; step += 1) {
    await answerStep[step]?.()
    await user.click(nextButton())
  }
  expect(screen.getByText(`Step ${stop + 1} of 11`)).toBeInTheDocument()
}

const noProfileYet = {
  'GET /api/profile/health': () => json(200, { status: 'ok' }),
  'GET /api/profile': () => json(404, { error: 'Profile not found', code: 'NOT_FOUND' }),
}

/** /onboarding as a new user reaches it: the guard finds no profile, then the wizard opens. */
async function openWizard() {
  renderApp('/onboarding')
  expect(await screen.findByText('Step 1 of 11')).toBeInTheDocument()
}

/** Opens the wizard, answers every question with `answers` and gives the plan's card. */
async function planOf(user: User, answers: Answers) {
  await openWizard()
  await walkTo(user, 9, answers)
  return screen.getByRole('form')
}

beforeEach(() => {
  saveAuth('t0k3n', maya)
  answerFetch(noProfileYet)
})

// walking through up to ten steps by keyboard and mouse takes a few seconds under load
describe('OnboardingPage', { timeout: 20_000 }, () => {
  it('opens on the welcome step with the progress, the countdown and no Back button', async () => {
    await openWizard()
    expect(heading()).toHaveTextContent('Welcome to Platewise')
    expect(screen.getByText(/Hi Maya!/)).toBeInTheDocument()
    expect(screen.getByText('Step 1 of 11')).toBeInTheDocument()
    expect(screen.getByText('9% complete')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '9',
    )
    expect(screen.getByText('2:00')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    expect(nextButton()).toBeEnabled()
  })

  it('sends a person whose browser remembers finishing onboarding to the dashboard', () => {
    // the page on its own: the route guards in front of it are tested with the routes
    saveAuth('t0k3n', maya)
    localStorage.setItem('onboarding_completed', 'true')
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/onboarding']}>
            <Routes>
              <Route path="/onboarding" element={<OnboardingPage />} />
              <Route path="/dashboard" element={<p>The dashboard</p>} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    )
    expect(screen.getByText('The dashboard')).toBeInTheDocument()
    expect(screen.queryByText('Step 1 of 11')).not.toBeInTheDocument()
  })

  describe('Next', () => {
    it('needs a goal on step 2 of 11', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 1)
      expect(heading()).toHaveTextContent('What is your goal?')
      expect(screen.getAllByRole('radio')).toHaveLength(3)
      expect(nextButton()).toBeDisabled()
      await user.click(screen.getByRole('radio', { name: 'Gain weight' }))
      expect(nextButton()).toBeEnabled()
    })

    it.each([
      [2, /Current weight/, 'Most people enter between 66 and 660 lbs.'],
      [3, /Target weight/, 'Most people enter between 66 and 660 lbs.'],
      [5, /Height/, 'Most people enter between 48 and 96 inches.'],
      [6, /Age/, 'Most people enter between 16 and 100 years.'],
    ])(
      'needs a number above 0 on step %i, with the hint shown but not enforced',
      async (step, label, hint) => {
        const user = userEvent.setup()
        await openWizard()
        await walkTo(user, step)
        const input = screen.getByLabelText(label)
        expect(input).toHaveFocus()
        expect(screen.getByText(hint)).toBeInTheDocument()
        expect(nextButton()).toBeDisabled()
        await user.type(input, '0')
        expect(nextButton()).toBeDisabled()
        await user.clear(input)
        // far outside the hint, yet above 0: allowed (spec §5 Others)
        await user.type(input, '5')
        expect(nextButton()).toBeEnabled()
      },
    )

    it('needs some timeline text on step 5 of 11', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 4)
      expect(nextButton()).toBeDisabled()
      await user.type(screen.getByLabelText('Timeframe'), '   ')
      expect(nextButton()).toBeDisabled()
      await user.type(screen.getByLabelText('Timeframe'), '8 weeks')
      expect(nextButton()).toBeEnabled()
    })

    it('starts activity at moderate and gender at male, so both steps can go on at once', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 7)
      expect(screen.getByRole('radio', { name: 'Moderately active' })).toBeChecked()
      expect(screen.getAllByRole('radio')).toHaveLength(5)
      expect(nextButton()).toBeEnabled()
      await user.click(nextButton())
      expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked()
      expect(screen.getAllByRole('radio')).toHaveLength(2)
      expect(nextButton()).toBeEnabled()
    })

    it("reads 'Get Started' on the last step", async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 10)
      expect(heading()).toHaveTextContent("You're all set!")
      expect(screen.getByText('100% complete')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled()
    })

    it('goes on with Enter, from a number field and from a chosen card', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 1)
      await user.click(screen.getByRole('radio', { name: 'Maintain weight' }))
      await user.keyboard('{Enter}')
      expect(heading()).toHaveTextContent('What is your current weight?')
      await user.keyboard('165{Enter}')
      expect(heading()).toHaveTextContent('What is your target weight?')
      // Enter on an empty field does nothing
      await user.keyboard('{Enter}')
      expect(heading()).toHaveTextContent('What is your target weight?')
    })
  })

  describe('the timeline', () => {
    it.each([
      ['soon', 'Please include a number (e.g., "8 weeks", "3 months")'],
      ['8', 'Please specify a time unit: days, weeks, or months'],
      ['400 days', 'Please enter between 7 and 365 days'],
      ['60 weeks', 'Please enter between 1 and 52 weeks'],
      ['13 months', 'Please enter between 1 and 12 months'],
    ])('keeps "%s" on the step with its message', async (text, message) => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 4)
      await user.type(screen.getByLabelText('Timeframe'), text)
      await user.click(nextButton())
      expect(screen.getByRole('alert')).toHaveTextContent(message)
      expect(screen.getByLabelText('Timeframe')).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByText('Step 5 of 11')).toBeInTheDocument()
    })

    it('goes on once the text reads as a timeframe', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 4)
      await user.click(screen.getByRole('button', { name: '3 months' }))
      expect(screen.getByLabelText('Timeframe')).toHaveValue('3 months')
      await user.click(nextButton())
      expect(heading()).toHaveTextContent('How tall are you?')
    })

    it('clears its message on Back', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 4)
      await user.type(screen.getByLabelText('Timeframe'), 'soon')
      await user.click(nextButton())
      expect(screen.getByRole('alert')).toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Back' }))
      expect(heading()).toHaveTextContent('What is your target weight?')
      expect(screen.getByLabelText(/Target weight/)).toHaveValue(180)
      await user.click(nextButton())
      expect(screen.getByLabelText('Timeframe')).toHaveValue('soon')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })
  })

  describe('in metric units', () => {
    it('converts what was typed when the person switches, keeps the choice and plans in kilograms', async () => {
      const user = userEvent.setup()
      const chosen: unknown[] = []
      answerFetch({
        ...noProfileYet,
        'PUT /api/account/preferences': (body) => {
          chosen.push(body)
          return json(200, { food_region: null, units: 'metric' })
        },
      })
      await openWizard()
      await walkTo(user, 2)
      expect(
        screen.getByText('In pounds. A rough number is fine, you can change it later.'),
      ).toBeVisible()
      await user.type(screen.getByLabelText(/Current weight/), '200')
      await user.click(screen.getByRole('radio', { name: 'Metric (kg, cm)' }))

      expect(screen.getByLabelText('Current weight in kilograms')).toHaveValue(90.7)
      expect(screen.getByText('Most people enter between 30 and 299 kg.')).toBeVisible()
      expect(chosen).toEqual([{ units: 'metric' }])

      await user.click(nextButton())
      await user.type(screen.getByLabelText(/Target weight/), '20')
      await user.click(nextButton())
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Target weight must be between 30 and 299 kg',
      )
      await user.clear(screen.getByLabelText(/Target weight/))
      await user.type(screen.getByLabelText(/Target weight/), '81.6')
      await user.click(nextButton())
      await user.type(screen.getByLabelText('Timeframe'), '12 weeks')
      await user.click(nextButton())
      expect(screen.getByText('In centimetres, without shoes.')).toBeVisible()
      await user.type(screen.getByLabelText('Height in centimetres'), '178')
      await user.click(nextButton())
      await user.type(screen.getByLabelText(/Age/), '30')
      await user.click(nextButton())
      await user.click(screen.getByRole('radio', { name: 'Sedentary' }))
      await user.click(nextButton())
      await user.click(nextButton())

      // the sedentary man of the plan tests, typed in metric: his plan, in his units
      // (178 cm is 70.08 in, and 90.7 kg 199.96 lbs: his floor is a kcal higher)
      const card = screen.getByRole('form')
      expect(card).toHaveTextContent('Calories1,590 kcal')
      expect(card).toHaveTextContent('At a safe pace: 81.6 kg in about 13 weeks.')
      expect(screen.getByRole('status')).toHaveTextContent(
        'Reaching 81.6 kg in 12 weeks would mean eating',
      )
    })
  })

  describe('the plan on step 10 of 11', () => {
    it('raises a sedentary man losing 20 lb in 12 weeks to his floor, says why, and offers 13 weeks', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 9)
      expect(heading()).toHaveTextContent('Calculating your plan')
      const card = screen.getByRole('form')
      expect(card).toHaveTextContent('Calories1,589 kcal')
      expect(card).toHaveTextContent('Protein139 g')
      expect(within(card).getByText('Maintenance').closest('div')).toHaveTextContent('2,384 kcal')
      expect(within(card).getByText('Daily deficit').closest('div')).toHaveTextContent('−795 kcal')
      expect(card).toHaveTextContent('At a safe pace: 180 lbs in about 13 weeks.')
      expect(card).toHaveTextContent(
        'Held to 35% of your calories, the most protein should give (2 g per kg of your goal weight would be more).',
      )
      expect(screen.getByRole('status')).toHaveTextContent(
        'Reaching 180 lbs in 12 weeks would mean eating 1,551 kcal a day, below 1,589 kcal, the least a plan should give you.',
      )
      expect(nextButton()).toBeEnabled()

      await user.click(screen.getByRole('button', { name: 'Use 13 weeks' }))
      expect(card).toHaveTextContent('Calories1,615 kcal')
      expect(card).toHaveTextContent('Protein141 g')
      expect(card).toHaveTextContent('To reach 180 lbs in 13 weeks.')
      expect(screen.queryByRole('button', { name: /^Use \d+ weeks$/ })).not.toBeInTheDocument()

      await user.click(nextButton())
      expect(screen.getByText('1,615')).toBeInTheDocument()
      expect(screen.getByText('141 g')).toBeInTheDocument()
      // the timeline taken is the one kept: Back to step 5 shows it
      for (let step = 10; step > 4; step -= 1) {
        await user.click(screen.getByRole('button', { name: 'Back' }))
      }
      expect(screen.getByLabelText('Timeframe')).toHaveValue('13 weeks')
    })

    it('plans 137 kcal a day as the floor for a woman losing 15 lb in 4 weeks', async () => {
      const user = userEvent.setup()
      // the issue's case: 1341 kcal (0.8 × 1676.7), 117 g, and 12 weeks offered
      const card = await planOf(user, PEOPLE.issueWoman)
      expect(card).toHaveTextContent('Calories1,341 kcal')
      expect(card).toHaveTextContent('Protein117 g')
      expect(screen.getByRole('status')).toHaveTextContent('would mean eating 137 kcal a day')
      await user.click(screen.getByRole('button', { name: 'Use 12 weeks' }))
      expect(card).toHaveTextContent('Calories1,387 kcal')
    })

    it('names the range of a measure outside it when leaving its step', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 2)
      await user.type(screen.getByLabelText(/Current weight/), '99999')
      await user.click(nextButton())
      expect(screen.getByRole('alert')).toHaveTextContent('Weight must be between 66 and 660 lbs')
      expect(heading()).toHaveTextContent('What is your current weight?')
      await user.clear(screen.getByLabelText(/Current weight/))
      await user.type(screen.getByLabelText(/Current weight/), '200')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      await user.click(nextButton())
      expect(heading()).toHaveTextContent('What is your target weight?')
    })

    it('holds an active woman losing 30 lb in 2 months to 1,000 kcal a day under maintenance', async () => {
      const user = userEvent.setup()
      const card = await planOf(user, PEOPLE.activeWoman)
      // the formula's 959 kcal (a deficit of 1,750) becomes 1709 (plan-formula.test.ts)
      expect(card).toHaveTextContent('Calories1,709 kcal')
      expect(within(card).getByText('Maintenance').closest('div')).toHaveTextContent('2,709 kcal')
      expect(within(card).getByText('Daily deficit').closest('div')).toHaveTextContent(
        '−1,000 kcal',
      )
      expect(screen.getByRole('status')).toHaveTextContent(
        'Reaching 150 lbs in 60 days needs a deficit of 1,750 kcal a day',
      )
      expect(screen.getByRole('button', { name: 'Use 15 weeks' })).toBeInTheDocument()
    })

    it('shows a surplus when gaining', async () => {
      const user = userEvent.setup()
      // the lightly active woman gaining 10 lb in 10 weeks: 1851 + 500 = 2351 kcal, 120 g
      const card = await planOf(user, PEOPLE.gainingWoman)
      expect(card).toHaveTextContent('Calories2,351 kcal')
      expect(card).toHaveTextContent('Protein120 g')
      expect(within(card).getByText('Daily surplus').closest('div')).toHaveTextContent('+500 kcal')
    })

    it('is worked out again from changed answers after going back', async () => {
      const user = userEvent.setup()
      await openWizard()
      await walkTo(user, 9)
      for (let step = 9; step > 7; step -= 1) {
        await user.click(screen.getByRole('button', { name: 'Back' }))
      }
      await user.click(screen.getByRole('radio', { name: 'Moderately active' }))
      await user.click(nextButton())
      await user.click(nextButton())
      // 1986.6686048 × 1.55 = 3079.34 → 3079; 3079 − 833 = 2246
      expect(
        within(screen.getByRole('form')).getByText('Maintenance').closest('div'),
      ).toHaveTextContent('3,079 kcal')
      expect(screen.getByRole('form')).toHaveTextContent('Calories2,246 kcal')
    })
  })

  describe('a reload', () => {
    const reload = async (unmount: () => void) => {
      unmount()
      renderApp('/onboarding')
      await screen.findByText(/^Step \d+ of 11$/)
    }

    it('keeps the step, the answers and what was half typed', async () => {
      const user = userEvent.setup()
      const { unmount } = renderApp('/onboarding')
      await screen.findByText('Step 1 of 11')
      await walkTo(user, 5)
      await user.type(screen.getByLabelText(/Height/), '7')

      await reload(unmount)
      expect(screen.getByText('Step 6 of 11')).toBeInTheDocument()
      expect(screen.getByLabelText(/Height/)).toHaveValue(7)
      await user.click(screen.getByRole('button', { name: 'Back' }))
      expect(screen.getByLabelText('Timeframe')).toHaveValue('12 weeks')
      await user.click(screen.getByRole('button', { name: 'Back' }))
      expect(screen.getByLabelText(/Target weight/)).toHaveValue(180)
      await user.click(screen.getByRole('button', { name: 'Back' }))
      await user.click(screen.getByRole('button', { name: 'Back' }))
      expect(screen.getByRole('radio', { name: 'Lose weight' })).toBeChecked()
    })

    it('comes back to the plan, worked out again from the kept answers', async () => {
      const user = userEvent.setup()
      const { unmount } = renderApp('/onboarding')
      await screen.findByText('Step 1 of 11')
      await walkTo(user, 9)

      await reload(unmount)
      expect(screen.getByText('Step 10 of 11')).toBeInTheDocument()
      expect(screen.getByRole('form')).toHaveTextContent('Calories1,589 kcal')
      expect(nextButton()).toBeEnabled()
    })

    it('ignores a draft that another user left in this browser', async () => {
      localStorage.setItem(
        'onboarding_draft',
        JSON.stringify({
          userId: maya.id + 1,
          step: 3,
          answers: { goal: 'gain', weight: 150 },
          numberText: { weight: '150' },
        }),
      )
      await openWizard()
      expect(heading()).toHaveTextContent('Welcome to Platewise')
    })

    it('resumes at the first step a kept draft leaves unanswered', async () => {
      localStorage.setItem(
        'onboarding_draft',
        JSON.stringify({
          userId: maya.id,
          step: 7,
          answers: { goal: 'lose', weight: 200, target_weight: null, timeline: '12 weeks' },
          numberText: { weight: '200' },
          remainingSeconds: 75,
        }),
      )
      renderApp('/onboarding')
      expect(await screen.findByText('Step 4 of 11')).toBeInTheDocument()
      expect(screen.getByLabelText(/Target weight/)).toHaveValue(null)
      // the countdown goes on from where the draft left it
      expect(screen.getByText(/^1:1\d$/)).toBeInTheDocument()
    })
  })
})
