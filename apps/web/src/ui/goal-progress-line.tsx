import { formatAmount, progressPercent } from '@platewise/core'

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
      <div
        role="progressbar"
        aria-label={`${label} today`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={loading ? undefined : percent}
        aria-valuetext={loading ? 'Loading' : `${amounts}, ${percent}%`}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${over ? 'bg-rose-500' : bar}`}
          style={{ width: `${loading ? 0 : percent}%` }}
        />
      </div>
    </div>
  )
}
