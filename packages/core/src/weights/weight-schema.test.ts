import { describe, expect, it } from 'vitest'
import { weightFormSchema, weightRangeMessage } from './weight-form'
import { isFutureWeightDate, WEIGHT_MESSAGES } from './weight-rules'
import { weightEntrySchema, weightLogDays, weightRangeQuerySchema } from './weight-schema'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('weightEntrySchema', () => {
  it('takes a day and pounds within the profile’s range', () => {
    expect(weightEntrySchema.parse({ date: ' 2026-11-20 ', weight: '172.4' })).toEqual({
      date: '2026-11-20',
      weight: 172.4,
    })
    expect(firstMessage(weightEntrySchema.safeParse({ date: '2026-11-20', weight: 40 }))).toBe(
      'Weight must be between 66 and 660 lbs',
    )
    expect(firstMessage(weightEntrySchema.safeParse({ date: '2026-11-20' }))).toBe(
      WEIGHT_MESSAGES.weightRequired,
    )
    expect(firstMessage(weightEntrySchema.safeParse({ weight: 170 }))).toBe(
      WEIGHT_MESSAGES.dateRequired,
    )
    expect(firstMessage(weightEntrySchema.safeParse({ date: '2026-02-30', weight: 170 }))).toBe(
      'Please enter a real date (YYYY-MM-DD)',
    )
  })
})

describe('weightRangeQuerySchema', () => {
  it('needs two dates in order, at most a year and a day apart', () => {
    expect(weightRangeQuerySchema.safeParse({ from: '2025-11-28', to: '2026-11-28' }).success).toBe(
      true,
    )
    expect(
      firstMessage(weightRangeQuerySchema.safeParse({ from: '2025-11-27', to: '2026-11-28' })),
    ).toBe(WEIGHT_MESSAGES.length)
    expect(
      firstMessage(weightRangeQuerySchema.safeParse({ from: '2026-11-28', to: '2026-11-27' })),
    ).toBe(WEIGHT_MESSAGES.order)
  })
})

describe('weightLogDays', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  it('is the client’s day, or the UTC date allowing the day after', () => {
    expect(weightLogDays('2026-11-29', now)).toEqual({ today: '2026-11-29', latest: '2026-11-29' })
    expect(weightLogDays(undefined, now)).toEqual({ today: '2026-11-28', latest: '2026-11-29' })
    expect(isFutureWeightDate('2026-11-29', '2026-11-28')).toBe(true)
    expect(isFutureWeightDate('2026-11-28', '2026-11-28')).toBe(false)
  })
})

describe('weightFormSchema', () => {
  it('reads the weight in the person’s units and gives pounds', () => {
    const metric = weightFormSchema('metric', '2026-11-28')
    const parsed = metric.parse({ date: '2026-11-28', weight: '75' })
    expect(parsed.weight).toBeCloseTo(75 / 0.453592, 6)
    expect(firstMessage(metric.safeParse({ date: '2026-11-28', weight: '25' }))).toBe(
      'Weight must be between 30 and 299 kg',
    )
    expect(weightRangeMessage('US')).toBe('Weight must be between 66 and 660 lbs')
    expect(
      weightFormSchema('US', '2026-11-28').parse({ date: '2026-11-28', weight: '170' }).weight,
    ).toBe(170)
  })

  it('refuses a future day and an empty weight', () => {
    const form = weightFormSchema('US', '2026-11-28')
    expect(firstMessage(form.safeParse({ date: '2026-11-29', weight: '170' }))).toBe(
      WEIGHT_MESSAGES.future,
    )
    expect(firstMessage(form.safeParse({ date: '2026-11-28', weight: ' ' }))).toBe(
      WEIGHT_MESSAGES.weightRequired,
    )
  })
})
