import { weightTrend } from '@platewise/core'
import { describe, expect, it } from 'vitest'
import { describeRange, shownRange } from './weight-range'

const trend = weightTrend([
  { date: '2026-08-01', weight: 190 },
  { date: '2026-11-10', weight: 182 },
  { date: '2026-11-20', weight: 181 },
  { date: '2026-11-28', weight: 180 },
])

describe('shownRange', () => {
  it('keeps the trend’s days of the range, with the weigh-ins among them', () => {
    const month = shownRange(trend, 'month', '2026-11-28')
    expect(month.from).toBe('2026-10-29')
    expect(month.days[0]!.date).toBe('2026-10-29')
    expect(month.weighIns.map((day) => day.date)).toEqual([
      '2026-11-10',
      '2026-11-20',
      '2026-11-28',
    ])
    expect(shownRange(trend, 'year', '2026-11-28').weighIns).toHaveLength(4)
  })
})

describe('describeRange', () => {
  it('says the weigh-ins, the trend’s change and the goal in the person’s units', () => {
    const month = shownRange(trend, 'month', '2026-11-28')
    const text = describeRange(month, 'month', 'US', 165)
    expect(text).toMatch(
      /^Over the last month: 3 weigh-ins, from Nov 10 to Nov 28\. Your trend went from /,
    )
    expect(text).toMatch(/, down \d+(\.\d)? lbs\. Your goal is 165 lbs\.$/)
    expect(describeRange(month, 'month', 'metric', 165)).toContain('Your goal is 74.8 kg.')
  })

  it('says when the range has none or one', () => {
    const none = shownRange(weightTrend([]), 'month', '2026-11-28')
    expect(describeRange(none, 'month', 'US', null)).toBe('No weigh-ins in the last month.')
    const one = shownRange(
      weightTrend([{ date: '2026-11-28', weight: 180 }]),
      'quarter',
      '2026-11-28',
    )
    expect(describeRange(one, 'quarter', 'metric', null)).toBe(
      'Over the last 3 months: 1 weigh-in, on Nov 28, at 81.6 kg.',
    )
  })
})
