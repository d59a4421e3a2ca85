import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthProvider } from '../../lib/auth-context'
import { saveAuth } from '../../lib/auth-storage'
import { answerFetch, json, testUser as maya } from '../../test/render-app'
import {
  PENDING_PROFILE_SYNC_INTERVAL_MS,
  syncPendingProfile,
  usePendingProfileSync,
} from './pending-profile'
import { hasPendingProfile, keepPendingProfile } from './pending-profile-store'

const payload = { daily_calories: 1551, daily_protein: 181, weight: 200, gender: 'male' }
const saved = () => json(200, { profile: payload, hasCompletedOnboarding: true })

beforeEach(() => {
  saveAuth('t0k3n', maya)
})

describe('syncPendingProfile', () => {
  it('sends nothing when nothing is pending', async () => {
    const calls = answerFetch({ 'PUT /api/profile': saved })
    await expect(syncPendingProfile()).resolves.toBe(false)
    expect(calls).toHaveLength(0)
  })

  it('PUTs the kept profile and forgets it once the server has it', async () => {
    keepPendingProfile(payload)
    expect(hasPendingProfile()).toBe(true)
    const calls = answerFetch({ 'PUT /api/profile': saved })
    await expect(syncPendingProfile()).resolves.toBe(true)
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/profile', payload],
    ])
    expect(localStorage.getItem('pending_profile')).toBeNull()
  })

  it('keeps it while the server cannot be reached or fails', async () => {
    keepPendingProfile(payload)
    answerFetch({})
    await expect(syncPendingProfile()).resolves.toBe(false)
    answerFetch({ 'PUT /api/profile': () => json(500, { error: 'boom' }) })
    await expect(syncPendingProfile()).resolves.toBe(false)
    expect(hasPendingProfile()).toBe(true)
  })

  it('drops it, and the completed flag, when the server refuses the data', async () => {
    keepPendingProfile(payload)
    localStorage.setItem('onboarding_completed', 'true')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    answerFetch({ 'PUT /api/profile': () => json(400, { error: 'Missing required profile data' }) })
    await expect(syncPendingProfile()).resolves.toBe(false)
    expect(localStorage.getItem('pending_profile')).toBeNull()
    // with no profile on the server, the person goes through onboarding again
    expect(localStorage.getItem('onboarding_completed')).toBeNull()
  })

  it("leaves another account's profile alone", async () => {
    keepPendingProfile(payload)
    saveAuth('other-token', { ...maya, id: 8, first_name: 'Sam' })
    const calls = answerFetch({ 'PUT /api/profile': saved })
    expect(hasPendingProfile()).toBe(false)
    await expect(syncPendingProfile()).resolves.toBe(false)
    expect(calls).toHaveLength(0)
    expect(localStorage.getItem('pending_profile')).not.toBeNull()
  })

  it('sends once when asked twice at the same time', async () => {
    keepPendingProfile(payload)
    const calls = answerFetch({ 'PUT /api/profile': saved })
    const results = await Promise.all([syncPendingProfile(), syncPendingProfile()])
    expect(results).toEqual([true, true])
    expect(calls).toHaveLength(1)
  })

  it('keeps a newer profile kept while an older one was on its way', async () => {
    keepPendingProfile(payload)
    const newer = { ...payload, daily_calories: 1600 }
    answerFetch({
      'PUT /api/profile': () => {
        vi.setSystemTime(Date.now() + 1_000)
        keepPendingProfile(newer)
        vi.useRealTimers()
        return saved()
      },
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    await expect(syncPendingProfile()).resolves.toBe(true)
    expect(JSON.parse(localStorage.getItem('pending_profile')!).payload).toEqual(newer)
  })
})

describe('usePendingProfileSync', () => {
  function mountHook() {
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    )
    const hook = renderHook(() => usePendingProfileSync(), { wrapper })
    return { ...hook, invalidate }
  }

  it('sends a pending profile on mount and refreshes the profile queries', async () => {
    keepPendingProfile(payload)
    const calls = answerFetch({ 'PUT /api/profile': saved })
    const { invalidate } = mountHook()
    await waitFor(() => expect(localStorage.getItem('pending_profile')).toBeNull())
    expect(calls).toHaveLength(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', maya.id, 'profile'] })
  })

  it('tries again when the browser comes back online', async () => {
    keepPendingProfile(payload)
    const calls = answerFetch({})
    mountHook()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(hasPendingProfile()).toBe(true)

    answerFetch({ 'PUT /api/profile': saved })
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(hasPendingProfile()).toBe(false))
  })

  it('tries again every 30 seconds while a profile is pending, and stops asking after', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      keepPendingProfile(payload)
      let calls = answerFetch({})
      const { unmount } = mountHook()
      await waitFor(() => expect(calls).toHaveLength(1))

      calls = answerFetch({ 'PUT /api/profile': saved })
      await vi.advanceTimersByTimeAsync(PENDING_PROFILE_SYNC_INTERVAL_MS)
      await waitFor(() => expect(hasPendingProfile()).toBe(false))
      expect(calls).toHaveLength(1)

      await vi.advanceTimersByTimeAsync(PENDING_PROFILE_SYNC_INTERVAL_MS * 3)
      expect(calls).toHaveLength(1)
      unmount()
    } finally {
      vi.useRealTimers()
    }
  })
})
