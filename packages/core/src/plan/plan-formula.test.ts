import { describe, expect, it } from 'vitest'
import {
  PLAN_FALLBACK_MESSAGE,
  basalMetabolicRate,
  calculatePlan,
  calculatePlanSafely,
  effectiveGoal,
} from './plan-formula'
import type { PlanInput } from './plan-formula'

// Every expected number below was worked out by hand (and checked with exact
// decimal arithmetic) from §9: kg = lb × 0.453592, cm = in × 2.54,
//   men   88.362 + 13.397 kg + 4.799 cm − 5.677 age
//   women 447.593 + 9.247 kg + 3.098 cm − 4.330 age
// maintenance = round(BMR × activity), adjustment = round(|Δlb| × 3500 ÷ days),
// protein = round(kg × 2.0 | 2.2 | 1.8), of the goal weight when losing; then the
// guards of decision 024 (plan-guards.test.ts has their own cases): calories at
// least max(1,500 men | 1,200 women, 0.8 × BMR) and at most 1,000 kcal a day
// from maintenance, protein within 10–35 % of the calories.

describe('calculatePlan for people worked out by hand', () => {
  it('plans a sedentary man losing 20 lb in 12 weeks', () => {
    // 200 lb = 90.7184 kg, 70 in = 177.8 cm, 30 years
    // BMR = 88.362 + 13.397 × 90.7184 (1215.3544048) + 4.799 × 177.8 (853.2622)
    //       − 5.677 × 30 (170.31) = 1986.6686048
    // maintenance = round(1986.6686048 × 1.2 = 2384.0023) = 2384
    // 20 lb × 3500 = 70000 kcal ÷ 84 days = 833.33 → 833 a day; formula 2384 − 833 = 1551
    // floor = max(1500, round(0.8 × 1986.67 = 1589.33)) = 1589 > 1551: the plan gives 1589
    // protein: 180 lb = 81.64656 kg × 2.0 = 163.29 g, above 35 % of 1589 (139.04): 139
    const plan = calculatePlan({
      weight: 200,
      targetWeight: 180,
      height: 70,
      age: 30,
      gender: 'male',
      activityLevel: 'sedentary',
      goal: 'lose',
      timelineDays: 84,
    })
    expect(plan.bmr).toBeCloseTo(1986.6686048, 6)
    expect(plan).toMatchObject({
      maintenanceCalories: 2384,
      effectiveGoal: 'lose',
      dailyAdjustment: 833,
      dailyDeficit: 795,
      dailyCalories: 1589,
      dailyProtein: 139,
      protein: { basis: 'goal weight', limitedBy: 'max' },
      guard: { reason: 'floor', formulaCalories: 1551, floorCalories: 1589 },
      fallbackMessage: null,
    })
  })

  it('plans a lightly active woman gaining 10 lb in 10 weeks', () => {
    // 120 lb = 54.43104 kg, 64 in = 162.56 cm, 25 years
    // BMR = 447.593 + 9.247 × 54.43104 (503.3238269) + 3.098 × 162.56 (503.61088)
    //       − 4.330 × 25 (108.25) = 1346.2777069
    // maintenance = round(1346.2777069 × 1.375 = 1851.1318) = 1851
    // 10 lb × 3500 = 35000 kcal ÷ 70 days = 500 a day, added
    // target = 1851 + 500 = 2351; protein = round(54.43104 × 2.2 = 119.75) = 120
    const plan = calculatePlan({
      weight: 120,
      targetWeight: 130,
      height: 64,
      age: 25,
      gender: 'female',
      activityLevel: 'light',
      goal: 'gain',
      timelineDays: 70,
    })
    expect(plan.bmr).toBeCloseTo(1346.2777069, 6)
    expect(plan).toMatchObject({
      maintenanceCalories: 1851,
      effectiveGoal: 'gain',
      dailyAdjustment: 500,
      dailyDeficit: -500,
      dailyCalories: 2351,
      dailyProtein: 120,
      guard: null,
    })
  })

  it('plans a moderately active man maintaining his weight', () => {
    // 170 lb = 77.11064 kg, 69 in = 175.26 cm, 40 years
    // BMR = 88.362 + 13.397 × 77.11064 (1033.0512441) + 4.799 × 175.26 (841.07274)
    //       − 5.677 × 40 (227.08) = 1735.4059841
    // maintenance = round(1735.4059841 × 1.55 = 2689.8793) = 2690
    // maintain: no adjustment, target 2690; protein = round(77.11064 × 1.8 = 138.80) = 139
    const plan = calculatePlan({
      weight: 170,
      targetWeight: 170,
      height: 69,
      age: 40,
      gender: 'male',
      activityLevel: 'moderate',
      goal: 'maintain',
      timelineDays: 56,
    })
    expect(plan.bmr).toBeCloseTo(1735.4059841, 6)
    expect(plan).toMatchObject({
      maintenanceCalories: 2690,
      dailyAdjustment: 0,
      dailyDeficit: 0,
      dailyCalories: 2690,
      dailyProtein: 139,
      guard: null,
    })
  })

  it('plans an active woman losing 30 lb in 2 months at 2 lbs a week, and says why', () => {
    // 180 lb = 81.64656 kg, 66 in = 167.64 cm, 35 years
    // BMR = 447.593 + 9.247 × 81.64656 (754.9857403) + 3.098 × 167.64 (519.34872)
    //       − 4.330 × 35 (151.55) = 1570.3774603
    // maintenance = round(1570.3774603 × 1.725 = 2708.9011) = 2709
    // 30 lb × 3500 = 105000 kcal ÷ 60 days = 1750 a day: formula 2709 − 1750 = 959
    // at most 1000 a day: 1709 (the floor, max(1200, round(1256.30)) = 1256, is lower)
    // 105000 ÷ 1000 = 105 days = 15 weeks at that pace
    // protein: 150 lb = 68.0388 kg × 2.0 = 136.08 → 136, under 35 % of 1709 (149.5)
    const plan = calculatePlan({
      weight: 180,
      targetWeight: 150,
      height: 66,
      age: 35,
      gender: 'female',
      activityLevel: 'active',
      goal: 'lose',
      timelineDays: 60,
    })
    expect(plan.bmr).toBeCloseTo(1570.3774603, 6)
    expect(plan).toMatchObject({
      maintenanceCalories: 2709,
      dailyAdjustment: 1750,
      dailyDeficit: 1000,
      dailyCalories: 1709,
      dailyProtein: 136,
      guard: { reason: 'pace', formulaCalories: 959, safeWeeks: 15 },
    })
    expect(plan.guard?.message).toBe(
      'Reaching 150 lbs in 60 days needs a deficit of 1,750 kcal a day, more than the ' +
        '1,000 kcal a day (about 2 lbs a week) that is generally considered safe. Your plan ' +
        'gives 1,709 kcal a day, which reaches 150 lbs in about 15 weeks.',
    )
  })

  it('plans a very active man gaining 15 lb in 6 months', () => {
    // 150 lb = 68.0388 kg, 72 in = 182.88 cm, 22 years
    // BMR = 88.362 + 13.397 × 68.0388 (911.5158036) + 4.799 × 182.88 (877.64112)
    //       − 5.677 × 22 (124.894) = 1752.6249236
    // maintenance = round(1752.6249236 × 1.9 = 3329.9874) = 3330
    // 15 lb × 3500 = 52500 kcal ÷ 180 days = 291.67 → 292 a day, added
    // target = 3330 + 292 = 3622; protein = round(68.0388 × 2.2 = 149.69) = 150
    const plan = calculatePlan({
      weight: 150,
      targetWeight: 165,
      height: 72,
      age: 22,
      gender: 'male',
      activityLevel: 'very_active',
      goal: 'gain',
      timelineDays: 180,
    })
    expect(plan.bmr).toBeCloseTo(1752.6249236, 6)
    expect(plan).toMatchObject({
      maintenanceCalories: 3330,
      dailyAdjustment: 292,
      dailyDeficit: -292,
      dailyCalories: 3622,
      dailyProtein: 150,
      guard: null,
    })
  })

  it('plans a sedentary woman who chose maintain, ignoring a different target', () => {
    // 140 lb = 63.50288 kg, 62 in = 157.48 cm, 60 years
    // BMR = 447.593 + 9.247 × 63.50288 (587.2111314) + 3.098 × 157.48 (487.87304)
    //       − 4.330 × 60 (259.8) = 1262.8771714
    // maintenance = round(1262.8771714 × 1.2 = 1515.4526) = 1515
    // maintain: the 5 lb gap to 135 lb is not planned; protein = round(63.50288 × 1.8 = 114.31) = 114
    const plan = calculatePlan({
      weight: 140,
      targetWeight: 135,
      height: 62,
      age: 60,
      gender: 'female',
      activityLevel: 'sedentary',
      goal: 'maintain',
      timelineDays: 56,
    })
    expect(plan.bmr).toBeCloseTo(1262.8771714, 6)
    expect(plan).toMatchObject({
      maintenanceCalories: 1515,
      effectiveGoal: 'maintain',
      dailyAdjustment: 0,
      dailyDeficit: 0,
      dailyCalories: 1515,
      dailyProtein: 114,
    })
  })

  it("plans 'other' with the mean of the two equations", () => {
    // 160 lb = 72.57472 kg, 67 in = 170.18 cm, 28 years
    // men:   88.362 + 972.2835238 + 816.69382 − 158.956 = 1718.3833438
    // women: 447.593 + 671.0984358 + 527.21764 − 121.24 = 1524.6690758
    // mean = 1621.5262098; maintenance = round(× 1.55 = 2513.3656) = 2513
    // 10 lb × 3500 = 35000 ÷ 70 days = 500; target 2013 (floor max(1350, 1297) = 1350)
    // protein of the goal weight: 150 lb = 68.0388 kg × 2.0 = 136.08 → 136
    const plan = calculatePlan({
      weight: 160,
      targetWeight: 150,
      height: 67,
      age: 28,
      gender: 'other',
      activityLevel: 'moderate',
      goal: 'lose',
      timelineDays: 70,
    })
    expect(plan.bmr).toBeCloseTo(1621.5262098, 6)
    expect(plan).toMatchObject({
      maintenanceCalories: 2513,
      dailyAdjustment: 500,
      dailyCalories: 2013,
      dailyProtein: 136,
    })
  })
})

