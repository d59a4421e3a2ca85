import { describe, expect, it } from 'vitest'
import { calculatePlanSafely } from '../plan/plan-formula'
import { profilePayloadSchema } from '../profile/profile-schema'
import {
  ONBOARDING_COUNTDOWN_SECONDS,
  ONBOARDING_DEFAULTS,
  ONBOARDING_NUMBER_HINTS,
  ONBOARDING_STEPS,
  ONBOARDING_STEP_COUNT,
  applyPlan,
  canGoNext,
  formatCountdown,
  initialOnboardingData,
  isOnboardingComplete,
  nextButtonLabel,
  onboardingProgress,
  tickCountdown,
  toPlanDraft,
  toProfilePayload,
} from './onboarding-steps'
import type { OnboardingData } from './onboarding-steps'

const filled: OnboardingData = {
  ...initialOnboardingData(),
  goal: 'lose',
  weight: 200,
  target_weight: 180,
  timeline: '12 weeks',
  height: 70,
  age: 30,
  activity_level: 'sedentary',
  gender: 'male',
}

describe('the onboarding constants', () => {
  it('has 11 steps from welcome to all set', () => {
    expect(ONBOARDING_STEP_COUNT).toBe(11)
    expect(ONBOARDING_STEPS.map((step) => step.id)).toEqual([
      'welcome',
      'goal',
      'current_weight',
      'target_weight',
      'timeline',
      'height',
      'age',
      'activity_level',
      'gender',
      'calculation',
      'all_set',
    ])
  })

  it('counts down from 120 seconds and hints the spec ranges', () => {
    expect(ONBOARDING_COUNTDOWN_SECONDS).toBe(120)
    expect(ONBOARDING_NUMBER_HINTS).toMatchObject({
      weight: { min: 66, max: 660 },
      target_weight: { min: 66, max: 660 },
      height: { min: 48, max: 96 },
      age: { min: 16, max: 100 },
    })
  })

  it('starts from the spec defaults', () => {
    expect(ONBOARDING_DEFAULTS).toEqual({
      daily_calories: 2000,
      daily_protein: 150,
      activity_level: 'moderate',
      gender: 'male',
    })
    expect(initialOnboardingData()).toMatchObject({
      ...ONBOARDING_DEFAULTS,
      goal: null,
      timeline: '',
      plan_calculated: false,
    })
  })
})

describe('canGoNext', () => {
  const empty: Partial<OnboardingData> = {}

  it('always lets the welcome and all-set steps go on', () => {
    expect(canGoNext(0, empty)).toBe(true)
    expect(canGoNext(10, empty)).toBe(true)
  })

  it('needs a goal on step 1', () => {
    expect(canGoNext(1, { goal: null })).toBe(false)
    expect(canGoNext(1, { goal: 'gain' })).toBe(true)
  })

  it('needs weights above 0 on steps 2 and 3', () => {
    expect(canGoNext(2, { weight: 0 })).toBe(false)
    expect(canGoNext(2, { weight: Number.NaN })).toBe(false)
    expect(canGoNext(2, { weight: -5 })).toBe(false)
    expect(canGoNext(2, { weight: 1 })).toBe(true)
    expect(canGoNext(3, { target_weight: null })).toBe(false)
    expect(canGoNext(3, { target_weight: 150 })).toBe(true)
  })

  it('needs some timeline text on step 4, leaving its checks for Next (onboarding-form.test.ts)', () => {
    expect(canGoNext(4, { timeline: '' })).toBe(false)
    expect(canGoNext(4, { timeline: '   ' })).toBe(false)
    expect(canGoNext(4, { timeline: 'soon' })).toBe(true)
  })

  it('needs height and age above 0 on steps 5 and 6', () => {
    expect(canGoNext(5, { height: 0 })).toBe(false)
    expect(canGoNext(5, { height: 70 })).toBe(true)
    expect(canGoNext(6, { age: 0 })).toBe(false)
    expect(canGoNext(6, { age: 30 })).toBe(true)
  })

  it('needs an activity level and a gender on steps 7 and 8', () => {
    expect(canGoNext(7, { activity_level: null })).toBe(false)
    expect(canGoNext(7, { activity_level: 'very_active' })).toBe(true)
    expect(canGoNext(8, { gender: null })).toBe(false)
    expect(canGoNext(8, { gender: 'other' })).toBe(true)
    // the defaults already satisfy both
    expect(canGoNext(7, initialOnboardingData())).toBe(true)
    expect(canGoNext(8, initialOnboardingData())).toBe(true)
  })

  it('needs the plan calculated on step 9', () => {
    expect(canGoNext(9, initialOnboardingData())).toBe(false)
    expect(canGoNext(9, { plan_calculated: true })).toBe(true)
  })

  it('refuses steps that do not exist', () => {
    expect(canGoNext(11, filled)).toBe(false)
    expect(canGoNext(-1, filled)).toBe(false)
  })
})

