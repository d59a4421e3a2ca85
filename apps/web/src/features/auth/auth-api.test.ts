import { MutationObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { createQueryClient } from '../../lib/query-client'
import { answerFetch, json } from '../../test/render-app'
import { registerAttemptTimeoutMs, registerMutation, registerRetryWaitMs } from './auth-api'
import { registrationErrorMessage, registrationScreenMessage } from './auth-errors'

const payload = {
  email: 'a@b.co',
  password: 'secret-1',
  first_name: 'Al',
  last_name: 'Bo',
  username: 'albo',
}
const user = {
  id: 1,
  email: 'a@b.co',
  first_name: 'Al',
  last_name: 'Bo',
  username: 'albo',
  profile_picture: null,
}

describe('registration timing (spec §9)', () => {
  it('gives attempts 15, 20 and 25 seconds', () => {
    expect([1, 2, 3].map(registerAttemptTimeoutMs)).toEqual([15_000, 20_000, 25_000])
  })

  it('waits 1 s, 2 s, 4 s between attempts, never more than 5 s', () => {
    expect([1, 2, 3, 4].map(registerRetryWaitMs)).toEqual([1_000, 2_000, 4_000, 5_000])
  })
})

/** Registers through the mutation, with the waits between attempts recorded instead of slept. */
function register(body: typeof payload, waits: number[] = []) {
  const options = registerMutation()
  const observer = new MutationObserver(createQueryClient(), {
    ...options,
    // TanStack Query works out the wait before it asks whether to retry at all
    retryDelay: (failures: number) => {
      waits.push(options.retryDelay(failures))
      return 0
    },
  })
  return observer.mutate(body)
}

describe('registerMutation', () => {
  it('tries again after a server error and succeeds on a later attempt', async () => {
    let attempts = 0
    answerFetch({
      'POST /api/auth/register': () => {
        attempts += 1
        return attempts < 2 ? json(503, { error: 'busy' }) : json(201, { token: 't', user })
      },
    })
    await expect(register(payload)).resolves.toEqual({ token: 't', user })
    expect(attempts).toBe(2)
  })

  it('gives up after three attempts, 1 s and 2 s apart', async () => {
    let attempts = 0
    answerFetch({
      'POST /api/auth/register': () => {
        attempts += 1
        return json(503, { error: 'busy' })
      },
    })
    const waits: number[] = []
    await expect(register(payload, waits)).rejects.toMatchObject({ status: 503 })
    expect(attempts).toBe(3)
    expect(waits.slice(0, 2)).toEqual([1_000, 2_000])
  })

  it('does not retry a 409 or a 400', async () => {
    for (const status of [409, 400]) {
      let attempts = 0
      answerFetch({
        'POST /api/auth/register': () => {
          attempts += 1
          return json(status, { error: 'no', code: 'X' })
        },
      })
      await expect(register(payload)).rejects.toMatchObject({ status })
      expect(attempts).toBe(1)
    }
  })
})

describe('registration error messages (spec §8)', () => {
  it('words the screen messages as the spec does', () => {
    expect(registrationScreenMessage(new ApiError('timeout', 'Request timed out'))).toBe(
      'Registration timed out. The server is responding slowly. Please try again in a moment.',
    )
    expect(registrationScreenMessage(new ApiError('http', 'taken', { status: 409 }))).toBe(
      'An account with this email already exists. Please try logging in instead.',
    )
    // the words of an answer never pass for a timeout
    expect(
      registrationScreenMessage(new ApiError('http', 'Upstream timed out', { status: 400 })),
    ).toBe('Upstream timed out')
  })

  it('falls back to a generic message for unknown failures', () => {
    expect(registrationErrorMessage(new Error('boom'))).toBe(
      'Registration failed. Please try again.',
    )
  })
})
