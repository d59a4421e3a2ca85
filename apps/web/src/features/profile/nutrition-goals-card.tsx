import {
  formatMeasure,
  goalsFromProfile,
  toShownUnits,
  summarizeDay,
  todayIso,
  type Profile,
} from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { Target } from 'lucide-react'
import { useUnitSystem } from '../../lib/account/preferences'
import { useUserId } from '../../lib/auth-context'
import { GoalProgressLine } from '../../ui/goal-progress-line'
import { mealQueries } from '../../lib/meals/meal.queries'
import { IconBadge } from '../../ui/icon-badge'

/** §9: the profile's weight-goal bar is a fixed 40%; no weight history exists to measure it by. */
const WEIGHT_GOAL_BAR_PERCENT = 40

/**
 * Nutrition Goals (§2): today's calories and protein against the profile's
 * goals (2000 kcal and 150 g when it has none, §8), and the weight goal line.
 * Meals that cannot be loaded count as none (§8).
 */
export function NutritionGoalsCard({ profile }: { profile: Profile | null }) {
  const today = todayIso()
  const meals = useQuery(mealQueries.day(useUserId(), today))
  const goals = goalsFromProfile(profile)
  const summary = summarizeDay(today, meals.data ?? [], goals)
  const loading = meals.isPending

  return (
    <section
      aria-labelledby="nutrition-goals-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id="nutrition-goals-title"
        className="flex items-center gap-2 text-base font-semibold text-stone-900"
      >
        <IconBadge Icon={Target} tone="bg-brand-50 text-brand-700" />
        Nutrition Goals
      </h2>
      <p className="mt-1 text-xs text-stone-500">Today so far</p>
      <div className="mt-4 grid gap-4">
        <GoalProgressLine
          label="Calories"
          intake={summary.total_calories}
          goal={goals.calories}
          unit="kcal"
          loading={loading}
          bar="bg-brand-600"
        />
        <GoalProgressLine
          label="Protein"
          intake={summary.total_protein}
          goal={goals.protein}
          unit="g"
          loading={loading}
          bar="bg-sky-500"
        />
        <WeightGoalLine weight={profile?.weight ?? null} target={profile?.target_weight ?? null} />
      </div>
    </section>
  )
}

function WeightGoalLine({ weight, target }: { weight: number | null; target: number | null }) {
  const units = useUnitSystem()
  if (!weight || !target) {
    return (
      <div className="text-sm">
        <span className="font-medium text-stone-700">Weight goal</span>
        <p className="mt-0.5 text-xs text-stone-500">
          Add your weight and target weight in Edit Profile.
        </p>
      </div>
    )
  }
  const change = target - weight
  // 'Maintain' when the change rounds to nothing in the person's units
  const shownChange = toShownUnits('weight', change, units)
  const direction =
    shownChange < 0
      ? `Lose ${formatMeasure('weight', -change, units)}`
      : shownChange > 0
        ? `Gain ${formatMeasure('weight', change, units)}`
        : 'Maintain'
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-stone-700">Weight goal</span>
        <span className="text-stone-900 tabular-nums">
          {formatMeasure('weight', weight, units)} → {formatMeasure('weight', target, units)}
        </span>
      </div>
      {/* decorative: the spec's bar stands still at 40%, so it is not offered as a measurement */}
      <div aria-hidden className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-100">
        <div
          className="h-full rounded-full bg-amber-400"
          style={{ width: `${WEIGHT_GOAL_BAR_PERCENT}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-stone-500">{direction}</p>
    </div>
  )
}
