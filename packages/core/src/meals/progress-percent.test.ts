import { describe, expect, it } from 'vitest'
import { progressPercent } from './progress-percent'

describe('progressPercent', () => {
  it('gives the whole percent of the goal reached', () => {
    expect(progressPercent(50, 200)).toBe(25)
    expect(progressPercent(1, 3)).toBe(33)
    expect(progressPercent(1150, 1800)).toBe(64) // 63.9
  })

  it('caps at 100%', () => {
    expect(progressPercent(200, 200)).toBe(100)
    expect(progressPercent(2500, 1800)).toBe(100)
  })

  it('is 0 without a goal or with nothing eaten', () => {
    expect(progressPercent(100, 0)).toBe(0)
    expect(progressPercent(0, 2000)).toBe(0)
    expect(progressPercent(-5, 2000)).toBe(0)
    expect(progressPercent(Number.NaN, 2000)).toBe(0)
  })
})

describe('progressPercent rounding', () => {
  it('rounds 1150 of 2000 to 58, not the 57 that floating point division gives', () => {
    expect(progressPercent(1150, 2000)).toBe(58)
  })
})
