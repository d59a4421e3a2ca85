import { formatAmount } from '@platewise/core'
import { Check, Flame } from 'lucide-react'
import {
  type DayStatus,
  type MealType,
  type NutrientLabel,
  sampleDay,
  sampleMeals,
  sampleNutrients,
  sampleWeek,
} from './sample-data'

// Badge colours match the Meal Inputs screen so the demo looks like the real product.
const mealBadge: Record<MealType, string> = {
  breakfast: 'bg-yellow-100 text-yellow-800',
  lunch: 'bg-green-100 text-green-800',
  dinner: 'bg-blue-100 text-blue-800',
  snack: 'bg-purple-100 text-purple-800',
}

const nutrientBar: Record<NutrientLabel, string> = {
  Carbs: 'bg-sky-400',
  Fat: 'bg-rose-400',
  Fiber: 'bg-lime-500',
}

const dayStatusLabel: Record<DayStatus, string> = {
  met: 'goals met',
  partial: 'partial',
  today: 'today',
  none: 'no data',
}

/** A static picture of the Daily Overview, built from sample figures. */
export function DemoDashboard() {
  return (
    <figure
      aria-label="Sample Platewise daily overview"
      className="relative w-full rounded-3xl border border-stone-200 bg-white p-4 shadow-xl shadow-stone-900/10 sm:p-6 lg:pb-12"
    >
      <figcaption className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-stone-900">
            Good evening, {sampleDay.firstName}
          </p>
          <p className="text-sm text-stone-500">{sampleDay.dateLabel}</p>
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800">
          <Flame className="size-3.5" aria-hidden="true" />
          {sampleDay.streakDays}-day streak
        </span>
      </figcaption>

      <div className="mt-5 grid grid-cols-2 gap-3">
        <GoalTile
          label="Calories"
          amount={sampleDay.calories.amount}
          goal={sampleDay.calories.goal}
          unit="kcal"
          barClass="bg-brand-500"
        />
        <GoalTile
          label="Protein"
          amount={sampleDay.protein.amount}
          goal={sampleDay.protein.goal}
          unit="g"
          barClass="bg-amber-400"
        />
      </div>

      <WeeklyStrip />

      <div className="mt-5 grid grid-cols-3 gap-3">
        {sampleNutrients.map((nutrient) => (
          <div key={nutrient.label}>
            <div className="flex items-baseline justify-between gap-1 text-xs">
              <span className="font-medium text-stone-600">{nutrient.label}</span>
              <span className="text-stone-500">{formatAmount(nutrient.amount, nutrient.unit)}</span>
            </div>
            <ProgressBar
              value={nutrient.amount / nutrient.goal}
              barClass={nutrientBar[nutrient.label]}
              className="mt-1.5 h-1.5"
            />
          </div>
        ))}
      </div>

      <div className="mt-5 border-t border-stone-100 pt-4">
        <p className="text-sm font-semibold text-stone-900">Today’s meals</p>
        <ul className="mt-2 divide-y divide-stone-100">
          {sampleMeals.map((meal) => (
            <li key={meal.type} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-800">{meal.description}</p>
                <p className="mt-1 flex items-center gap-2 text-xs text-stone-500">
                  <span
                    className={`rounded-full px-2 py-0.5 font-semibold capitalize ${mealBadge[meal.type]}`}
                  >
                    {meal.type}
                  </span>
                  {meal.time}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="text-sm font-semibold text-stone-900">
                  {formatAmount(meal.calories, 'kcal')}
                </p>
                <p className="text-xs text-stone-500">{formatAmount(meal.protein, 'g')} protein</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  )
}

interface GoalTileProps {
  label: string
  amount: number
  goal: number
  unit: string
  barClass: string
}

function GoalTile({ label, amount, goal, unit, barClass }: GoalTileProps) {
  return (
    <div className="rounded-2xl bg-stone-50 p-3 sm:p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight text-stone-900 tabular-nums">
        {formatAmount(amount)}
        <span className="sr-only"> {unit}</span>
      </p>
      <p className="text-xs text-stone-500">of {formatAmount(goal, unit)}</p>
      <ProgressBar value={amount / goal} barClass={barClass} className="mt-3 h-2" />
      <p className="mt-1.5 text-xs font-medium text-stone-600">
        {formatAmount(goal - amount, unit)} left
      </p>
    </div>
  )
}

function WeeklyStrip() {
  return (
    <div className="mt-5">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-stone-900">Weekly progress</p>
        <p className="text-xs text-stone-500">{sampleDay.daysLogged}/7 days logged</p>
      </div>
      <ol className="mt-3 grid grid-cols-7 gap-1">
        {sampleWeek.map((day) => (
          <li key={day.name} className="flex flex-col items-center gap-1.5">
            <span className="text-xs font-medium text-stone-500" aria-hidden="true">
              {day.name.charAt(0)}
            </span>
            <DayDot status={day.status} />
            <span className="sr-only">
              {day.name}: {dayStatusLabel[day.status]}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-stone-500">
        Averaging{' '}
        <span className="font-semibold text-brand-700">
          {formatAmount(sampleDay.averageDeficit, 'kcal')} under
        </span>{' '}
        your goal this week
      </p>
    </div>
  )
}

function DayDot({ status }: { status: DayStatus }) {
  const base = 'flex size-7 items-center justify-center rounded-full sm:size-8'
  switch (status) {
    case 'met':
      return (
        <span className={`${base} bg-brand-500 text-white`} aria-hidden="true">
          <Check className="size-4" strokeWidth={3} />
        </span>
      )
    case 'partial':
      return <span className={`${base} border-2 border-amber-400 bg-amber-50`} aria-hidden="true" />
    case 'today':
      return (
        <span
          className={`${base} border-2 border-brand-500 bg-brand-50 ring-4 ring-brand-100`}
          aria-hidden="true"
        />
      )
    case 'none':
      return <span className={`${base} bg-stone-100`} aria-hidden="true" />
  }
}

interface ProgressBarProps {
  /** Fraction of the goal, 0 to 1. */
  value: number
  barClass: string
  className: string
}

// Decorative: the figures next to every bar already say what it shows.
function ProgressBar({ value, barClass, className }: ProgressBarProps) {
  const percent = Math.min(100, Math.round(value * 100))
  return (
    <div className={`overflow-hidden rounded-full bg-stone-200/80 ${className}`} aria-hidden="true">
      <div className={`h-full rounded-full ${barClass}`} style={{ width: `${percent}%` }} />
    </div>
  )
}
