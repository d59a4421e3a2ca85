import {
  ACTIVITY_LEVELS,
  DEFAULT_DAILY_CALORIES,
  DEFAULT_DAILY_PROTEIN,
  GENDERS,
  GOALS,
} from '../plan/plan-formula'
import type { ActivityLevel, Gender, Goal, Plan, PlanDraft } from '../plan/plan-formula'
import { PROFILE_RANGES } from '../profile/profile-ranges'
import { parseTimelineDays } from '../timeline/timeline'

// The 11-step onboarding wizard of §2 and §4.

export const ONBOARDING_COUNTDOWN_SECONDS = 120

export const ONBOARDING_STEPS = [
  { id: 'welcome', title: 'Welcome to Platewise' },
  { id: 'goal', title: 'What is your goal?' },
  { id: 'current_weight', title: 'What is your current weight?' },
  { id: 'target_weight', title: 'What is your target weight?' },
  { id: 'timeline', title: 'How soon would you like to get there?' },
  { id: 'height', title: 'How tall are you?' },
  { id: 'age', title: 'How old are you?' },
  { id: 'activity_level', title: 'How active are you?' },
  { id: 'gender', title: 'What is your gender?' },
  { id: 'calculation', title: 'Calculating your plan' },
  { id: 'all_set', title: "You're all set!" },
] as const

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id']
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length // 11
export const LAST_ONBOARDING_STEP = ONBOARDING_STEP_COUNT - 1 // 10

/**
 * Hints on the number inputs (§2). Next needs only "above 0" (§4); leaving the
 * step holds the answer to its range (decision 024, onboardingFormSchema), as
 * leaving step 4 checks the timeline.
 */
export const ONBOARDING_NUMBER_HINTS = {
  weight: PROFILE_RANGES.weight,
  target_weight: PROFILE_RANGES.target_weight,
  height: PROFILE_RANGES.height,
  age: PROFILE_RANGES.age,
} as const

/** Everything the wizard holds. Only the profile fields are sent (§3). */
export interface OnboardingData {
  goal: Goal | null
  /** Pounds */
  weight: number | null
  /** Pounds */
  target_weight: number | null
  /** As typed, e.g. '8 weeks' */
  timeline: string
  /** Inches */
  height: number | null
  age: number | null
  activity_level: ActivityLevel | null
  gender: Gender | null
  daily_calories: number
  daily_protein: number
  calculated_deficit: number
  ai_recommendation: string | null
  /** Set once step 9 has calculated the plan */
  plan_calculated: boolean
}

export const ONBOARDING_DEFAULTS = {
  daily_calories: DEFAULT_DAILY_CALORIES,
  daily_protein: DEFAULT_DAILY_PROTEIN,
  activity_level: 'moderate',
  gender: 'male',
} as const satisfies Partial<OnboardingData>

export function initialOnboardingData(): OnboardingData {
  return {
    goal: null,
    weight: null,
    target_weight: null,
    timeline: '',
    height: null,
    age: null,
    calculated_deficit: 0,
    ai_recommendation: null,
    plan_calculated: false,
    ...ONBOARDING_DEFAULTS,
  }
}

const isPositive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0
const isOneOf = <T extends string>(value: unknown, allowed: readonly T[]) =>
  allowed.includes(value as T)

/** Whether Next is enabled on a step (§4 Onboarding wizard). */
export function canGoNext(step: number, data: Partial<OnboardingData>): boolean {
  switch (step) {
    case 0:
    case 10:
      return true
    case 1:
      return isOneOf(data.goal, GOALS)
    case 2:
      return isPositive(data.weight)
    case 3:
      return isPositive(data.target_weight)
    case 4:
      return typeof data.timeline === 'string' && data.timeline.trim() !== ''
    case 5:
      return isPositive(data.height)
    case 6:
      return isPositive(data.age)
    case 7:
      return isOneOf(data.activity_level, ACTIVITY_LEVELS)
    case 8:
      return isOneOf(data.gender, GENDERS)
    case 9:
      return data.plan_calculated === true
    default:
      return false
  }
}

export function nextButtonLabel(step: number): 'Get Started' | 'Next' {
  return step === LAST_ONBOARDING_STEP ? 'Get Started' : 'Next'
}

export interface OnboardingProgress {
  /** 1 to 11 */
  stepNumber: number
  totalSteps: number
  /** Whole percent, 9 on the first step and 100 on the last */
  percent: number
  /** 'Step 3 of 11' */
  label: string
}

export function onboardingProgress(step: number): OnboardingProgress {
  const stepNumber = Math.min(Math.max(Math.trunc(step), 0), LAST_ONBOARDING_STEP) + 1
  return {
    stepNumber,
    totalSteps: ONBOARDING_STEP_COUNT,
    percent: Math.round((stepNumber / ONBOARDING_STEP_COUNT) * 100),
    label: `Step ${stepNumber} of ${ONBOARDING_STEP_COUNT}`,
  }
}

/** One second of the countdown: it ticks down to 0, and stands still on the last step. */
export function tickCountdown(remainingSeconds: number, step: number): number {
  if (step === LAST_ONBOARDING_STEP) return remainingSeconds
  return Math.max(0, remainingSeconds - 1)
}

/** '2:00', '1:05', '0:09' */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The wizard's answers in the shape calculatePlanSafely takes. */
export function toPlanDraft(data: OnboardingData): PlanDraft {
  return {
    weight: data.weight,
    targetWeight: data.target_weight,
    height: data.height,
    age: data.age,
    gender: data.gender,
    activityLevel: data.activity_level,
    goal: data.goal,
    timelineDays: parseTimelineDays(data.timeline),
  }
}

/**
 * Step 9's result stored in the wizard. ai_recommendation carries the sentence
 * the person should read, if any: the fallback message, else why the plan is
 * not the formula's (plan-guards.ts).
 */
export function applyPlan(data: OnboardingData, plan: Plan): OnboardingData {
  return {
    ...data,
    daily_calories: plan.dailyCalories,
    daily_protein: plan.dailyProtein,
    calculated_deficit: plan.dailyDeficit,
    ai_recommendation: plan.fallbackMessage ?? plan.guard?.message ?? null,
    plan_calculated: true,
  }
}

/** The profile fields sent on finish (§3): goal, timeline and the plan notes stay local. */
export function toProfilePayload(data: OnboardingData) {
  return {
    daily_calories: data.daily_calories,
    daily_protein: data.daily_protein,
    weight: data.weight,
    target_weight: data.target_weight,
    height: data.height,
    age: data.age,
    activity_level: data.activity_level,
    gender: data.gender,
  }
}

/** Onboarding counts as complete once both daily goals are above 0 (§4, §9). */
export function isOnboardingComplete(
  profile: { daily_calories?: unknown; daily_protein?: unknown } | null | undefined,
): boolean {
  return isPositive(profile?.daily_calories) && isPositive(profile?.daily_protein)
}
