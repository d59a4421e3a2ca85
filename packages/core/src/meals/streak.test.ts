import { describe, expect, it } from 'vitest'
import { calculateStreak } from './streak'

const day = (date: string, calories_met: boolean, protein_met: boolean, has_data = true) => ({
  date,
  has_data,
  calories_met,
  protein_met,
})

describe('calculateStreak', () => {
  // Friday 20 November 2026
  const today = '2026-11-20'

  it('counts back from today until a day with data that met neither goal', () => {
    const days = [
      day('2026-11-15', true, true), // beyond the break: not counted
      day('2026-11-16', false, false), // logged, met neither: the streak stops here
      day('2026-11-17', true, false), // calories only
      day('2026-11-18', false, true), // protein only
      day('2026-11-19', true, true),
      day('2026-11-20', true, false),
    ]
    // 20, 19, 18, 17 = 4
    expect(calculateStreak(days, today)).toBe(4)
  })

  it("keeps yesterday's streak while today has no meals yet", () => {
    const days = [day('2026-11-18', true, false), day('2026-11-19', true, true)]
    expect(calculateStreak(days, today)).toBe(2)
    expect(calculateStreak([...days, day(today, false, false, false)], today)).toBe(2)
  })

  it('passes over a day without meals: only a logged day that met neither goal stops it', () => {
    const days = [
      day('2026-11-17', true, true),
      // 18 November: nothing logged
      day('2026-11-19', true, true),
      day('2026-11-20', false, true),
    ]
    expect(calculateStreak(days, today)).toBe(3)
  })

  it('is 0 when today has meals that met neither goal', () => {
    const days = [day('2026-11-19', true, true), day('2026-11-20', false, false)]
    expect(calculateStreak(days, today)).toBe(0)
  })

  it('is 0 with nothing logged this month', () => {
    expect(calculateStreak([], today)).toBe(0)
    expect(calculateStreak([day('2026-10-31', true, true)], today)).toBe(0)
  })

  it('covers only the current month', () => {
    const days = [
      day('2026-11-29', true, true),
      day('2026-11-30', true, true),
      day('2026-12-01', true, false),
      day('2026-12-02', false, true),
    ]
    // 2 and 1 December; November does not carry over
    expect(calculateStreak(days, '2026-12-02')).toBe(2)
    // on the 1st, with nothing logged yet, yesterday is last month: no streak
    expect(calculateStreak(days.slice(0, 2), '2026-12-01')).toBe(0)
  })

  it('ignores days after today', () => {
    const days = [day('2026-11-20', true, true), day('2026-11-21', false, false)]
    expect(calculateStreak(days, today)).toBe(1)
  })
})
