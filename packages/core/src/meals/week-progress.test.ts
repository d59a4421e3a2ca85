import { describe, expect, it } from 'vitest'
import { summarizeDay } from './day-summary'
import { describeAverageDeficit, shiftWeek, weekProgress } from './week-progress'

const goals = { calories: 1800, protein: 120 }
const day = (date: string, calories: number, protein: number) =>
  summarizeDay(date, [{ calories, protein }], goals)

describe('weekProgress', () => {
  // The week of Sunday 29 November to Saturday 5 December 2026, seen on Wednesday 2 December.
  const summaries = [
    day('2026-11-28', 500, 10), // the Saturday before: not this week
    day('2026-11-29', 1700, 130), // both met; deficit 1800 − 1700 = +100
    day('2026-11-30', 2100, 125), // protein only; deficit 1800 − 2100 = −300
    summarizeDay('2026-12-01', [], goals), // nothing logged
    day('2026-12-02', 900, 40), // calories only, today; deficit 1800 − 900 = +900
  ]

  it('lays out a week that crosses into the next month', () => {
    const week = weekProgress('2026-11-29', summaries, '2026-12-02')
    expect(week.week_start).toBe('2026-11-29')
    expect(week.week_end).toBe('2026-12-05')
    expect(week.days.map((d) => [d.date, d.status, d.is_today, d.is_future])).toEqual([
      ['2026-11-29', 'met', false, false],
      ['2026-11-30', 'partial', false, false],
      ['2026-12-01', 'none', false, false],
      ['2026-12-02', 'partial', true, false],
      ['2026-12-03', 'none', false, true],
      ['2026-12-04', 'none', false, true],
      ['2026-12-05', 'none', false, true],
    ])
  })

  it('counts logged days, and averages the deficit over the finished ones only', () => {
    // today's 900 kcal is a day in progress: (100 − 300) ÷ 2 = −100, a surplus.
    // Counting today as a whole day would have read (100 − 300 + 900) ÷ 3 = 233, a deficit.
    const week = weekProgress('2026-11-29', summaries, '2026-12-02')
    expect(week.logged_days).toBe(3)
    expect(week.logged_label).toBe('3/7 days logged')
    expect(week.average_deficit).toBe(-100)
    expect(week.includes_today).toBe(true)
    expect(describeAverageDeficit(week.average_deficit, 'this week')).toBe(
      'Average surplus this week: 100 kcal/day',
    )
  })

  it('counts every logged day of a past week', () => {
    const week = weekProgress('2026-11-29', summaries, '2026-12-09')
    // (100 − 300 + 900) ÷ 3 = 233.3 → 233
    expect(week.average_deficit).toBe(233)
    expect(week.includes_today).toBe(false)
  })

  it('shows a logged day that met neither goal as missed, not partial', () => {
    const week = weekProgress('2026-11-29', [day('2026-11-29', 2500, 60)], '2026-12-02')
    expect(week.days[0]).toMatchObject({ status: 'missed', has_data: true })
  })

  it('reports a surplus as a negative average', () => {
    // (1800 − 2000 + 1800 − 2300) ÷ 2 = −350
    const week = weekProgress(
      '2026-11-29',
      [day('2026-11-29', 2000, 130), day('2026-11-30', 2300, 130)],
      '2026-12-02',
    )
    expect(week.average_deficit).toBe(-350)
    expect(describeAverageDeficit(week.average_deficit, 'that week')).toBe(
      'Average surplus that week: 350 kcal/day',
    )
  })

  it('writes large averages with a thousands separator', () => {
    expect(describeAverageDeficit(2590, 'over the last 7 days')).toBe(
      'Average deficit over the last 7 days: 2,590 kcal/day',
    )
    expect(describeAverageDeficit(-1200, 'this week')).toBe(
      'Average surplus this week: 1,200 kcal/day',
    )
  })

  it('has no average for an empty week', () => {
    const week = weekProgress('2026-11-15', summaries, '2026-12-02')
    expect(week.logged_label).toBe('0/7 days logged')
    expect(week.average_deficit).toBeNull()
    expect(describeAverageDeficit(null, 'that week')).toBe('No finished days logged that week')
    expect(describeAverageDeficit(null, 'over the last 7 days')).toBe(
      'No finished days logged in the last 7 days',
    )
    expect(describeAverageDeficit(0, 'this week')).toBe('On target on average this week')
  })

  it('moves a start that is not a Sunday back to its Sunday', () => {
    expect(weekProgress('2026-12-02', summaries, '2026-12-02').week_start).toBe('2026-11-29')
  })

  it('steps back and forward a week at a time', () => {
    expect(shiftWeek('2026-11-29', -1)).toBe('2026-11-22')
    expect(shiftWeek('2026-12-02', 1)).toBe('2026-12-06')
  })
})
