import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage } from './api-error'

describe('errorMessage', () => {
  const fallback = 'Failed to add meal'
  const http = (status: number, text: string) => new ApiError('http', text, { status, code: 'X' })

  it("gives the server's own words for a refusal", () => {
    expect(errorMessage(http(400, 'Calories cannot be negative'), fallback)).toBe(
      'Calories cannot be negative',
    )
    expect(errorMessage(http(403, 'The creator of a group cannot leave it'), fallback)).toBe(
      'The creator of a group cannot leave it',
    )
    expect(errorMessage(http(413, 'This photo is too large'), fallback)).toBe(
      'This photo is too large',
    )
  })

  it("gives the screen's sentence for a server error, whose words say nothing of what was done", () => {
    expect(
      errorMessage(http(500, 'Something went wrong on our side. Please try again.'), fallback),
    ).toBe(fallback)
    expect(errorMessage(new ApiError('http', 'Bad Gateway', { status: 502 }), fallback)).toBe(
      fallback,
    )
  })

  it("gives the screen's sentence when no answer came", () => {
    expect(errorMessage(new ApiError('network', 'Failed to fetch'), fallback)).toBe(fallback)
    expect(errorMessage(new ApiError('timeout', 'Request timed out after 30000ms'), fallback)).toBe(
      fallback,
    )
    expect(errorMessage(new ApiError('offline', 'No internet connection'), fallback)).toBe(fallback)
    expect(
      errorMessage(new ApiError('invalid-response', 'Invalid response from server'), fallback),
    ).toBe(fallback)
  })

  it("gives the screen's sentence for a refusal without words, and for what is not a call's error", () => {
    expect(errorMessage(http(409, ''), fallback)).toBe(fallback)
    expect(errorMessage(new TypeError('boom'), fallback)).toBe(fallback)
    expect(errorMessage(undefined, fallback)).toBe(fallback)
  })
})
