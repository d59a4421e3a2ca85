import { afterEach, beforeEach, vi } from 'vitest'

/**
 * console.warn says nothing in each test of the describe block this is called
 * in: a failed call is logged as a warning, and these tests fail calls on
 * purpose. Spies made in the tests are restored after each.
 */
export function muteWarnings() {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
}
