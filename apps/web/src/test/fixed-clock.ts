import { afterEach, beforeEach, vi } from 'vitest'

/**
 * The user's clock reads `now` in each test of the describe block this is
 * called in. Only Date is faked: timers stay real, so the queries run as usual.
 * Spies made in the tests are restored after each.
 */
export function fixClockAt(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
}
