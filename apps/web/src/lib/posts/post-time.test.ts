import { describe, expect, it } from 'vitest'
import { timeAgo } from './post-time'

const now = new Date(2026, 4, 13, 12, 0).getTime()
const ago = (ms: number) => new Date(now - ms).toISOString()

describe('timeAgo', () => {
  it('says minutes, hours and days while a post is recent', () => {
    expect(timeAgo(ago(20_000), now)).toBe('Just now')
    expect(timeAgo(ago(5 * 60_000), now)).toBe('5m ago')
    expect(timeAgo(ago(3 * 3_600_000), now)).toBe('3h ago')
    expect(timeAgo(ago(2 * 86_400_000), now)).toBe('2d ago')
  })

  it('gives the date after a week, with the year only when it is another year', () => {
    expect(timeAgo(new Date(2026, 4, 3, 9).toISOString(), now)).toBe('May 3')
    expect(timeAgo(new Date(2025, 11, 30, 9).toISOString(), now)).toBe('Dec 30, 2025')
  })

  it("calls a post from a clock slightly ahead of this one 'Just now'", () => {
    expect(timeAgo(ago(-5_000), now)).toBe('Just now')
  })
})
