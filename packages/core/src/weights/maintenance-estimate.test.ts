import { describe, expect, it } from 'vitest'
import { addDays, datesBetween } from '../dates/iso-date'
import {
  caloriesForMeasuredMaintenance,
  estimateMaintenance,
  estimatesDisagree,
  formulaMaintenance,
  type IntakeDay,
} from './maintenance-estimate'

const today = '2026-11-28'

/** A weigh-in every day from `days` ago to today, losing `perDay` pounds a day. */
const losing = (days: number, perDay: number, start = 180) =>
  datesBetween(addDays(today, -days), today).map((date, index) => ({
    date,
    weight: start - perDay * index,
  }))

const eating = (days: number, calories: number, skip: (index: number) => boolean = () => false) =>
  datesBetween(addDays(today, -days), today).map((date, index): IntakeDay => ({
    date,
    logged: !skip(index),
    calories: skip(index) ? 0 : calories,
  }))

describe('estimateMaintenance', () => {
  it('adds the energy the trend lost to the average intake', () => {
    // steady: a flat trend means intake is maintenance
    const flat = estimateMaintenance({ weighIns: losing(28, 0), intake: eating(28, 2400), today })
    expect(flat).toMatchObject({
      status: 'ready',
      calories: 2400,
      days: 28,
      from: addDays(today, -28),
    })

    const estimate = estimateMaintenance({
      weighIns: losing(28, 1 / 7),
      intake: eating(28, 2000),
      today,
    })
    if (estimate.status !== 'ready') throw new Error(estimate.message)
    // the trend lags the weigh-ins, so it shows less than the full pound a week
    expect(estimate.trendChange).toBeLessThan(0)
    expect(estimate.trendChange).toBeGreaterThan(-4)
    expect(estimate.calories).toBe(
      Math.round((2000 - (estimate.trendChange * 3500) / 28) / 10) * 10,
    )
    expect(estimate.calories).toBeGreaterThan(2200)
  })

  it('reads at most the last four weeks', () => {
    const estimate = estimateMaintenance({
      weighIns: losing(60, 0),
      intake: eating(60, 2100),
      today,
    })
    expect(estimate).toMatchObject({ status: 'ready', days: 28, loggedDays: 28 })
  })

  it('reads a meal log that began within the four weeks from its first day', () => {
    // weighed for two months, logging meals for the last 20 days
    const estimate = estimateMaintenance({
      weighIns: losing(60, 0),
      intake: eating(60, 2300, (index) => index < 40),
      today,
    })
    expect(estimate).toMatchObject({ status: 'ready', days: 20, loggedDays: 20, calories: 2300 })
    // 13 days of meals are not two weeks
    const short = estimateMaintenance({
      weighIns: losing(60, 0),
      intake: eating(60, 2300, (index) => index < 47),
      today,
    })
    expect(short.status).toBe('not-yet')
  })

  it('needs 14 days between weigh-ins, and four of them', () => {
    const short = estimateMaintenance({ weighIns: losing(13, 0), intake: eating(13, 2000), today })
    expect(short).toMatchObject({ status: 'not-yet' })
    if (short.status === 'not-yet') expect(short.message).toContain('13 days so far')
    expect(
      estimateMaintenance({ weighIns: losing(14, 0), intake: eating(14, 2000), today }).status,
    ).toBe('ready')
    const three = [0, 7, 14].map((ago) => ({ date: addDays(today, -ago), weight: 180 }))
    expect(estimateMaintenance({ weighIns: three, intake: eating(14, 2000), today }).status).toBe(
      'not-yet',
    )
  })

  it('needs meals logged on 80 % of the days', () => {
    // 14 days: 12 needed; missing 2 is enough, 3 is not
    const twoSkipped = eating(14, 2000, (index) => index === 3 || index === 4)
    expect(estimateMaintenance({ weighIns: losing(14, 0), intake: twoSkipped, today }).status).toBe(
      'ready',
    )
    const threeSkipped = eating(14, 2000, (index) => index >= 3 && index <= 5)
    const estimate = estimateMaintenance({ weighIns: losing(14, 0), intake: threeSkipped, today })
    expect(estimate).toMatchObject({ status: 'not-yet' })
    if (estimate.status === 'not-yet')
      expect(estimate.message).toContain('at least 12 of the 14 days')
  })

  it('needs a weigh-in in the last week, and ignores future ones', () => {
    const old = losing(30, 0).filter((entry) => entry.date < addDays(today, -7))
    expect(estimateMaintenance({ weighIns: old, intake: eating(30, 2000), today }).status).toBe(
      'not-yet',
    )
    expect(estimateMaintenance({ weighIns: [], intake: [], today }).status).toBe('not-yet')
    const future = [...losing(20, 0), { date: addDays(today, 3), weight: 100 }]
    expect(
      estimateMaintenance({ weighIns: future, intake: eating(20, 2000), today }),
    ).toMatchObject({
      status: 'ready',
      calories: 2000,
    })
  })

  it('gives nothing absurd from a log that misses meals', () => {
    const estimate = estimateMaintenance({
      weighIns: losing(28, 0),
      intake: eating(28, 300),
      today,
    })
    expect(estimate.status).toBe('not-yet')
    const huge = estimateMaintenance({ weighIns: losing(28, 2), intake: eating(28, 2000), today })
    expect(huge.status).toBe('not-yet')
  })
})

describe('formulaMaintenance', () => {
  const profile = {
    weight: 180,
    height: 70,
    age: 35,
    gender: 'male',
    activity_level: 'moderate',
  } as const

  it('is the plan’s maintenance with its floor', () => {
    const formula = formulaMaintenance(profile)!
    expect(formula.calories).toBeGreaterThan(2500)
    expect(formula.calories).toBeLessThan(3000)
    expect(formula.floor).toBeGreaterThanOrEqual(1500)
  })

  it('is null without the answers it needs', () => {
    expect(formulaMaintenance({ ...profile, height: null })).toBeNull()
    expect(formulaMaintenance({ ...profile, weight: 20 })).toBeNull()
  })
})

describe('estimatesDisagree', () => {
  it('is true beyond 10 % of the formula’s either way', () => {
    expect(estimatesDisagree(2200, 2000)).toBe(false)
    expect(estimatesDisagree(2210, 2000)).toBe(true)
    expect(estimatesDisagree(1800, 2000)).toBe(false)
    expect(estimatesDisagree(1790, 2000)).toBe(true)
  })
})

describe('caloriesForMeasuredMaintenance', () => {
  it('keeps the goal’s deficit or surplus from the measured maintenance', () => {
    const deficit = { dailyCalories: 2000, formulaCalories: 2500, floor: 1500 }
    expect(caloriesForMeasuredMaintenance({ ...deficit, measuredCalories: 2900 })).toBe(2400)
    const surplus = { dailyCalories: 2800, formulaCalories: 2500, floor: 1500 }
    expect(caloriesForMeasuredMaintenance({ ...surplus, measuredCalories: 2200 })).toBe(2500)
  })

  it('never goes below the floor, nor above a lower maintenance when losing', () => {
    const deficit = { dailyCalories: 1600, formulaCalories: 2400, floor: 1500 }
    expect(caloriesForMeasuredMaintenance({ ...deficit, measuredCalories: 2000 })).toBe(1500)
    expect(caloriesForMeasuredMaintenance({ ...deficit, measuredCalories: 1400 })).toBe(1400)
    const big = { dailyCalories: 5800, formulaCalories: 3000, floor: 1500 }
    expect(caloriesForMeasuredMaintenance({ ...big, measuredCalories: 3500 })).toBe(6000)
  })
})
