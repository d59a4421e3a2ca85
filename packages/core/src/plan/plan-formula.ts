// The plan formula of §9: daily calorie and protein targets from the answers
// to the onboarding wizard, with the guards of plan-guards.ts (decision 024).

import { checkRange, PROFILE_RANGES, type RangedProfileField } from '../profile/profile-ranges'
import { CM_PER_IN, KG_PER_LB, type UnitSystem } from '../units/units'
import { guardCalories, guardProtein, type PlanGuard, type ProteinTarget } from './plan-guards'

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

export const CALORIES_PER_POUND = 3500

/** Protein in grams per kilogram of body weight (§9): of the goal weight when losing (decision 024). */
export const PROTEIN_PER_KG: Record<Goal, number> = { lose: 2.0, gain: 2.2, maintain: 1.8 }

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
  /** The units the plan's words give weights in; the numbers are the same (default US) */
  units?: UnitSystem
}

export interface Plan {
  /** Basal metabolic rate, kcal a day, unrounded */
  bmr: number
  maintenanceCalories: number
  /** The goal the numbers follow, after reconciling the chosen goal with the weights */
  effectiveGoal: Goal
  /** The formula's kcal a day taken off (lose) or added to (gain) maintenance; 0 when maintaining */
  dailyAdjustment: number
  /**
   * The plan's own: maintenance minus the daily calories. Positive for a deficit,
   * negative for a surplus, 0 when maintaining (calculated_deficit)
   */
  dailyDeficit: number
  dailyCalories: number
  dailyProtein: number
  /** How the protein was set; null in the fallback plan */
  protein: ProteinTarget | null
  /** Set when the formula's calories were unsafe and the plan gives others (plan-guards.ts) */
  guard: PlanGuard | null
  /** Set only by calculatePlanSafely when it had to fall back to the defaults */
  fallbackMessage: string | null
  /** Why it fell back, in words a person reads */
  fallbackReason: string | null
}

export class PlanInputError extends Error {
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

function requirePositive(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new PlanInputError(`${name} must be a number above 0, got ${String(value)}`)
  }
  return value
}

/** A measure within its human range (profile-ranges.ts), or the range's message. */
function requireInRange(field: RangedProfileField, value: unknown): number {
  const message = typeof value === 'number' ? checkRange(field, value) : null
  if (typeof value !== 'number' || message)
    throw new PlanInputError(message ?? `${PROFILE_RANGES[field].label} is missing`)
  return value
}

function requireOneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) {
    throw new PlanInputError(`${name} must be one of ${allowed.join(', ')}, got ${String(value)}`)
  }
  return value as T
}

/** The plan of §9 with its guards. Throws PlanInputError on input it cannot use. */
export function calculatePlan(input: PlanInput): Plan {
  const weight = requireInRange('weight', input.weight)
  const targetWeight = requireInRange('target_weight', input.targetWeight)
  const height = requireInRange('height', input.height)
  const age = requireInRange('age', input.age)
  const days = requirePositive('timelineDays', input.timelineDays)
  const gender = requireOneOf('gender', input.gender, GENDERS)
  const activityLevel = requireOneOf('activityLevel', input.activityLevel, ACTIVITY_LEVELS)
  const goal = effectiveGoal(requireOneOf('goal', input.goal, GOALS), weight, targetWeight)

  const weightKg = weight * KG_PER_LB
  const bmr = basalMetabolicRate(gender, weightKg, height * CM_PER_IN, age)
  const maintenanceCalories = Math.round(bmr * ACTIVITY_MULTIPLIERS[activityLevel])

  // the spec's formula
  const totalCalories = Math.abs(targetWeight - weight) * CALORIES_PER_POUND
  const dailyAdjustment = goal === 'maintain' ? 0 : Math.round(totalCalories / days)
  const formulaCalories =
    maintenanceCalories + (goal === 'lose' ? -dailyAdjustment : dailyAdjustment)

  // and what a responsible plan adds to it
  const { dailyCalories, guard } = guardCalories({
    goal,
    gender,
    bmr,
    maintenanceCalories,
    formulaCalories,
    totalCalories,
    targetWeight,
    timelineDays: days,
    units: input.units ?? 'US',
  })
  const losing = goal === 'lose'
  const protein = guardProtein(
    PROTEIN_PER_KG[goal],
    (losing ? targetWeight : weight) * KG_PER_LB,
    losing ? 'goal weight' : 'current weight',
    dailyCalories,
  )
  const dailyDeficit = maintenanceCalories - dailyCalories

  return {
    bmr,
    maintenanceCalories,
    effectiveGoal: goal,
    dailyAdjustment,
    dailyDeficit: dailyDeficit === 0 ? 0 : dailyDeficit, // never -0
    dailyCalories,
    dailyProtein: protein.grams,
    protein,
    guard,
    fallbackMessage: null,
    fallbackReason: null,
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
  protein: null,
  guard: null,
  fallbackMessage: PLAN_FALLBACK_MESSAGE,
  fallbackReason: null,
})

/**
 * The plan, or when it cannot be calculated (a missing answer, or one outside
 * its human range) the defaults of §4: 2000 kcal, 150 g protein, deficit 0, with
 * the fallback message and the reason.
 */
export function calculatePlanSafely(draft: PlanDraft): Plan {
  try {
    return calculatePlan(draft as PlanInput)
  } catch (error) {
    const reason = error instanceof PlanInputError ? error.message : null
    return { ...FALLBACK_PLAN, fallbackReason: reason }
  }
}
