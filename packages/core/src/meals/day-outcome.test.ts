import { describe, expect, it } from 'vitest'
import { calendarMonth } from './calendar-month'
import { dayOutcome } from './day-outcome'
import { summarizeDay } from './day-summary'
import { calculateStreak } from './streak'
import { weekProgress } from './week-progress'

// One set of days read by every consumer of the rule: the week strip, the
// calendar and the streak (which a group's Top Streaks runs for each member).
// Goals 1,800 kcal and 120 g: calories are met at or under the goal, protein
// at or over it (§9).
const goals = { calories: 1800, protein: 120 }
const day = (date: string, calories: number, protein: number) =>
  summarizeDay(date, [{ calories, protein }], goals)

// Sunday 15 to Saturday 21 November 2026, seen on Friday the 20th
const today = '2026-11-20'
const days = [
  day('2026-11-15', 1700, 130), // both: met
  day('2026-11-16', 2500, 60), // neither: missed
  day('2026-11-17', 1900, 125), // protein only: partial
  summarizeDay('2026-11-18', [], goals), // no meals
  day('2026-11-19', 1500, 90), // calories only: partial
  day('2026-11-20', 1800, 120), // both, at the goals exactly: met
]
const outcomes = {
  '2026-11-15': 'met',
  '2026-11-16': 'missed',
  '2026-11-17': 'partial',
  '2026-11-18': 'none',
  '2026-11-19': 'partial',
  '2026-11-20': 'met',
} as const

describe('dayOutcome, one rule for every screen', () => {
  it('tells met, partial, missed and no data apart', () => {
    for (const summary of days)
      expect(dayOutcome(summary), summary.date).toBe(
        outcomes[summary.date as keyof typeof outcomes],
      )
    expect(dayOutcome(undefined)).toBe('none')
  })

  it('is what the week strip shows', () => {
    const week = weekProgress('2026-11-15', days, today)
    for (const shown of week.days.slice(0, 6)) {
      expect(shown.status, shown.date).toBe(outcomes[shown.date as keyof typeof outcomes])
    }
  })

  it('is what the calendar holds for each day', () => {
    const month = calendarMonth(2026, 11, days)
    for (const [date, outcome] of Object.entries(outcomes)) {
      expect(dayOutcome(month.days.find((d) => d.date === date)), date).toBe(outcome)
    }
  })

  it('stops the streak at the missed day, and counts met and partial days alike', () => {
    // 20 met, 19 partial, 18 passed over, 17 partial, 16 missed: 3
    expect(calculateStreak(days, today)).toBe(3)
  })
})
