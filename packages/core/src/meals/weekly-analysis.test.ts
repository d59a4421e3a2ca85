import { describe, expect, it } from 'vitest'
import { summarizeDay } from './day-summary'
import { describeWeeklyAnalysis, weeklyAnalysis } from './weekly-analysis'

const goals = { calories: 1800, protein: 120 }
const day = (date: string, calories: number) =>
  summarizeDay(date, [{ calories, protein: 100 }], goals)

// Seen on Monday 23 November 2026: the last 7 finished days are 16 to 22
// November; today is in progress and not counted.
const today = '2026-11-23'
const losing = [
  day('2026-11-15', 500), // eight days ago: outside the window
  day('2026-11-16', 1300), // 1800 − 1300 = 500
  day('2026-11-18', 1500), // 300
  day('2026-11-20', 1400), // 400
  day('2026-11-22', 1400), // 400
]

describe('weeklyAnalysis', () => {
  it('gives the outlook in weeks from 30 days on', () => {
    // average (500 + 300 + 400 + 400) ÷ 4 = 400 kcal a day
    // 180 → 170 lb: 10 × 3500 = 35000 ÷ 400 = 87.5 → 88 days → 88 ÷ 7 = 12.6 → 13 weeks
    const analysis = weeklyAnalysis({ summaries: losing, today, weight: 180, targetWeight: 170 })
    expect(analysis).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      logged_days: 4,
      average_deficit: 400,
      pounds_to_change: 10,
      direction: 'lose',
      on_track: true,
      days_to_target: 88,
      display: { value: 13, unit: 'weeks' },
    })
    expect(describeWeeklyAnalysis(analysis)).toBe(
      'About 13 weeks to reach your target at this pace',
    )
  })

  it('gives the outlook in days under 30', () => {
    // 2 lb × 3500 = 7000 ÷ 400 = 17.5 → 18 days
    const analysis = weeklyAnalysis({ summaries: losing, today, weight: 180, targetWeight: 178 })
    expect(analysis.display).toEqual({ value: 18, unit: 'days' })
    expect(describeWeeklyAnalysis(analysis)).toBe('About 18 days to reach your target at this pace')
  })

  it('switches to weeks at exactly 30 days', () => {
    // deficit 1800 − 1550 = 250: 2 lb → 7000 ÷ 250 = 28 days, still shown in days
    const at28 = weeklyAnalysis({
      summaries: [day('2026-11-22', 1550)],
      today,
      weight: 180,
      targetWeight: 178,
    })
    expect(at28.display).toEqual({ value: 28, unit: 'days' })
    // deficit 1800 − 1450 = 350: 3 lb → 10500 ÷ 350 = 30 days → 30 ÷ 7 = 4.3 → 4 weeks
    const at30 = weeklyAnalysis({
      summaries: [day('2026-11-22', 1450)],
      today,
      weight: 180,
      targetWeight: 177,
    })
    expect(at30.days_to_target).toBe(30)
    expect(at30.display).toEqual({ value: 4, unit: 'weeks' })
  })

  it('counts a surplus toward a higher target', () => {
    // 1800 − 2050 = −250 a day; 150 → 155 lb: 17500 ÷ 250 = 70 days = 10 weeks
    const analysis = weeklyAnalysis({
      summaries: [day('2026-11-21', 2050), day('2026-11-22', 2050)],
      today,
      weight: 150,
      targetWeight: 155,
    })
    expect(analysis).toMatchObject({
      average_deficit: -250,
      direction: 'gain',
      on_track: true,
      days_to_target: 70,
      display: { value: 10, unit: 'weeks' },
    })
  })

  it('gives no date when the pace moves away from the target', () => {
    const analysis = weeklyAnalysis({
      summaries: [day('2026-11-22', 2300)],
      today,
      weight: 180,
      targetWeight: 170,
    })
    expect(analysis).toMatchObject({ average_deficit: -500, on_track: false, days_to_target: null })
    expect(describeWeeklyAnalysis(analysis)).toBe(
      'At this pace you are not in a deficit, so your target is out of reach',
    )
  })

  it('measures against maintenance calories when given them', () => {
    // eating the 1800 goal every day: no deficit against the goal,
    // 2300 − 1800 = 500 against maintenance; 10 lb → 35000 ÷ 500 = 70 days
    const summaries = ['2026-11-20', '2026-11-21', '2026-11-22'].map((date) => day(date, 1800))
    const byGoal = weeklyAnalysis({ summaries, today, weight: 180, targetWeight: 170 })
    expect(byGoal).toMatchObject({ average_deficit: 0, days_to_target: null })
    const byMaintenance = weeklyAnalysis({
      summaries,
      today,
      weight: 180,
      targetWeight: 170,
      baselineCalories: 2300,
    })
    expect(byMaintenance).toMatchObject({ average_deficit: 500, days_to_target: 70 })
  })

  it('leaves out today, which is in progress', () => {
    // a breakfast of 400 kcal today would read as a 1,400 kcal deficit
    const analysis = weeklyAnalysis({
      summaries: [...losing, day(today, 400)],
      today,
      weight: 180,
      targetWeight: 170,
    })
    expect(analysis).toMatchObject({ logged_days: 4, average_deficit: 400, to: '2026-11-22' })
  })

  it('has nothing to project without meals, and nothing to do at the target', () => {
    const empty = weeklyAnalysis({ summaries: [], today, weight: 180, targetWeight: 170 })
    expect(empty).toMatchObject({ logged_days: 0, average_deficit: null, days_to_target: null })
    expect(describeWeeklyAnalysis(empty)).toBe('Log meals this week to see your outlook')
    const there = weeklyAnalysis({ summaries: [], today, weight: 170, targetWeight: 170 })
    expect(there).toMatchObject({ direction: 'maintain', days_to_target: 0 })
    expect(describeWeeklyAnalysis(there)).toBe('You are at your target weight')
  })
})
