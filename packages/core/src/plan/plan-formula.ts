// The plan formula of §9: daily calorie and protein targets from the answers
// to the onboarding wizard.

import { formatAmount } from '../format/format-amount'

export const GOALS = ['lose', 'maintain', 'gain'] as const
export type Goal = (typeof GOALS)[number]

export const GENDERS = ['male', 'female', 'other'] as const
export type Gender = (typeof GENDERS)[number]

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]

const ACTIVITY_MULTIPLIERS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
}

const KG_PER_LB = 0.453592
const CM_PER_IN = 2.54
export const CALORIES_PER_POUND = 3500

/** Protein in grams per kilogram of current body weight. */
export const PROTEIN_PER_KG: Record<Goal, number> = { lose: 2.0, gain: 2.2, maintain: 1.8 }

/** A daily loss deficit above this earns a warning (§9). */
const MAX_SAFE_DAILY_DEFICIT = 1000
/** The warning suggests a timeline this much longer... */
const SAFER_TIMELINE_FACTOR = 1.5

export const DEFAULT_DAILY_CALORIES = 2000
export const DEFAULT_DAILY_PROTEIN = 150
export const PLAN_FALLBACK_MESSAGE = 'Unable to calculate personalized plan. Using default values.'

export interface PlanInput {
  /** Current weight in pounds */
  weight: number
  /** Target weight in pounds */
  targetWeight: number
  /** Height in inches */
  height: number
  /** Age in years */
  age: number
  gender: Gender
  activityLevel: ActivityLevel
  goal: Goal
  /** Days to reach the target (see parseTimelineDays) */
  timelineDays: number
}

interface PlanWarning {
  /** The deficit the chosen timeline needs, kcal a day */
  dailyDeficit: number
  timelineDays: number
  /** 1.5 times the timeline, rounded up */
  suggestedDays: number
  /** The deficit the suggested timeline needs: about 0.67 of the current one */
  suggestedDeficit: number
  message: string
}

export interface Plan {
  /** Basal metabolic rate, kcal a day, unrounded */
  bmr: number
  maintenanceCalories: number
  /** The goal the numbers follow, after reconciling the chosen goal with the weights */
  effectiveGoal: Goal
  /** kcal a day taken off (lose) or added to (gain) maintenance; 0 when maintaining */
  dailyAdjustment: number
  /** Positive for a deficit, negative for a surplus, 0 when maintaining (calculated_deficit) */
  dailyDeficit: number
  dailyCalories: number
  dailyProtein: number
  warning: PlanWarning | null
  /** Set only by calculatePlanSafely when it had to fall back to the defaults */
  fallbackMessage: string | null
}

class PlanInputError extends Error {
  override name = 'PlanInputError'
}

/** Revised Harris-Benedict equations (Roza and Shizgal, 1984). */
export function basalMetabolicRate(
  gender: Gender,
  weightKg: number,
  heightCm: number,
  age: number,
): number {
  const male = 88.362 + 13.397 * weightKg + 4.799 * heightCm - 5.677 * age
  const female = 447.593 + 9.247 * weightKg + 3.098 * heightCm - 4.33 * age
  if (gender === 'male') return male
  if (gender === 'female') return female
  // The equations exist for men and women only. For 'other' we take their mean,
  // which is never further than half the gap from either equation.
  return (male + female) / 2
}

/**
 * The goal the numbers follow. The spec derives "losing" and "gaining" from the
 * goal but qualifies gain as applying "when target is not below current weight".
 * We read both directions that way: losing needs a target below the current
 * weight, gaining a target not below it. A goal that contradicts the weights
 * (lose with a higher target, gain with a lower one) is planned as maintain, so
 * the plan never pushes someone away from the target they typed.
 */
export function effectiveGoal(goal: Goal, weight: number, targetWeight: number): Goal {
  if (goal === 'lose') return targetWeight < weight ? 'lose' : 'maintain'
  if (goal === 'gain') return targetWeight >= weight ? 'gain' : 'maintain'
  return 'maintain'
}