describe('how the goal and the weights interact', () => {
  const base: PlanInput = {
    weight: 150,
    targetWeight: 160,
    height: 70,
    age: 30,
    gender: 'male',
    activityLevel: 'light',
    goal: 'lose',
    timelineDays: 56,
  }

  it('plans a loss toward a higher target as maintain', () => {
    // 150 lb = 68.0388 kg, 177.8 cm: BMR = 88.362 + 911.5158036 + 853.2622 − 170.31
    // = 1682.8300036; × 1.375 = 2313.8913 → 2314; protein round(68.0388 × 1.8 = 122.47) = 122
    const plan = calculatePlan(base)
    expect(plan).toMatchObject({
      effectiveGoal: 'maintain',
      maintenanceCalories: 2314,
      dailyAdjustment: 0,
      dailyCalories: 2314,
      dailyProtein: 122,
      guard: null,
    })
  })

  it('plans a gain toward a lower target as maintain', () => {
    const plan = calculatePlan({ ...base, goal: 'gain', targetWeight: 140 })
    expect(plan).toMatchObject({
      effectiveGoal: 'maintain',
      dailyCalories: 2314,
      dailyProtein: 122,
    })
  })

  it('keeps gain protein when the target equals the current weight', () => {
    // "gain applies when target is not below current weight": 68.0388 × 2.2 = 149.69 → 150
    const plan = calculatePlan({ ...base, goal: 'gain', targetWeight: 150 })
    expect(plan).toMatchObject({ effectiveGoal: 'gain', dailyAdjustment: 0, dailyProtein: 150 })
  })

  it('reads the effective goal from the goal and both weights', () => {
    expect(effectiveGoal('lose', 200, 180)).toBe('lose')
    expect(effectiveGoal('lose', 200, 200)).toBe('maintain')
    expect(effectiveGoal('gain', 200, 200)).toBe('gain')
    expect(effectiveGoal('gain', 200, 210)).toBe('gain')
    expect(effectiveGoal('maintain', 200, 180)).toBe('maintain')
  })
})

