import { MutationObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { saveAuth } from '../../lib/auth-storage'
import { answerFetch, json, testUser as user } from '../../test/render-app'
import { createQueryClient } from '../../lib/query-client'
import { profileSaveErrorMessage } from '../../lib/profile/profile-save-error'
import { isServerUnreachable, profileSaveMutation, profileSaveRetryDelayMs } from './save-profile'

const payload = { daily_calories: 1551, daily_protein: 181, weight: 200 }
const answer = { profile: { ...payload }, hasCompletedOnboarding: true }

/** Runs the save mutation with its waits recorded instead of slept. */
function saveRecordingWaits(random = () => 0) {
  const waits: number[] = []
  const retries: number[] = []
  const options = profileSaveMutation(random)
  const observer = new MutationObserver(createQueryClient(), {
    ...options,
    // TanStack Query works out the wait before it asks whether to retry at all
    retryDelay: (failures: number) => {
      if (options.retry()) waits.push(options.retryDelay(failures))
      return 0
    },
  })
  observer.subscribe((state) => {
    if (state.isPending && state.failureCount > 0 && retries.at(-1) !== state.failureCount) {
      retries.push(state.failureCount)
    }
  })
  const result = observer.mutate(payload)
  return { result, waits, retries }
}

const paths = (calls: { method: string; url: string }[]) =>
  calls.map((call) => `${call.method} ${call.url}`)

describe('profileSaveRetryDelayMs (spec §9)', () => {
  it('waits 1 s × 2^(n-1) before retry n', () => {
    expect([1, 2, 3].map((retry) => profileSaveRetryDelayMs(retry, () => 0))).toEqual([
      1_000, 2_000, 4_000,
    ])
  })

  it('adds up to 1 s of jitter', () => {
    expect(profileSaveRetryDelayMs(1, () => 0.5)).toBe(1_500)
    expect(profileSaveRetryDelayMs(2, () => 0.999)).toBe(2_999)
  })

  it('never waits more than 5 s', () => {
    expect(profileSaveRetryDelayMs(3, () => 0.999)).toBe(4_999)
    // a fourth retry is never made, but the cap would hold it
    expect(profileSaveRetryDelayMs(4, () => 0)).toBe(5_000)
  })

  it('stays within its bounds for any jitter', () => {
    for (let i = 0; i < 200; i += 1) {
      const random = Math.random
      for (const retry of [1, 2, 3]) {
        const delay = profileSaveRetryDelayMs(retry, random)
        const base = 1_000 * 2 ** (retry - 1)
        expect(delay).toBeGreaterThanOrEqual(base)
        expect(delay).toBeLessThanOrEqual(Math.min(base + 1_000, 5_000))
      }
    }
  })
})

describe('profileSaveMutation', () => {
  it('saves with one PUT when the server answers', async () => {
    saveAuth('t0k3n', user)
    const calls = answerFetch({ 'PUT /api/profile': () => json(200, answer) })
    const { result, waits } = saveRecordingWaits()
    await expect(result).resolves.toEqual(answer)
    expect(paths(calls)).toEqual(['PUT /api/profile'])
    expect(calls[0]?.body).toEqual(payload)
    expect(waits).toEqual([])
  })

  it('retries a failing PUT 3 times after 1, 2 and 4 s, then creates the profile', async () => {
    const calls = answerFetch({
      'PUT /api/profile': () => json(503, { error: 'busy', code: 'UNAVAILABLE' }),
      'POST /api/profile/create': () => json(201, answer),
    })
    const { result, waits, retries } = saveRecordingWaits()
    await expect(result).resolves.toEqual(answer)
    expect(paths(calls)).toEqual([
      'PUT /api/profile',
      'PUT /api/profile',
      'PUT /api/profile',
      'PUT /api/profile',
      'POST /api/profile/create',
    ])
    // then the create at once
    expect(waits).toEqual([1_000, 2_000, 4_000, 0])
    expect(retries).toEqual([1, 2, 3, 4])
  })

  it('stops retrying as soon as a retry succeeds', async () => {
    let attempts = 0
    const calls = answerFetch({
      'PUT /api/profile': () => (++attempts < 3 ? json(500, { error: 'x' }) : json(200, answer)),
    })
    const { result, waits } = saveRecordingWaits(() => 0.25)
    await expect(result).resolves.toEqual(answer)
    expect(calls).toHaveLength(3)
    expect(waits).toEqual([1_250, 2_250])
  })

  it('retries network failures the same way', async () => {
    // no handlers: every call fails like an unreachable server
    const calls = answerFetch({})
    const { result, waits } = saveRecordingWaits()
    const error = await result.catch((thrown: unknown) => thrown)
    expect(isServerUnreachable(error)).toBe(true)
    expect(calls).toHaveLength(5)
    expect(waits).toEqual([1_000, 2_000, 4_000, 0])
  })

  it('does not retry a 400: the data is wrong, not the moment', async () => {
    const calls = answerFetch({ 'PUT /api/profile': () => json(400, { error: 'Missing' }) })
    const { result, waits } = saveRecordingWaits()
    await expect(result).rejects.toMatchObject({ status: 400 })
    expect(paths(calls)).toEqual(['PUT /api/profile'])
    expect(waits).toEqual([])
  })

  it('goes straight to create when the server has no PUT route', async () => {
    const calls = answerFetch({
      'PUT /api/profile': () => json(404, { error: 'Route not found' }),
      'POST /api/profile/create': () => json(201, answer),
    })
    const { result, waits } = saveRecordingWaits()
    await expect(result).resolves.toEqual(answer)
    expect(paths(calls)).toEqual(['PUT /api/profile', 'POST /api/profile/create'])
    expect(waits).toEqual([0])
  })
})

describe('what a failed save tells the person (spec §8 Profile save)', () => {
  it('names invalid data, server errors, and otherwise passes the message on', () => {
    expect(profileSaveErrorMessage(new ApiError('http', 'Missing', { status: 400 }))).toBe(
      'Invalid profile data. Please check your information and try again.',
    )
    expect(profileSaveErrorMessage(new ApiError('http', 'boom', { status: 500 }))).toBe(
      'Server error occurred. Please try again in a moment.',
    )
    expect(profileSaveErrorMessage(new ApiError('http', 'Token expired', { status: 401 }))).toBe(
      'Token expired',
    )
    expect(profileSaveErrorMessage(new ApiError('http', '', { status: 409 }))).toBe(
      'Failed to save profile. Please try again.',
    )
    expect(profileSaveErrorMessage('???')).toBe('Failed to save profile. Please try again.')
  })

  it('counts no answer, a timeout and a proxy for a down server as unreachable', () => {
    expect(isServerUnreachable(new ApiError('network', 'Failed to fetch'))).toBe(true)
    expect(isServerUnreachable(new ApiError('timeout', 'timed out'))).toBe(true)
    expect(isServerUnreachable(new ApiError('offline', 'offline'))).toBe(true)
    expect(isServerUnreachable(new ApiError('http', 'Bad Gateway', { status: 502 }))).toBe(true)
    expect(isServerUnreachable(new ApiError('http', 'boom', { status: 500 }))).toBe(false)
    expect(isServerUnreachable(new ApiError('http', 'bad', { status: 400 }))).toBe(false)
  })
})