export function planWarningMessage(warning: Omit<PlanWarning, 'message'>): string {
  return (
    `Heads up: your timeline of ${warning.timelineDays} days needs a deficit of ` +
    `${formatAmount(warning.dailyDeficit, 'kcal')} a day, more than the ` +
    `${formatAmount(MAX_SAFE_DAILY_DEFICIT, 'kcal')} a day that is generally considered safe. ` +
    `Stretching it to ${warning.suggestedDays} days brings the deficit down to about ` +
    `${formatAmount(warning.suggestedDeficit, 'kcal')} a day, which is easier to keep up and ` +
    `kinder to your muscles.`
  )
}

function lossWarning(totalCalories: number, dailyDeficit: number, days: number) {
  if (dailyDeficit <= MAX_SAFE_DAILY_DEFICIT) return null
  const suggestedDays = Math.ceil(days * SAFER_TIMELINE_FACTOR)
  // The deficit the longer timeline really needs: 1 / 1.5 ≈ 0.67 of the current one.
  const suggestedDeficit = Math.round(totalCalories / suggestedDays)
  const details = { dailyDeficit, timelineDays: days, suggestedDays, suggestedDeficit }
  return { ...details, message: planWarningMessage(details) }
}

function requirePositive(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new PlanInputError(`${name} must be a number above 0, got ${String(value)}`)
  }
  return value
}

function requireOneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) {
    throw new PlanInputError(`${name} must be one of ${allowed.join(', ')}, got ${String(value)}`)
  }
  return value as T
}

/** The plan of §9. Throws PlanInputError on input it cannot use. */
export function calculatePlan(input: PlanInput): Plan {
  const weight = requirePositive('weight', input.weight)
  const targetWeight = requirePositive('targetWeight', input.targetWeight)
  const height = requirePositive('height', input.height)
  const age = requirePositive('age', input.age)
  const days = requirePositive('timelineDays', input.timelineDays)
  const gender = requireOneOf('gender', input.gender, GENDERS)
  const activityLevel = requireOneOf('activityLevel', input.activityLevel, ACTIVITY_LEVELS)
  const goal = effectiveGoal(requireOneOf('goal', input.goal, GOALS), weight, targetWeight)

  const weightKg = weight * KG_PER_LB
  const bmr = basalMetabolicRate(gender, weightKg, height * CM_PER_IN, age)
  const maintenanceCalories = Math.round(bmr * ACTIVITY_MULTIPLIERS[activityLevel])

  const totalCalories = Math.abs(targetWeight - weight) * CALORIES_PER_POUND
  const dailyAdjustment = goal === 'maintain' ? 0 : Math.round(totalCalories / days)
  const dailyDeficit = goal === 'lose' ? dailyAdjustment : -dailyAdjustment
  const dailyCalories = maintenanceCalories - dailyDeficit
  const dailyProtein = Math.round(weightKg * PROTEIN_PER_KG[goal])

  // A timeline so short that the target falls to zero or below is not a plan.
  if (dailyCalories <= 0) {
    throw new PlanInputError(`The timeline of ${days} days leaves ${dailyCalories} kcal a day`)
  }

  return {
    bmr,
    maintenanceCalories,
    effectiveGoal: goal,
    dailyAdjustment,
    dailyDeficit: dailyDeficit === 0 ? 0 : dailyDeficit, // never -0
    dailyCalories,
    dailyProtein,
    warning: goal === 'lose' ? lossWarning(totalCalories, dailyDeficit, days) : null,
    fallbackMessage: null,
  }
}

/** The answers as the wizard holds them: any of them may still be missing. */
export type PlanDraft = { [K in keyof PlanInput]?: PlanInput[K] | null }

const FALLBACK_PLAN: Plan = Object.freeze({
  bmr: 0,
  maintenanceCalories: DEFAULT_DAILY_CALORIES,
  effectiveGoal: 'maintain',
  dailyAdjustment: 0,
  dailyDeficit: 0,
  dailyCalories: DEFAULT_DAILY_CALORIES,
  dailyProtein: DEFAULT_DAILY_PROTEIN,
  warning: null,
  fallbackMessage: PLAN_FALLBACK_MESSAGE,
})

/**
 * The plan, or when it cannot be calculated (missing, NaN, zero or negative
 * input, a target of zero calories or less) the defaults of §4: 2000 kcal,
 * 150 g protein, deficit 0, with the fallback message.
 */
export function calculatePlanSafely(draft: PlanDraft): Plan {
  try {
    return calculatePlan(draft as PlanInput)
  } catch {
    return { ...FALLBACK_PLAN }
  }
}
