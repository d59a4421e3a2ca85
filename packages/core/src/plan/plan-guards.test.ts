import { describe, expect, it } from 'vitest'
import { calculatePlan, type PlanInput } from './plan-formula'
import { calorieFloor, guardProtein } from './plan-guards'

// The numbers below were worked out by hand from the spec's formula (§9) and the
// guards of decision 024: floor = max(1,200 women | 1,500 men | 1,350 other,
// round(0.8 × BMR)); no more than 1,000 kcal a day from maintenance; protein
// within 10–35 % of the calories, of the goal weight when losing.

/** The case: female, 65 in, 28, sedentary, 200 → 185 lb. */
const maya: PlanInput = {
  weight: 200,
  targetWeight: 185,
  height: 65,
  age: 28,
  gender: 'female',
  activityLevel: 'sedentary',
  goal: 'lose',
  timelineDays: 28,
}

describe('the calorie floor', () => {
  it('replaces 137 kcal a day with the floor and offers the shortest safe timeline', () => {
    // BMR = 447.593 + 9.247 × 90.7184 + 3.098 × 165.1 − 4.33 × 28 = 1676.706
    // maintenance round(1676.706 × 1.2) = 2012; 15 lb × 3500 = 52500 ÷ 28 = 1875 → formula 137
    // floor = max(1200, round(1341.36)) = 1341; 52500 ÷ (2012 − 1341 = 671) = 78.2 → 79 days → 12 weeks
    const plan = calculatePlan(maya)
    expect(plan.dailyCalories).toBe(1341)
    expect(plan.dailyDeficit).toBe(671)
    expect(plan.guard).toMatchObject({
      reason: 'floor',
      formulaCalories: 137,
      floorCalories: 1341,
      safeWeeks: 12,
    })
    expect(plan.guard?.message).toBe(
      'Reaching 185 lbs in 4 weeks would mean eating 137 kcal a day, below 1,341 kcal, the ' +
        'least a plan should give you. Your plan gives 1,341 kcal a day, which reaches 185 lbs ' +
        'in about 12 weeks.',
    )
  })

  it('needs no guard once the offered timeline is taken', () => {
    // 52500 ÷ 84 = 625 → 2012 − 625 = 1387, above the floor
    const plan = calculatePlan({ ...maya, timelineDays: 12 * 7 })
    expect(plan.dailyCalories).toBe(1387)
    expect(plan.guard).toBeNull()
  })

  it('plans a target the formula put below zero calories (250 → 200 lb in 4 weeks)', () => {
    // BMR 1886.424, maintenance 2264; 175000 ÷ 28 = 6250 → formula −3986
    // floor = max(1200, round(1509.14)) = 1509; 175000 ÷ 755 = 231.8 → 232 days → 34 weeks
    const plan = calculatePlan({ ...maya, weight: 250, targetWeight: 200 })
    expect(plan.fallbackMessage).toBeNull()
    expect(plan.dailyCalories).toBe(1509)
    expect(plan.guard).toMatchObject({ reason: 'floor', formulaCalories: -3986, safeWeeks: 34 })
    expect(plan.guard?.message).toContain('would mean eating 0 kcal a day')
  })

  it('words the weights in the person’s units, the numbers unchanged', () => {
    const metric = calculatePlan({ ...maya, units: 'metric' })
    expect(metric.dailyCalories).toBe(calculatePlan(maya).dailyCalories)
    expect(metric.guard?.message).toMatch(/^Reaching 83.9 kg in 4 weeks would mean eating 137 kcal/)
    expect(metric.guard?.message).toContain('which reaches 83.9 kg in about 12 weeks.')
    // the pace guard's 'about 2 lbs a week' in kilograms
    const active = calculatePlan({ ...maya, activityLevel: 'active', units: 'metric' })
    expect(active.guard?.message).toContain('(about 0.9 kg a week)')
    expect(calculatePlan({ ...maya, activityLevel: 'active' }).guard?.message).toContain(
      '(about 2 lbs a week)',
    )
  })

  it('is 1,500 kcal for a man whose basal share is lower, and 1,350 for other', () => {
    expect(calorieFloor('male', 1500)).toBe(1500) // 0.8 × 1500 = 1200
    expect(calorieFloor('female', 1400)).toBe(1200) // 1120
    expect(calorieFloor('other', 1400)).toBe(1350)
    expect(calorieFloor('male', 2500)).toBe(2000) // the basal share is higher
  })

  it('never plans above maintenance for a person whose maintenance is under the floor', () => {
    // female 100 lb, 60 in, 80, sedentary: BMR 992.765, maintenance 1191 < 1200
    const plan = calculatePlan({
      ...maya,
      weight: 100,
      targetWeight: 95,
      height: 60,
      age: 80,
      timelineDays: 56,
    })
    expect(plan.dailyCalories).toBe(1191)
    expect(plan.dailyDeficit).toBe(0)
    expect(plan.guard?.safeWeeks).toBeNull()
    expect(plan.guard?.message).toContain("more activity, or a dietitian's advice")
  })
})

