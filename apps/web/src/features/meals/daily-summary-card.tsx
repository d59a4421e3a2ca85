import {
  DEFAULT_DAILY_GOALS,
  formatAmount,
  NUTRIENT_KEYS,
  NUTRIENT_RULES,
  summarizeDay,
  type NutrientKey,
  mealCount,
} from '@platewise/core'
import { ChartColumn } from 'lucide-react'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { useId } from 'react'

/** The Daily Summary card of §2: how many meals, and the seven totals. */
export function DailySummaryCard({ date, meals }: { date: string; meals: LoggedMeal[] }) {
  const titleId = useId()
  // goals do not matter here, only the totals
  const summary = summarizeDay(date, meals, DEFAULT_DAILY_GOALS)
  const totals = Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, summary[`total_${key}`]]),
  ) as Record<NutrientKey, number>

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <ChartColumn className="size-5 text-brand-700" aria-hidden />
          Daily Summary
        </h2>
        <span className="text-sm text-stone-500">{mealCount(summary.meal_count)} logged</span>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-2.5 sm:grid-cols-4">
        <div className="col-span-2 rounded-xl bg-brand-700 px-4 py-3 text-white sm:col-span-1">
          <dt className="text-xs font-medium text-brand-100">{NUTRIENT_RULES.calories.label}</dt>
          <dd className="mt-0.5 text-2xl font-bold tabular-nums">
            {formatAmount(totals.calories)}{' '}
            <span className="text-xs font-medium text-brand-100">
              {NUTRIENT_RULES.calories.unit}
            </span>
          </dd>
        </div>
        {NUTRIENT_KEYS.filter((key) => key !== 'calories').map((key) => (
          <div key={key} className="rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-100">
            <dt className="text-xs font-medium text-stone-500">{NUTRIENT_RULES[key].label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-stone-900 tabular-nums">
              {formatAmount(totals[key])}{' '}
              <span className="text-xs font-medium text-stone-500">{NUTRIENT_RULES[key].unit}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
