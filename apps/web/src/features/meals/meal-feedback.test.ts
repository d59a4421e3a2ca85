import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { FLASH_MESSAGE_MS, flashTone, useFlashMessage } from '../../hooks/use-flash-message'
import { MEAL_FEEDBACK, saveFavoriteErrorMessage } from '../../lib/meals/use-meal-mutations'

describe('flashTone', () => {
  it("styles a message with 'successfully', or the Added message, as a success", () => {
    expect(flashTone(MEAL_FEEDBACK.added)).toBe('success')
    expect(flashTone(MEAL_FEEDBACK.deleted)).toBe('success')
    expect(flashTone(MEAL_FEEDBACK.addedSaved('Overnight oats', 'snack'))).toBe('success')
    expect(flashTone(MEAL_FEEDBACK.alreadySaved)).toBe('error')
    expect(flashTone(MEAL_FEEDBACK.addFailed)).toBe('error')
  })
})

describe('useFlashMessage', () => {
  afterEach(() => vi.useRealTimers())

  it('clears a message after 3 s, counting again from a newer message', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useFlashMessage())
    act(() => result.current.show(MEAL_FEEDBACK.added))
    act(() => vi.advanceTimersByTime(FLASH_MESSAGE_MS - 500))
    act(() => result.current.show(MEAL_FEEDBACK.updated))
    act(() => vi.advanceTimersByTime(FLASH_MESSAGE_MS - 1))
    expect(result.current.message).toMatchObject({ text: MEAL_FEEDBACK.updated, tone: 'success' })
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.message).toBeNull()
  })

  it("never lets an older message's timer clear a newer message", () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useFlashMessage())
    act(() => result.current.show(MEAL_FEEDBACK.added))
    act(() => vi.advanceTimersByTime(FLASH_MESSAGE_MS - 1))
    // the newer message arrives just before the older one's 3 s end, and
    // before React has rendered it and cancelled the older timer
    act(() => {
      result.current.show(MEAL_FEEDBACK.updated)
      vi.advanceTimersByTime(1)
    })
    expect(result.current.message).toMatchObject({ text: MEAL_FEEDBACK.updated })
  })
})

describe('meal error messages', () => {
  const http = (status: number, text: string) => new ApiError('http', text, { status, code: 'X' })

  it("turns a 409 on saving into 'This meal is already saved'", () => {
    expect(saveFavoriteErrorMessage(http(409, 'Conflict'))).toBe('This meal is already saved')
    expect(saveFavoriteErrorMessage(http(404, 'Meal not found'))).toBe('Meal not found')
    expect(saveFavoriteErrorMessage(new ApiError('timeout', 'Request timed out'))).toBe(
      'Failed to save meal',
    )
  })
})
