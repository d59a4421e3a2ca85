import { describe, expect, it } from 'vitest'
import { latestTrend, TREND_SMOOTHING, trendOn, weightTrend } from './weight-trend'

describe('weightTrend', () => {
  it('has no days without weigh-ins', () => {
    expect(weightTrend([])).toEqual([])
    expect(latestTrend([])).toBeNull()
  })

  it('starts at the first weigh-in and moves 10 % a day toward each day’s weight', () => {
    const days = weightTrend([
      { date: '2026-11-01', weight: 180 },
      { date: '2026-11-02', weight: 170 },
      { date: '2026-11-03', weight: 170 },
    ])
    expect(TREND_SMOOTHING).toBe(0.1)
    expect(days.map((day) => day.trend)).toEqual([180, 179, expect.closeTo(178.1, 10)])
    expect(days.map((day) => day.weight)).toEqual([180, 170, 170])
  })

  it('reads the days of a gap as a straight line between the weigh-ins either side', () => {
    const days = weightTrend([
      { date: '2026-11-03', weight: 160 },
      { date: '2026-11-01', weight: 180 },
    ])
    expect(days.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03'])
    expect(days[1]).toEqual({ date: '2026-11-02', weight: null, trend: 179 })
    expect(days[2]!.trend).toBeCloseTo(179 + 0.1 * (160 - 179), 10)
  })

  it('barely moves for one day’s swing and follows a lasting change', () => {
    const steady = Array.from({ length: 30 }, (_, index) => ({
      date: `2026-10-${String(index + 1).padStart(2, '0')}`,
      weight: index === 20 ? 185 : 180,
    }))
    const days = weightTrend(steady)
    expect(trendOn(days, '2026-10-21')).toBeCloseTo(180.5, 5)
    const lasting = weightTrend(
      steady.map((entry, index) => ({ ...entry, weight: index < 10 ? 180 : 170 })),
    )
    expect(latestTrend(lasting)!.trend).toBeLessThan(171.5)
  })

  it('has no trend outside the days it covers', () => {
    const days = weightTrend([{ date: '2026-11-01', weight: 180 }])
    expect(trendOn(days, '2026-10-31')).toBeNull()
    expect(trendOn(days, '2026-11-02')).toBeNull()
    expect(latestTrend(days)).toEqual({ date: '2026-11-01', trend: 180 })
  })
})
