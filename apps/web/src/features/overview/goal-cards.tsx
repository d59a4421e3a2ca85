import { progressPercent, type DailySummary } from '@platewise/core'
import { Beef, Flame, Target, type LucideIcon } from 'lucide-react'

type Tone = 'brand' | 'amber'

const TONES: Record<Tone, { icon: string; bar: string }> = {
  brand: { icon: 'bg-brand-50 text-brand-700', bar: 'bg-brand-600' },
  amber: { icon: 'bg-amber-50 text-amber-700', bar: 'bg-amber-400' },
}

const formatNumber = (value: number) => Math.round(value).toLocaleString('en-US')

/** One of the overview's number cards, with a bar that never runs past 100% (§9). */
export function GoalCard({
  label,
  value,
  detail,
  percent,
  Icon,
  tone = 'brand',
}: {
  label: string
  value: string
  detail: string
  percent: number
  Icon: LucideIcon
  tone?: Tone
}) {
  return (
    <section
      aria-label={label}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-stone-600">{label}</h2>
        <span className={`grid size-8 shrink-0 place-items-center rounded-xl ${TONES[tone].icon}`}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="mt-3 text-xl font-bold tracking-tight text-stone-900 tabular-nums sm:text-2xl">
        {value}
      </p>
      <p className="mt-0.5 text-xs text-stone-500 sm:text-sm">{detail}</p>
      <div
        role="progressbar"
        aria-label={`${label} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-2 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${TONES[tone].bar}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  )
}

/** Calories eaten against the goal. */
export function CaloriesCard({ intake, goal }: { intake: number; goal: number }) {
  return (
    <GoalCard
      label="Calories"
      value={formatNumber(intake)}
      detail={`of ${formatNumber(goal)} kcal goal`}
      percent={progressPercent(intake, goal)}
      Icon={Flame}
    />
  )
}

/** Protein eaten against the goal. */
export function ProteinCard({ intake, goal }: { intake: number; goal: number }) {
  return (
    <GoalCard
      label="Protein"
      value={`${formatNumber(intake)}g`}
      detail={`of ${formatNumber(goal)}g goal`}
      percent={progressPercent(intake, goal)}
      Icon={Beef}
    />
  )
}

/** The four cards of §2: intake of calories and protein, and what is left of each goal. */
export function GoalCards({ summary }: { summary: DailySummary }) {
  const caloriesLeft = summary.calories_goal - summary.total_calories
  const proteinLeft = summary.protein_goal - summary.total_protein
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <CaloriesCard intake={summary.total_calories} goal={summary.calories_goal} />
      <ProteinCard intake={summary.total_protein} goal={summary.protein_goal} />
      <GoalCard
        label="Calories Remaining"
        value={formatNumber(Math.max(0, caloriesLeft))}
        detail={
          caloriesLeft < 0
            ? `${formatNumber(-caloriesLeft)} kcal over your goal`
            : 'kcal left today'
        }
        percent={progressPercent(caloriesLeft, summary.calories_goal)}
        Icon={Target}
        tone="amber"
      />
      <GoalCard
        label="Protein Remaining"
        value={`${formatNumber(Math.max(0, proteinLeft))}g`}
        detail={proteinLeft <= 0 ? 'Protein goal reached' : 'protein left today'}
        percent={progressPercent(proteinLeft, summary.protein_goal)}
        Icon={Target}
        tone="amber"
      />
    </div>
  )
}
