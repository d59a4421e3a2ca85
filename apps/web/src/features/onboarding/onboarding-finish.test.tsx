import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useNavigationType } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthProvider } from '../../lib/auth-context'
import { saveAuth } from '../../lib/auth-storage'
import { answerFetch, json, type RecordedCall, testUser as maya } from '../../test/render-app'
import { OnboardingPage } from './onboarding-page'

// The sedentary man losing 20 lb in 12 weeks: his floor of 1589 kcal and 139 g
// (plan-formula.test.ts).
const expectedPayload = {
  daily_calories: 1589,
  daily_protein: 139,
  weight: 200,
  target_weight: 180,
  height: 70,
  age: 30,
  activity_level: 'sedentary',
  gender: 'male',
}

const savedProfile = {
  ...expectedPayload,
  bio: null,
  profile_picture: null,
}

type Handlers = Parameters<typeof answerFetch>[0]

function DashboardStub() {
  return <p>Dashboard, reached by {useNavigationType()}</p>
}

// The page with a stand-in dashboard: what happens after the navigation belongs
// to the route guards and their own tests.
function renderOnboarding() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/onboarding']}>
          <Routes>
            <Route path="/onboarding" element={<OnboardingPage />} />
            <Route path="/dashboard" element={<DashboardStub />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  )
}

/** Opens /onboarding, answers every step and lands on 'Get Started'. */
async function reachTheLastStep(handlers: Handlers) {
  const calls = answerFetch(handlers)
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderOnboarding()
  expect(await screen.findByText('Step 1 of 11')).toBeInTheDocument()
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }))
  await next()
  await user.click(screen.getByRole('radio', { name: 'Lose weight' }))
  await next()
  await user.type(screen.getByLabelText(/Current weight/), '200')
  await next()
  await user.type(screen.getByLabelText(/Target weight/), '180')
  await next()
  await user.type(screen.getByLabelText('Timeframe'), '12 weeks')
  await next()
  await user.type(screen.getByLabelText(/Height/), '70')
  await next()
  await user.type(screen.getByLabelText(/Age/), '30')
  await next()
  await user.click(screen.getByRole('radio', { name: 'Sedentary' }))
  await next()
  await next() // male, the default
  await next() // the plan
  expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled()
  return { user, calls }
}

const saves = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => `${call.method} ${new URL(call.url, 'http://localhost').pathname}`)

