import {
  addDays,
  caloriesForMeasuredMaintenance,
  estimateMaintenance,
  estimatesDisagree,
  formatAmount,
  formulaMaintenance,
  MAINTENANCE_RULES,
  type IsoDate,
  type Profile,
  type WeighIn,
} from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { Flame } from 'lucide-react'
import { useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { mealQueries } from '../../lib/meals/meal.queries'
import { Button } from '../../ui/button'
import { shortDate } from './weight-range'
import { UpdateGoalsDialog } from './update-goals-dialog'

/**
 * The calories the person really burns, measured from their meals and their
 * trend (core's maintenance-estimate.ts), beside the formula's estimate; when
 * the two are more than 10 % apart, an offer to update the goals, which
 * change only once the person says yes.
 */
export function MaintenanceCard({
  today,
  profile,
  weighIns,
  onMessage,
}: {
  today: IsoDate
  profile: Profile | null
  weighIns: readonly WeighIn[]
  onMessage(text: string): void
}) {
  const [offering, setOffering] = useState(false)
  // the window's days and the one before the first, for the meals the trend's change spans
  const from = addDays(
    today,
    -(MAINTENANCE_RULES.windowDays + MAINTENANCE_RULES.maxDaysSinceWeighIn),
  )
  const diary = useQuery(mealQueries.diary(useUserId(), from, today))
  const intake = (diary.data ?? []).map((day) => ({
    date: day.date,
    logged: day.has_data,
    calories: day.total_calories,
  }))
  const estimate = estimateMaintenance({ weighIns, intake, today })
  const formula = profile ? formulaMaintenance(profile) : null
  const measured = estimate.status === 'ready' ? estimate.calories : null
  const offer =
    profile && formula && measured !== null && estimatesDisagree(measured, formula.calories)
      ? caloriesForMeasuredMaintenance({
          dailyCalories: profile.daily_calories,
          formulaCalories: formula.calories,
          measuredCalories: measured,
          floor: formula.floor,
        })
      : null
  const apart =
    measured !== null && formula
      ? Math.round((Math.abs(measured - formula.calories) / formula.calories) * 100)
      : 0

  return (
    <section aria-labelledby="maintenance-title" className="rounded-xl border border-stone-200 p-4">
      <h3
        id="maintenance-title"
        className="flex items-center gap-2 text-sm font-semibold text-stone-900"
      >
        <Flame className="size-4 text-amber-600" aria-hidden />
        Calories you burn
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-medium text-stone-500">Measured from your log</dt>
          <dd className="mt-0.5 text-lg font-semibold text-stone-900 tabular-nums">
            {diary.isPending ? '…' : measured !== null ? formatAmount(measured, 'kcal/day') : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-stone-500">Formula’s estimate</dt>
          <dd className="mt-0.5 text-lg font-semibold text-stone-900 tabular-nums">
            {formula ? formatAmount(formula.calories, 'kcal/day') : '—'}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-stone-600">
        {diary.isPending
          ? 'Reading your meals...'
          : estimate.status === 'ready'
            ? `From your meals and your trend over ${estimate.days} days, ${shortDate(estimate.from)} to ${shortDate(estimate.to)}.`
            : estimate.message}
        {!formula && ' The formula needs your weight, height, age, gender and activity level.'}
      </p>
      {offer !== null && profile && offer !== profile.daily_calories && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <p>
            Your log says you burn {apart} % {measured! > formula!.calories ? 'more' : 'less'} than
            the formula estimates.
          </p>
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setOffering(true)}>
            Review goals
          </Button>
        </div>
      )}
      {offering && offer !== null && profile && measured !== null && (
        <UpdateGoalsDialog
          profile={profile}
          calories={offer}
          measured={measured}
          onClose={() => setOffering(false)}
          onSaved={onMessage}
        />
      )}
    </section>
  )
}
