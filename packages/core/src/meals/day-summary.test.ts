import { describe, expect, it } from 'vitest'
import { goalsFromProfile, summarizeDay, summarizeRange } from './day-summary'

const goals = { calories: 1800, protein: 120 }

const breakfast = {
  calories: 350,
  protein: 20,
  carbs: 45,
  fat: 10,
  fiber: 6,
  sugar: 8.5,
  sodium: 300.2,
}
const lunch = {
  calories: 620,
  protein: 45,
  carbs: 60,
  fat: 18,
  fiber: 9,
  sugar: 5.2,
  sodium: 910.4,
}
const snack = { calories: 180, protein: 12, carbs: 15, fat: 7, fiber: 3, sugar: 9.1, sodium: 95 }

describe('summarizeDay', () => {
  it('adds up a day and checks it against the goals', () => {
    // calories 350 + 620 + 180 = 1150 ≤ 1800: met
    // protein 20 + 45 + 12 = 77 < 120: not met
    // sugar 8.5 + 5.2 + 9.1 = 22.8; sodium 300.2 + 910.4 + 95 = 1305.6
    expect(summarizeDay('2026-11-22', [breakfast, lunch, snack], goals)).toEqual({
      date: '2026-11-22',
      meal_count: 3,
      has_data: true,
      total_calories: 1150,
      total_protein: 77,
      total_carbs: 120,
      total_fat: 35,
      total_fiber: 18,
      total_sugar: 22.8,
      total_sodium: 1305.6,
      calories_goal: 1800,
      protein_goal: 120,
      calories_met: true,
      protein_met: false,
    })
  })

  it('meets both goals when intake equals them exactly', () => {
    const day = summarizeDay('2026-11-22', [{ calories: 1800, protein: 120 }], goals)
    expect(day).toMatchObject({ calories_met: true, protein_met: true })
  })

  it('has data but meets no goal when it is over on calories and under on protein', () => {
    // 1500 + 900 = 2400 > 1800; 50 + 40 = 90 < 120
    const day = summarizeDay(
      '2026-11-22',
      [
        { calories: 1500, protein: 50 },
        { calories: 900, protein: 40 },
      ],
      goals,
    )
    expect(day).toMatchObject({
      has_data: true,
      total_calories: 2400,
      total_protein: 90,
      calories_met: false,
      protein_met: false,
    })
  })

  it('meets nothing on a day without meals', () => {
    expect(summarizeDay('2026-11-22', [], goals)).toMatchObject({
      meal_count: 0,
      has_data: false,
      total_calories: 0,
      calories_met: false,
      protein_met: false,
    })
  })

  it('counts missing nutrients as 0 and hides float dust', () => {
    const day = summarizeDay(
      '2026-11-22',
      [{ calories: 100, sugar: 0.1 }, { calories: null, sugar: 0.2 }, {}],
      goals,
    )
    expect(day).toMatchObject({
      meal_count: 3,
      total_calories: 100,
      total_sugar: 0.3,
      total_fat: 0,
    })
  })
})

describe('summarizeRange', () => {
  it('gives one summary per date across a month end', () => {
    const days = summarizeRange(
      '2026-02-27',
      '2026-03-02',
      [
        { mealDate: '2026-02-28', calories: 500, protein: 30 },
        { mealDate: '2026-03-01', calories: 700, protein: 80 },
        { mealDate: '2026-03-01', calories: 300, protein: 50 },
        { mealDate: '2026-03-09', calories: 999, protein: 99 }, // outside the range
      ],
      goals,
    )
    expect(days.map((day) => [day.date, day.meal_count, day.total_calories])).toEqual([
      ['2026-02-27', 0, 0],
      ['2026-02-28', 1, 500],
      ['2026-03-01', 2, 1000],
      ['2026-03-02', 0, 0],
    ])
    // 80 + 50 = 130 ≥ 120
    expect(days[2]).toMatchObject({ calories_met: true, protein_met: true })
  })
})

describe('goalsFromProfile', () => {
  it("reads the profile's goals", () => {
    expect(goalsFromProfile({ daily_calories: 1800, daily_protein: 120 })).toEqual(goals)
  })

  it('falls back to 2000 kcal and 150 g for each missing goal', () => {
    expect(goalsFromProfile(null)).toEqual({ calories: 2000, protein: 150 })
    expect(goalsFromProfile({ daily_calories: 1800, daily_protein: 0 })).toEqual({
      calories: 1800,
      protein: 150,
    })
  })
})
