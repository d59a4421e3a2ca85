// What a responsible plan adds to the spec's formula (decision 024): a calorie
// floor, a limit on the pace of change, and protein within the accepted share of
// energy, with the shortest timeline that keeps the plan safe.

import { formatAmount } from '../format/format-amount'
import { formatMeasure, type UnitSystem } from '../units/units'
import type { Gender, Goal } from './plan-formula'

/**
 * The least a self-directed plan gives, kcal a day: the common clinical
 * minimums (NHLBI 1998, AHA/ACC/TOS 2013). 'other' takes the mean of the two,
 * as the basal rate does (decision 001).
 */
export const CALORIE_MINIMUM: Record<Gender, number> = { female: 1200, male: 1500, other: 1350 }

/** Nor below this share of the basal rate (decision 024). */
export const BASAL_RATE_SHARE = 0.8

/** The fastest change a plan makes: 1,000 kcal a day, about 2 lbs a week (CDC; §9's warning). */
export const MAX_DAILY_CHANGE = 1000

/** Protein's accepted share of energy: 10–35 % (US Dietary Reference Intakes, AMDR). */
export const PROTEIN_ENERGY_SHARE = { min: 0.1, max: 0.35 } as const
const KCAL_PER_GRAM_PROTEIN = 4

/** A timeline longer than a year is not one the wizard takes (§5: 52 weeks at most). */
export const LONGEST_TIMELINE_WEEKS = 52

/** The least a plan gives this person, kcal a day. */
export function calorieFloor(gender: Gender, bmr: number): number {
  return Math.max(CALORIE_MINIMUM[gender], Math.round(bmr * BASAL_RATE_SHARE))
}

export interface PlanGuard {
  /** floor: the calories were raised to the floor; pace: the change was held to 2 lbs a week */
  reason: 'floor' | 'pace'
  /** What the spec's formula gave, kcal a day (may be 0 or less) */
  formulaCalories: number
  /** The floor for this person, kcal a day */
  floorCalories: number
  /**
   * The shortest whole number of weeks that needs no guard, at most 52, to offer
   * as 'Use N weeks'; null when no deficit is safe (maintenance is already at the
   * floor) or the timeline is already a year.
   */
  safeWeeks: number | null
  message: string
}

interface GuardInput {
  goal: Goal
  gender: Gender
  bmr: number
  maintenanceCalories: number
  formulaCalories: number
  /** |target − current| × 3,500: the energy the whole change needs */
  totalCalories: number
  targetWeight: number
  timelineDays: number
  /** The units the message gives weights in */
  units: UnitSystem
}

const weeksWord = (weeks: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`

function describeTimeline(days: number): string {
  return days % 7 === 0 ? weeksWord(days / 7) : `${days} ${days === 1 ? 'day' : 'days'}`
}

/** The calories the plan gives and, when the formula's answer was unsafe, why not that one. */
export function guardCalories(input: GuardInput): {
  dailyCalories: number
  guard: PlanGuard | null
} {
  const { goal, maintenanceCalories: maintenance, formulaCalories } = input
  const floorCalories = calorieFloor(input.gender, input.bmr)
  if (goal === 'maintain') return { dailyCalories: formulaCalories, guard: null }

  const losing = goal === 'lose'
  // Losing never plans above maintenance: a person whose maintenance is under
  // the floor is planned at maintenance, and told no deficit is safe.
  const lowest = losing
    ? Math.max(maintenance - MAX_DAILY_CHANGE, Math.min(floorCalories, maintenance))
    : -Infinity
  const highest = losing ? Infinity : maintenance + MAX_DAILY_CHANGE
  const dailyCalories = Math.min(Math.max(formulaCalories, lowest), highest)
  if (dailyCalories === formulaCalories) return { dailyCalories, guard: null }

  const safeChange = Math.abs(dailyCalories - maintenance)
  const safeDays = safeChange > 0 ? Math.ceil(input.totalCalories / safeChange) : null
  // offered only when longer than the timeline chosen; a year is the longest
  const offered =
    safeDays === null ? null : Math.min(Math.ceil(safeDays / 7), LONGEST_TIMELINE_WEEKS)
  const safeWeeks = offered !== null && offered * 7 > input.timelineDays ? offered : null
  const reason = losing && dailyCalories > maintenance - MAX_DAILY_CHANGE ? 'floor' : 'pace'
  const message = guardMessage({ ...input, reason, dailyCalories, floorCalories, safeDays })
  return { dailyCalories, guard: { reason, formulaCalories, floorCalories, safeWeeks, message } }
}

function guardMessage(
  input: GuardInput & {
    reason: PlanGuard['reason']
    dailyCalories: number
    floorCalories: number
    safeDays: number | null
  },
): string {
  const kcal = (value: number) => formatAmount(value, 'kcal')
  const target = formatMeasure('weight', input.targetWeight, input.units)
  const aim = `Reaching ${target} in ${describeTimeline(input.timelineDays)}`
  const change = Math.abs(input.formulaCalories - input.maintenanceCalories)
  const why =
    input.reason === 'floor'
      ? `${aim} would mean eating ${kcal(Math.max(input.formulaCalories, 0))} a day, below ` +
        `${kcal(input.floorCalories)}, the least a plan should give you.`
      : `${aim} needs a ${input.goal === 'lose' ? 'deficit' : 'surplus'} of ${kcal(change)} a day, ` +
        `more than the ${kcal(MAX_DAILY_CHANGE)} a day (about ${formatMeasure('weight', 2, input.units)} a week) that is generally considered safe.`
  if (input.safeDays === null) {
    return (
      `${why} What your body burns, ${kcal(input.maintenanceCalories)} a day, is already at that ` +
      `level, so your plan keeps you there: more activity, or a dietitian's advice, is the safe way to lose.`
    )
  }
  const weeks = Math.ceil(input.safeDays / 7)
  const reach =
    weeks > LONGEST_TIMELINE_WEEKS
      ? `at that pace, ${target} is about ${weeksWord(weeks)} away, ` +
        `longer than a plan covers, so plan a year and set a new target then.`
      : `which reaches ${target} in about ${weeksWord(weeks)}.`
  return `${why} Your plan gives ${kcal(input.dailyCalories)} a day, ${reach}`
}

export interface ProteinTarget {
  grams: number
  /** What the grams per kg were taken of */
  basis: 'goal weight' | 'current weight'
  /** Set when the share of energy held the grams: 'max' at 35 %, 'min' at 10 % */
  limitedBy: 'max' | 'min' | null
}

/**
 * Protein at the spec's grams per kg (2.0 losing, 2.2 gaining, 1.8 otherwise),
 * of the goal weight when losing (current weight overstates the lean mass to
 * keep), held within 10–35 % of the day's calories.
 */
export function guardProtein(
  gramsPerKg: number,
  referenceKg: number,
  basis: ProteinTarget['basis'],
  dailyCalories: number,
): ProteinTarget {
  const wanted = referenceKg * gramsPerKg
  const most = (dailyCalories * PROTEIN_ENERGY_SHARE.max) / KCAL_PER_GRAM_PROTEIN
  const least = (dailyCalories * PROTEIN_ENERGY_SHARE.min) / KCAL_PER_GRAM_PROTEIN
  if (wanted > most) return { grams: Math.floor(most), basis, limitedBy: 'max' }
  if (wanted < least) return { grams: Math.ceil(least), basis, limitedBy: 'min' }
  return { grams: Math.round(wanted), basis, limitedBy: null }
}
