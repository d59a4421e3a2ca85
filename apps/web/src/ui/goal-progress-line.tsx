import { formatAmount, progressPercent } from '@platewise/core'
import { ProgressBar } from './progress-bar'

/**
 * One goal's progress today: the label, intake / goal in its unit, and a bar
 * that stops at 100% (§9). Over a calorie goal the bar turns to a warning
 * colour, as on the overview's cards.
 */
export function GoalProgressLine({
  label,
  intake,
  goal,
  unit,
  loading = false,
  over = false,
  bar = 'bg-brand-600',
}: {
  label: string
  intake: number
  goal: number
  unit: string
  loading?: boolean
  /** Past a goal that is a ceiling (calories) */
  over?: boolean
  /** Tailwind background class of the bar */
  bar?: string
}) {
  const percent = progressPercent(intake, goal)
  const amounts = `${formatAmount(intake)} / ${formatAmount(goal, unit)}`
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-stone-700">{label}</span>
        <span className="text-stone-900 tabular-nums">{loading ? '…' : amounts}</span>
      </div>
      <ProgressBar
        label={`${label} today`}
        percent={loading ? undefined : percent}
        valueText={loading ? 'Loading' : `${amounts}, ${percent}%`}
        fill={over ? 'bg-rose-500' : bar}
        className="mt-1.5"
      />
    </div>
  )
}
