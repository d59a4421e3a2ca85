import { describe, expect, it } from 'vitest'
import { formatAmount, formatCount } from './format-amount'

describe('formatAmount', () => {
  it('separates thousands and keeps at most one decimal', () => {
    expect(formatAmount(11867.66)).toBe('11,867.7')
    expect(formatAmount(1050)).toBe('1,050')
    expect(formatAmount(2.25)).toBe('2.3')
    expect(formatAmount(16.5)).toBe('16.5')
  })

  it('drops a decimal that rounds away', () => {
    expect(formatAmount(14)).toBe('14')
    expect(formatAmount(14.04)).toBe('14')
    expect(formatAmount(14.96)).toBe('15')
  })

  it('puts a space between the figure and its unit', () => {
    expect(formatAmount(11867.66, 'mg')).toBe('11,867.7 mg')
    expect(formatAmount(2590, 'kcal/day')).toBe('2,590 kcal/day')
    expect(formatAmount(45, 'g')).toBe('45 g')
    expect(formatAmount(170, 'lbs')).toBe('170 lbs')
  })

  it('writes zero without a sign, and negatives with one', () => {
    expect(formatAmount(-0, 'g')).toBe('0 g')
    expect(formatAmount(-0.04)).toBe('0')
    expect(formatAmount(-1234.56, 'kcal')).toBe('-1,234.6 kcal')
  })

  it('shows a dash for what is not a number', () => {
    expect(formatAmount(Number.NaN, 'g')).toBe('—')
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('—')
  })

  it('counts with the singular word for exactly one and separators for thousands', () => {
    expect(formatCount(1, 'member', 'members')).toBe('1 member')
    expect(formatCount(0, 'like', 'likes')).toBe('0 likes')
    expect(formatCount(1204, 'member', 'members')).toBe('1,204 members')
  })
})