describe('the pace of change', () => {
  it('holds a gain to 1,000 kcal a day above maintenance', () => {
    // male 150 → 170 lb, 70 in, 25, moderate, 14 days: BMR 1711.215, maintenance 2652
    // 70000 ÷ 14 = 5000 → formula 7652; at most 3652; 70000 ÷ 1000 = 70 days = 10 weeks
    const plan = calculatePlan({
      weight: 150,
      targetWeight: 170,
      height: 70,
      age: 25,
      gender: 'male',
      activityLevel: 'moderate',
      goal: 'gain',
      timelineDays: 14,
    })
    expect(plan.dailyCalories).toBe(3652)
    expect(plan.dailyDeficit).toBe(-1000)
    expect(plan.guard).toMatchObject({ reason: 'pace', formulaCalories: 7652, safeWeeks: 10 })
    expect(plan.guard?.message).toContain('needs a surplus of 5,000 kcal a day')
  })

  it('offers at most a year, and nothing once the timeline is a year', () => {
    // male 400 → 150 lb, 70 in, 40, sedentary: maintenance 3774, at most 1000 a day off
    // 875000 ÷ 1000 = 875 days = 125 weeks, longer than the 52 a timeline takes
    const big: PlanInput = {
      weight: 400,
      targetWeight: 150,
      height: 70,
      age: 40,
      gender: 'male',
      activityLevel: 'sedentary',
      goal: 'lose',
      timelineDays: 182,
    }
    const plan = calculatePlan(big)
    expect(plan.dailyCalories).toBe(2774)
    expect(plan.guard?.safeWeeks).toBe(52)
    expect(plan.guard?.message).toContain('is about 125 weeks away, longer than a plan covers')
    expect(calculatePlan({ ...big, timelineDays: 364 }).guard?.safeWeeks).toBeNull()
  })

  it('leaves maintaining alone', () => {
    expect(calculatePlan({ ...maya, goal: 'maintain' }).guard).toBeNull()
  })
})

describe('protein', () => {
  it('takes the goal weight when losing and stays within 35 % of the calories', () => {
    // 185 lb = 83.914 kg × 2.0 = 167.8 g = 671 kcal, half of 1,341: held to 35 % = 117.3 → 117
    const plan = calculatePlan(maya)
    expect(plan.dailyProtein).toBe(117)
    expect(plan.protein).toEqual({ grams: 117, basis: 'goal weight', limitedBy: 'max' })
    expect(plan.dailyProtein * 4).toBeLessThanOrEqual(plan.dailyCalories * 0.35)
  })

  it('is at least 10 % of the calories', () => {
    // 40 kg × 1.8 = 72 g, under 10 % of 3,200 kcal (80 g)
    expect(guardProtein(1.8, 40, 'current weight', 3200)).toEqual({
      grams: 80,
      basis: 'current weight',
      limitedBy: 'min',
    })
  })

  it('keeps the grams per kg when they fit', () => {
    expect(guardProtein(2.2, 60, 'current weight', 2500)).toEqual({
      grams: 132,
      basis: 'current weight',
      limitedBy: null,
    })
  })
})