describe('basalMetabolicRate', () => {
  it('takes the mean of both equations for other', () => {
    const male = basalMetabolicRate('male', 70, 175, 30)
    const female = basalMetabolicRate('female', 70, 175, 30)
    expect(basalMetabolicRate('other', 70, 175, 30)).toBeCloseTo((male + female) / 2, 10)
  })
})

describe('calculatePlanSafely', () => {
  const valid: PlanInput = {
    weight: 200,
    targetWeight: 180,
    height: 70,
    age: 30,
    gender: 'male',
    activityLevel: 'sedentary',
    goal: 'lose',
    timelineDays: 84,
  }
  const fallback = {
    dailyCalories: 2000,
    dailyProtein: 150,
    dailyDeficit: 0,
    dailyAdjustment: 0,
    guard: null,
    fallbackMessage: 'Unable to calculate personalized plan. Using default values.',
  }

  it('returns the plan when it can be calculated', () => {
    expect(calculatePlanSafely(valid)).toEqual(calculatePlan(valid))
  })

  it('falls back to 2000 kcal and 150 g for input it cannot use', () => {
    const broken = [
      { ...valid, weight: Number.NaN },
      { ...valid, age: 0 },
      { ...valid, height: -70 },
      { ...valid, timelineDays: 0 },
      { ...valid, targetWeight: Number.POSITIVE_INFINITY },
      { ...valid, weight: null },
      { ...valid, goal: undefined },
      { ...valid, gender: 'robot' as never },
      { ...valid, activityLevel: 'couch' as never },
      {},
    ]
    for (const draft of broken) {
      expect(calculatePlanSafely(draft), JSON.stringify(draft)).toMatchObject(fallback)
    }
    expect(PLAN_FALLBACK_MESSAGE).toBe(fallback.fallbackMessage)
  })

  it('says why it fell back when an answer is outside its human range', () => {
    // the 99999 lb, 10 in, age 5 gave 797,880 kcal before the ranges
    const plan = calculatePlanSafely({ ...valid, weight: 99999, height: 10, age: 5 })
    expect(plan).toMatchObject(fallback)
    expect(plan.fallbackReason).toBe('Weight must be between 66 and 660 lbs')
    expect(calculatePlanSafely({ ...valid, age: 5 }).fallbackReason).toBe(
      'Age must be between 16 and 100 years',
    )
  })

  it('plans a timeline that would leave no calories at all at the floor, not the defaults', () => {
    // 200 → 100 lb in 7 days: 350000 ÷ 7 = 50000 a day, far below zero
    const plan = calculatePlanSafely({ ...valid, targetWeight: 100, timelineDays: 7 })
    expect(plan.fallbackMessage).toBeNull()
    expect(plan.dailyCalories).toBe(1589)
    expect(plan.guard).toMatchObject({ reason: 'floor', formulaCalories: 2384 - 50000 })
  })
})
