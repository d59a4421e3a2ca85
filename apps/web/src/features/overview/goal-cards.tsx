import { formatAmount, progressPercent, type DailySummary } from '@platewise/core'
import { Beef, Flame, Target, TriangleAlert, type LucideIcon } from 'lucide-react'
import { ProgressBar } from '../../ui/progress-bar'

type Tone = 'brand' | 'amber' | 'over'

const TONES: Record<Tone, { icon: string; bar: string }> = {
  brand: { icon: 'bg-brand-50 text-brand-700', bar: 'bg-brand-600' },
  amber: { icon: 'bg-amber-50 text-amber-700', bar: 'bg-amber-400' },
  // past the calorie goal: a warning, not the calm colours of progress
  over: { icon: 'bg-rose-50 text-rose-600', bar: 'bg-rose-500' },
}

// '−400 kcal', with a true minus sign, for what is left when the goal was passed
const negative = (value: number, unit: string) => `\u2212${formatAmount(value, unit)}`

/** One of the overview's number cards, with a bar that never runs past 100% (§9). */
export function GoalCard({
  label,
  value,
  detail,
  percent,
  Icon,
  tone = 'brand',
  valueText,
  warning,
  alarming = false,
}: {
  label: string
  value: string
  detail: string
  percent: number
  Icon: LucideIcon
  tone?: Tone
  /** What a screen reader hears for the bar when the percent alone would mislead */
  valueText?: string
  /** A line under the bar, for a goal that was passed */
  warning?: string
  /** The value and detail in the warning colour, for a figure that is itself the bad news */
  alarming?: boolean
}) {
  const look = TONES[tone]
  return (
    <section
      aria-label={label}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-stone-600">{label}</h2>
        <span className={`grid size-8 shrink-0 place-items-center rounded-xl ${look.icon}`}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p
        className={`mt-3 text-xl font-bold tracking-tight tabular-nums sm:text-2xl ${alarming ? 'text-rose-700' : 'text-stone-900'}`}
      >
        {value}
      </p>
      <p
        className={`mt-0.5 text-xs sm:text-sm ${alarming ? 'font-medium text-rose-700' : 'text-stone-500'}`}
      >
        {detail}
      </p>
      <ProgressBar
        label={`${label} progress`}
        percent={percent}
        valueText={valueText}
        fill={look.bar}
        className="mt-4"
      />
      {warning && (
        <p className="mt-2 inline-flex items-center gap-1 text-xs font-semibold text-rose-700">
          <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
          {warning}
        </p>
      )}
    </section>
  )
}

/** Calories eaten against the goal; past the goal the bar turns to a warning and says by how much. */
export function CaloriesCard({ intake, goal }: { intake: number; goal: number }) {
  const over = goal > 0 && intake > goal ? intake - goal : 0
  return (
    <GoalCard
      label="Calories"
      value={formatAmount(intake, 'kcal')}
      detail={`of ${formatAmount(goal, 'kcal')} goal`}
      percent={progressPercent(intake, goal)}
      Icon={Flame}
      tone={over > 0 ? 'over' : 'brand'}
      valueText={
        over > 0
          ? `${formatAmount(Math.round((intake * 100) / goal))}% of goal, ${formatAmount(over, 'kcal')} over`
          : undefined
      }
      warning={over > 0 ? `${formatAmount(over, 'kcal')} over goal` : undefined}
    />
  )
}

/** Protein eaten against the goal. */
export function ProteinCard({ intake, goal }: { intake: number; goal: number }) {
  return (
    <GoalCard
      label="Protein"
      value={formatAmount(intake, 'g')}
      detail={`of ${formatAmount(goal, 'g')} goal`}
      percent={progressPercent(intake, goal)}
      Icon={Beef}
    />
  )
}

/** The four cards of §2: intake of calories and protein, and what is left of each goal. */
export function GoalCards({ summary }: { summary: DailySummary }) {
  const caloriesLeft = summary.calories_goal - summary.total_calories
  const proteinLeft = summary.protein_goal - summary.total_protein
  const caloriesOver = caloriesLeft < 0
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <CaloriesCard intake={summary.total_calories} goal={summary.calories_goal} />
      <ProteinCard intake={summary.total_protein} goal={summary.protein_goal} />
      <GoalCard
        label="Calories Remaining"
        value={caloriesOver ? negative(-caloriesLeft, 'kcal') : formatAmount(caloriesLeft, 'kcal')}
        detail={
          caloriesOver ? `${formatAmount(-caloriesLeft, 'kcal')} over your goal` : 'left today'
        }
        percent={progressPercent(caloriesLeft, summary.calories_goal)}
        Icon={Target}
        tone={caloriesOver ? 'over' : 'amber'}
        alarming={caloriesOver}
      />
      <GoalCard
        label="Protein Remaining"
        value={formatAmount(Math.max(0, proteinLeft), 'g')}
        detail={proteinLeft <= 0 ? 'Protein goal reached' : 'protein left today'}
        percent={progressPercent(proteinLeft, summary.protein_goal)}
        Icon={Target}
        tone="amber"
      />
    </div>
  )
}
