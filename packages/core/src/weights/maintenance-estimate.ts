import { addDays, daysBetween, type IsoDate } from '../dates/iso-date'
import { formatAmount } from '../format/format-amount'
import { calculatePlan, CALORIES_PER_POUND, PlanInputError } from '../plan/plan-formula'
import { calorieFloor } from '../plan/plan-guards'
import type { Profile } from '../profile/profile-schema'
import { PROFILE_RANGES } from '../profile/profile-ranges'
import { trendOn, weightTrend, type WeighIn } from './weight-trend'

// The calories a person really burns (issue 27), measured rather than
// predicted: what they ate on average, less the energy the trend's change
// stored or drew (3,500 kcal a pound, §9's factor; Wishnofsky 1958). This is
// how MacroFactor's expenditure and The Hacker's Diet's "daily
// deficit/excess" work. It is only as good as the log, so it is given only
// from enough of one, and never when it comes out beyond any plausible body.

export const MAINTENANCE_RULES = {
  /**
   * The longest stretch read: the last four weeks, so a change of habits soon
   * shows; from the first day of the meal log when that began later
   */
  windowDays: 28,
  /** The shortest: two weeks between the first and the last weigh-in read */
  minSpanDays: 14,
  /** Weigh-ins within the stretch, so no single day's water decides */
  minWeighIns: 4,
  /** The share of the stretch's days with meals logged ("most days") */
  minLoggedShare: 0.8,
  /** The latest weigh-in is at most this many days old, or the estimate is not current */
  maxDaysSinceWeighIn: 7,
} as const

/** A plausible maintenance: the range a person may set daily calories to (1,000-6,000 kcal). */
const PLAUSIBLE = PROFILE_RANGES.daily_calories

/** The estimates disagree when they are more than this share of the formula's apart. */
export const ESTIMATE_DISAGREEMENT_SHARE = 0.1

export interface IntakeDay {
  date: IsoDate
  /** Whether any meal was logged that day */
  logged: boolean
  calories: number
}

export type MaintenanceEstimate =
  | {
      status: 'ready'
      /** kcal a day, rounded to 10 */
      calories: number
      /** The stretch read: from one weigh-in to another */
      from: IsoDate
      to: IsoDate
      days: number
      loggedDays: number
      averageIntake: number
      /** The trend's change over the stretch, pounds (negative a loss) */
      trendChange: number
    }
  | { status: 'not-yet'; message: string }

const notYet = (message: string): MaintenanceEstimate => ({ status: 'not-yet', message })

const daysWord = (days: number) => `${formatAmount(days)} ${days === 1 ? 'day' : 'days'}`

export function estimateMaintenance(input: {
  weighIns: readonly WeighIn[]
  intake: readonly IntakeDay[]
  today: IsoDate
}): MaintenanceEstimate {
  const rules = MAINTENANCE_RULES
  const past = input.weighIns.filter((entry) => entry.date <= input.today)
  const trend = weightTrend(past)
  const last = trend.at(-1)
  if (!last || daysBetween(last.date, input.today) > rules.maxDaysSinceWeighIn)
    return notYet('Log your weight this week to see the calories you really burn.')

  // a meal log that began within the window is read from its first day: the
  // days before it are not missed meals, the person was not logging yet
  const firstMeal = input.intake
    .filter((day) => day.logged)
    .reduce<IsoDate | null>(
      (first, day) => (first === null || day.date < first ? day.date : first),
      null,
    )
  const windowStart = addDays(last.date, -rules.windowDays)
  const readFrom = firstMeal && firstMeal > windowStart ? firstMeal : windowStart
  const read = past.filter((entry) => entry.date >= readFrom).map((entry) => entry.date)
  const from = read.reduce((first, date) => (date < first ? date : first), last.date)
  const days = daysBetween(from, last.date)
  if (days < rules.minSpanDays || read.length < rules.minWeighIns)
    return notYet(
      `After ${rules.minSpanDays} days of weights and meals, you will see the calories you really burn. ` +
        `Weigh in at least ${rules.minWeighIns} times across ${rules.minSpanDays} days or more (${daysWord(days)} so far).`,
    )

  // the meals of the days the change spans: from the first day up to the day before the last weigh-in
  const eaten = input.intake.filter((day) => day.logged && day.date >= from && day.date < last.date)
  const needed = Math.ceil(days * rules.minLoggedShare)
  if (eaten.length < needed)
    return notYet(
      `Log your meals on at least ${needed} of the ${days} days since ${from} to see the calories you really burn ` +
        `(${daysWord(eaten.length)} so far).`,
    )

  const averageIntake = eaten.reduce((sum, day) => sum + day.calories, 0) / eaten.length
  const trendChange = last.trend - trendOn(trend, from)!
  const calories = Math.round((averageIntake - (trendChange * CALORIES_PER_POUND) / days) / 10) * 10
  if (calories < PLAUSIBLE.min || calories > PLAUSIBLE.max)
    return notYet(
      'Your log gives no plausible estimate yet: please check that every meal of these days is logged, and each weight is right.',
    )
  return {
    status: 'ready',
    calories,
    from,
    to: last.date,
    days,
    loggedDays: eaten.length,
    averageIntake,
    trendChange,
  }
}

/** The formula's maintenance (§9: basal rate × activity) and the calorie floor, or null without the answers it needs. */
export function formulaMaintenance(
  profile: Pick<Profile, 'weight' | 'height' | 'age' | 'gender' | 'activity_level'>,
): { calories: number; floor: number } | null {
  if (
    !profile.weight ||
    !profile.height ||
    !profile.age ||
    !profile.gender ||
    !profile.activity_level
  )
    return null
  try {
    const plan = calculatePlan({
      weight: profile.weight,
      targetWeight: profile.weight,
      height: profile.height,
      age: profile.age,
      gender: profile.gender,
      activityLevel: profile.activity_level,
      goal: 'maintain',
      timelineDays: 1,
    })
    return { calories: plan.maintenanceCalories, floor: calorieFloor(profile.gender, plan.bmr) }
  } catch (error) {
    if (error instanceof PlanInputError) return null
    throw error
  }
}

/** Whether the measured maintenance is more than 10 % away from the formula's. */
export function estimatesDisagree(measured: number, formula: number): boolean {
  return Math.abs(measured - formula) > ESTIMATE_DISAGREEMENT_SHARE * formula
}

/**
 * The daily calories to offer once the maintenance is measured: the same
 * deficit or surplus the person's goal now keeps from the formula's
 * maintenance, kept from the measured one instead; never below the plan's
 * floor (decision 024) unless that is above the measured maintenance itself,
 * and within the range goals may be set to.
 */
export function caloriesForMeasuredMaintenance(input: {
  dailyCalories: number
  formulaCalories: number
  measuredCalories: number
  floor: number
}): number {
  const adjustment = input.dailyCalories - input.formulaCalories
  const wanted = Math.round((input.measuredCalories + adjustment) / 10) * 10
  // losing never plans above maintenance, as the plan's guard (plan-guards.ts)
  const floor = adjustment < 0 ? Math.min(input.floor, input.measuredCalories) : input.floor
  return Math.min(PLAUSIBLE.max, Math.max(PLAUSIBLE.min, floor, wanted))
}
