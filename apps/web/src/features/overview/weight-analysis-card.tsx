import {
  describeWeeklyAnalysis,
  formatAmount,
  formatMeasure,
  latestTrend,
  MONTH_NAMES,
  parseIsoDate,
  TODAY_IN_PROGRESS_NOTE,
  weeklyAnalysis,
  weightTrend,
  type IsoDate,
  type WeeklyAnalysis,
} from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { Minus, Scale, TrendingDown, TrendingUp } from 'lucide-react'
import { useUnitSystem } from '../../lib/account/preferences'
import { useUserId } from '../../lib/auth-context'
import { weightQueries } from '../../lib/weights/weights-api'
import { useLastSevenDays } from './overview-queries'

const DIRECTION = {
  lose: { verb: 'Lose', Icon: TrendingDown },
  gain: { verb: 'Gain', Icon: TrendingUp },
  maintain: { verb: 'Maintain', Icon: Minus },
} as const

/**
 * The average as a label and a value: 'Average deficit, last 7 days' / '167
 * kcal/day'. The week strip has an average of its own week beside it, so this
 * one names its window.
 */
function describeAverage(average: number | null) {
  const kind =
    average === null || average === 0
      ? 'Average daily balance'
      : average > 0
        ? 'Average deficit'
        : 'Average surplus'
  const value = average === null ? '—' : formatAmount(Math.abs(average), 'kcal/day')
  return { label: `${kind}, last 7 days`, value }
}

/** '12 days', '1 week', '6 weeks' */
function formatOutlook(display: WeeklyAnalysis['display']) {
  if (!display) return '—'
  const unit = display.value === 1 ? display.unit.slice(0, -1) : display.unit
  return `${display.value} ${unit}`
}

/** 'November 28' */
const dayAndMonth = (date: IsoDate) => {
  const { month, day } = parseIsoDate(date)
  return `${MONTH_NAMES[month - 1]} ${day}`
}

/**
 * The weight the analysis reads (issue 27): the trend at the latest weigh-in,
 * which one day's water and salt do not move, or the profile's before any.
 */
function useAnalysedWeight(profileWeight: number, today: IsoDate) {
  const history = useQuery(weightQueries.history(useUserId(), today))
  const latest = latestTrend(weightTrend(history.data ?? []))
  return latest
    ? {
        weight: latest.trend,
        note: `Your trend weight, from your weigh-ins up to ${dayAndMonth(latest.date)}.`,
      }
    : {
        weight: profileWeight,
        note: 'Your profile’s weight: log your weight to follow your trend.',
      }
}

/**
 * Weight Progress Analysis (§2, §9): the last 7 days' pace toward the target
 * weight, from the trend weight when there are weigh-ins, shown in the person's units.
 */
export function WeightAnalysisCard({
  weight,
  targetWeight,
  today,
}: {
  weight: number
  targetWeight: number
  today: IsoDate
}) {
  const units = useUnitSystem()
  const analysed = useAnalysedWeight(weight, today)
  const lastWeek = useLastSevenDays(today)
  const analysis = weeklyAnalysis({
    summaries: lastWeek.data ?? [],
    today,
    weight: analysed.weight,
    targetWeight,
  })
  const { verb, Icon } = DIRECTION[analysis.direction]
  const loading = lastWeek.isPending
  const average = describeAverage(analysis.average_deficit)

  return (
    <section
      aria-labelledby="weight-analysis-title"
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <span className="grid size-8 place-items-center rounded-xl bg-amber-100 text-amber-700">
          <Scale className="size-4" aria-hidden />
        </span>
        <h2 id="weight-analysis-title" className="text-base font-semibold text-stone-900">
          Weight Progress Analysis
        </h2>
      </div>

      <div className="mt-4 flex items-center justify-between rounded-xl bg-stone-50 px-4 py-3">
        <p className="text-sm text-stone-600">
          <span className="font-semibold text-stone-900">
            {formatMeasure('weight', analysed.weight, units)}
          </span>{' '}
          →{' '}
          <span className="font-semibold text-stone-900">
            {formatMeasure('weight', targetWeight, units)}
          </span>
        </p>
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-amber-700">
          <Icon className="size-4" aria-hidden />
          {analysis.direction === 'maintain'
            ? verb
            : `${verb} ${formatMeasure('weight', analysis.pounds_to_change, units)}`}
        </p>
      </div>
      <p className="mt-2 text-xs text-stone-500">{analysed.note}</p>

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-medium text-stone-500">{average.label}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-stone-900 tabular-nums">
            {loading ? '…' : average.value}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-stone-500">Time to target</dt>
          <dd className="mt-0.5 text-lg font-semibold text-stone-900 tabular-nums">
            {loading ? '…' : formatOutlook(analysis.display)}
          </dd>
        </div>
      </dl>

      <p className="mt-4 text-sm text-stone-600">
        {loading ? 'Looking at your last 7 days...' : describeWeeklyAnalysis(analysis)}
      </p>
      <p className="mt-auto pt-3 text-xs text-stone-500">
        Based on {analysis.logged_days} of the last 7 days. {TODAY_IN_PROGRESS_NOTE}
      </p>
    </section>
  )
}