/** Every save of the finish when each PUT fails: the profile tried four times, then created. */
const EVERY_TRY = [
  'PUT /api/profile',
  'PUT /api/profile',
  'PUT /api/profile',
  'PUT /api/profile',
  'POST /api/profile/create',
]

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  // no jitter, so the waits are exactly 1 s, 2 s and 4 s
  vi.spyOn(Math, 'random').mockReturnValue(0)
  saveAuth('t0k3n', maya)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('finishing onboarding', { timeout: 20_000 }, () => {
  it('saves the profile, sets the local flags and goes to the dashboard a second later', async () => {
    const { user, calls } = await reachTheLastStep({
      'PUT /api/profile': () => json(200, { profile: savedProfile, hasCompletedOnboarding: true }),
    })
    await user.click(screen.getByRole('button', { name: 'Get Started' }))

    expect(await screen.findByText('Profile saved! Taking you to your dashboard...')).toBeVisible()
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(expectedPayload)
    expect(localStorage.getItem('onboarding_completed')).toBe('true')
    expect(localStorage.getItem('onboarding_just_completed')).toBe('true')
    expect(new Date(localStorage.getItem('onboarding_completed_date')!).getTime()).not.toBeNaN()
    expect(localStorage.getItem('pending_profile')).toBeNull()
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeDisabled()
    // the answers kept against a reload go once the profile is saved
    expect(localStorage.getItem('onboarding_draft')).toBeNull()

    await advance(800)
    expect(screen.getByText('Step 11 of 11')).toBeInTheDocument()
    await advance(300)
    expect(await screen.findByText('Dashboard, reached by REPLACE')).toBeInTheDocument()
  })

  it('tries the save 3 more times after 1, 2 and 4 seconds, then creates the profile', async () => {
    const putTimes: number[] = []
    const { user, calls } = await reachTheLastStep({
      'PUT /api/profile': () => {
        putTimes.push(Date.now())
        return json(500, { error: 'Something went wrong', code: 'INTERNAL' })
      },
      'POST /api/profile/create': () =>
        json(201, { profile: savedProfile, hasCompletedOnboarding: true }),
    })
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    // the first answer is a 500: the retry is announced while it waits
    expect(
      await screen.findByText('Having trouble reaching the server. Trying again (1 of 3)...'),
    ).toBeInTheDocument()
    await advance(1_000)
    await advance(2_000)
    await advance(4_000)

    expect(await screen.findByText('Profile saved! Taking you to your dashboard...')).toBeVisible()
    expect(saves(calls)).toEqual(EVERY_TRY)
    const gaps = putTimes.slice(1).map((time, index) => time - putTimes[index]!)
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual([1_000, 2_000, 4_000][index]!))
    expect(calls.at(-1)?.body).toEqual(expectedPayload)
    expect(localStorage.getItem('onboarding_completed')).toBe('true')
  })

  it('stays with the 500 message when creating fails too', async () => {
    const { user, calls } = await reachTheLastStep({
      'PUT /api/profile': () => json(500, { error: 'boom', code: 'INTERNAL' }),
      'POST /api/profile/create': () => json(500, { error: 'boom', code: 'INTERNAL' }),
    })
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    await advance(8_000)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server error occurred. Please try again in a moment.',
    )
    expect(saves(calls)).toHaveLength(5)
    expect(localStorage.getItem('onboarding_completed')).toBeNull()
    expect(localStorage.getItem('pending_profile')).toBeNull()
    await advance(3_000)
    expect(screen.getByText('Step 11 of 11')).toBeInTheDocument()
    // and the person can try again
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled()
  })

  it('stays with the 400 message at once, without retrying', async () => {
    const { user, calls } = await reachTheLastStep({
      'PUT /api/profile': () =>
        json(400, {
          error: 'Missing required profile data. Please complete all steps.',
          code: 'VALIDATION_ERROR',
        }),
    })
    await user.click(screen.getByRole('button', { name: 'Get Started' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid profile data. Please check your information and try again.',
    )
    await advance(10_000)
    expect(saves(calls)).toEqual(['PUT /api/profile'])
    expect(localStorage.getItem('onboarding_completed')).toBeNull()
    expect(screen.getByText('Step 11 of 11')).toBeInTheDocument()
    // nothing was saved, so a reload still finds the answers
    expect(localStorage.getItem('onboarding_draft')).not.toBeNull()
  })

  it('goes on without the server, keeps the profile locally and leaves after 2 seconds', async () => {
    // no handler for the profile saves: every call fails as a network error would
    const { user, calls } = await reachTheLastStep({})
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    await advance(7_000)

    expect(
      await screen.findByText(
        'Server temporarily unavailable. Your data has been saved locally and will sync when the server is back online.',
      ),
    ).toBeVisible()
    expect(saves(calls)).toEqual(EVERY_TRY)
    expect(JSON.parse(localStorage.getItem('pending_profile')!)).toMatchObject({
      userId: 7,
      payload: expectedPayload,
    })
    expect(localStorage.getItem('onboarding_completed')).toBe('true')
    expect(localStorage.getItem('onboarding_just_completed')).toBe('true')
    // the pending profile carries the answers now
    expect(localStorage.getItem('onboarding_draft')).toBeNull()

    await advance(1_500)
    expect(screen.getByText('Step 11 of 11')).toBeInTheDocument()
    await advance(600)
    expect(await screen.findByText('Dashboard, reached by REPLACE')).toBeInTheDocument()
  })
})