describe('progress and countdown', () => {
  it("reads 'Step X of 11' and a whole percent", () => {
    expect(onboardingProgress(0)).toEqual({
      stepNumber: 1,
      totalSteps: 11,
      percent: 9, // 1 / 11 = 9.09%
      label: 'Step 1 of 11',
    })
    expect(onboardingProgress(5).percent).toBe(55) // 6 / 11 = 54.5%
    expect(onboardingProgress(10)).toMatchObject({ label: 'Step 11 of 11', percent: 100 })
  })

  it("labels the last step's button 'Get Started'", () => {
    expect(nextButtonLabel(9)).toBe('Next')
    expect(nextButtonLabel(10)).toBe('Get Started')
  })

  it('ticks down to 0 and stops on the last step', () => {
    expect(tickCountdown(120, 0)).toBe(119)
    expect(tickCountdown(0, 3)).toBe(0)
    expect(tickCountdown(42, 10)).toBe(42)
  })

  it('shows minutes and seconds', () => {
    expect(formatCountdown(120)).toBe('2:00')
    expect(formatCountdown(65)).toBe('1:05')
    expect(formatCountdown(9)).toBe('0:09')
    expect(formatCountdown(-3)).toBe('0:00')
  })
})

describe('from answers to a plan and a profile', () => {
  it('turns the answers into a plan draft with the timeline in days', () => {
    expect(toPlanDraft(filled)).toEqual({
      weight: 200,
      targetWeight: 180,
      height: 70,
      age: 30,
      gender: 'male',
      activityLevel: 'sedentary',
      goal: 'lose',
      timelineDays: 84,
    })
  })

  it('stores the plan and unlocks step 9', () => {
    // the sedentary man of the plan tests: the formula's 1551 kcal is under his
    // floor of 1589, so the plan gives 1589 kcal, 139 g, deficit 795, and says why
    const data = applyPlan(filled, calculatePlanSafely(toPlanDraft(filled)))
    expect(data).toMatchObject({
      daily_calories: 1589,
      daily_protein: 139,
      calculated_deficit: 795,
      plan_calculated: true,
    })
    expect(data.ai_recommendation).toMatch(
      /^Reaching 180 lbs in 12 weeks would mean eating 1,551 kcal/,
    )
    expect(canGoNext(9, data)).toBe(true)
  })

  it('keeps the fallback message when the plan cannot be calculated', () => {
    const data = applyPlan(filled, calculatePlanSafely(toPlanDraft({ ...filled, age: null })))
    expect(data).toMatchObject({
      daily_calories: 2000,
      daily_protein: 150,
      calculated_deficit: 0,
      ai_recommendation: 'Unable to calculate personalized plan. Using default values.',
    })
  })

  it('sends only the profile fields', () => {
    expect(toProfilePayload(filled)).toEqual({
      daily_calories: 2000,
      daily_protein: 150,
      weight: 200,
      target_weight: 180,
      height: 70,
      age: 30,
      activity_level: 'sedentary',
      gender: 'male',
    })
    expect(profilePayloadSchema.safeParse(toProfilePayload(filled)).success).toBe(true)
  })
})

describe('isOnboardingComplete', () => {
  it('is complete when both daily goals are above 0', () => {
    expect(isOnboardingComplete({ daily_calories: 1800, daily_protein: 120 })).toBe(true)
  })

  it('is not complete when either goal is missing or 0', () => {
    expect(isOnboardingComplete({ daily_calories: 1800, daily_protein: 0 })).toBe(false)
    expect(isOnboardingComplete({ daily_calories: 0, daily_protein: 120 })).toBe(false)
    expect(isOnboardingComplete({ daily_calories: 1800 })).toBe(false)
    expect(isOnboardingComplete({ daily_calories: null, daily_protein: null })).toBe(false)
    expect(isOnboardingComplete(null)).toBe(false)
    expect(isOnboardingComplete(undefined)).toBe(false)
  })
})
