import {
  formatAmount,
  formatMeasure,
  PROTEIN_ENERGY_SHARE,
  PROTEIN_PER_KG,
  type OnboardingData,
  type Plan,
  type UnitSystem,
} from '@platewise/core'
import { Beef, Flame } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'

function TargetTile({
  icon,
  label,
  value,
  unit,
}: {
  icon: ReactNode
  label: string
  value: number
  unit: string
}) {
  return (
    <div className="rounded-2xl bg-brand-700 p-4 text-white sm:p-5">
      <div className="flex items-center gap-2 text-sm font-medium text-brand-100">
        {icon}
        {label}
      </div>
      {/* one line: on a phone's half-width tile '1,551 kcal' would lose its unit to a second */}
      <p className="mt-2 text-2xl font-bold tracking-tight whitespace-nowrap tabular-nums min-[400px]:text-3xl sm:text-4xl">
        {formatAmount(value)} <span className="text-base font-semibold text-brand-100">{unit}</span>
      </p>
      <p className="text-xs text-brand-100">per day</p>
    </div>
  )
}

function DetailRow({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <dt className="min-w-0">
        <span className="block text-sm font-semibold text-stone-800">{label}</span>
        <span className="mt-0.5 block text-sm text-stone-500">{note}</span>
      </dt>
      <dd className="shrink-0 text-right text-base font-semibold text-stone-900 tabular-nums">
        {value}
      </dd>
    </div>
  )
}

function adjustmentRow(plan: Plan, data: OnboardingData, units: UnitSystem) {
  const target = formatMeasure('weight', data.target_weight ?? 0, units)
  const safeWeeks = plan.guard?.safeWeeks
  const towards = !plan.guard
    ? `To reach ${target} in ${data.timeline.trim()}.`
    : safeWeeks
      ? `At a safe pace: ${target} in about ${safeWeeks} weeks.`
      : 'As much as is safe for you.'
  if (plan.dailyDeficit > 0)
    return {
      label: 'Daily deficit',
      value: `−${formatAmount(plan.dailyDeficit, 'kcal')}`,
      note: towards,
    }
  if (plan.dailyDeficit < 0)
    return {
      label: 'Daily surplus',
      value: `+${formatAmount(-plan.dailyDeficit, 'kcal')}`,
      note: towards,
    }
  return {
    label: 'Daily adjustment',
    value: formatAmount(0, 'kcal'),
    note:
      plan.effectiveGoal === data.goal
        ? 'Eat at maintenance to stay where you are.'
        : 'Your target weight and goal point different ways, so we planned to maintain.',
  }
}

const percent = (share: number) => `${Math.round(share * 100)}%`

function proteinNote(plan: Plan): string {
  const perKg = `${formatAmount(PROTEIN_PER_KG[plan.effectiveGoal], 'g')} per kg of your ${plan.protein?.basis ?? 'body weight'}`
  if (plan.protein?.limitedBy === 'max')
    return `Held to ${percent(PROTEIN_ENERGY_SHARE.max)} of your calories, the most protein should give (${perKg} would be more).`
  if (plan.protein?.limitedBy === 'min')
    return `Raised to ${percent(PROTEIN_ENERGY_SHARE.min)} of your calories, the least protein should give.`
  return `${perKg}.`
}

/**
 * Step 9: the plan worked out on entering the step (§4, §9). When its guards
 * changed the formula's answer, it says why and offers the shortest safe
 * timeline, which `onUseWeeks` recalculates with.
 */
export function PlanStep({
  plan,
  data,
  units,
  onUseWeeks,
}: {
  plan: Plan | null
  data: OnboardingData
  /** The units the person typed their weights in */
  units: UnitSystem
  onUseWeeks: (weeks: number) => void
}) {
  if (!plan) return null
  const safeWeeks = plan.guard?.safeWeeks
  const adjustment = adjustmentRow(plan, data, units)
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3">
        <TargetTile
          icon={<Flame className="size-4" aria-hidden />}
          label="Calories"
          value={plan.dailyCalories}
          unit="kcal"
        />
        <TargetTile
          icon={<Beef className="size-4" aria-hidden />}
          label="Protein"
          value={plan.dailyProtein}
          unit="g"
        />
      </div>

      {plan.fallbackMessage ? (
        <Alert tone="warning">
          {plan.fallbackMessage}
          {plan.fallbackReason && <span className="mt-1 block">{plan.fallbackReason}.</span>}
        </Alert>
      ) : (
        <>
          <dl className="divide-y divide-stone-100 rounded-2xl border border-stone-200 px-4">
            <DetailRow
              label="Maintenance"
              value={formatAmount(plan.maintenanceCalories, 'kcal')}
              note="What your body burns on a typical day."
            />
            <DetailRow {...adjustment} />
            <DetailRow
              label="Protein"
              value={formatAmount(plan.dailyProtein, 'g')}
              note={proteinNote(plan)}
            />
          </dl>
          {plan.guard && (
            <Alert tone="warning">
              <p>{plan.guard.message}</p>
              {safeWeeks && (
                <Button className="mt-3" variant="secondary" onClick={() => onUseWeeks(safeWeeks)}>
                  Use {safeWeeks} weeks
                </Button>
              )}
            </Alert>
          )}
        </>
      )}
    </div>
  )
}
