import { calendarGrid, MONTH_NAMES, parseIsoDate, todayIso } from '@platewise/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useUserId } from '../../app/auth-context'
import { mealQueries } from '../meals/meal.queries'
import { FeedCard } from './feed-card'

type Cell = ReturnType<typeof calendarGrid>[number]

const WEEKDAYS = ['M', 'T', 'W', 'T', 'F', 'S', 'S']

function describe(cell: Cell): { text: string; tile: string } {
  if (cell.calories_met && cell.protein_met) {
    return { text: 'both goals met', tile: 'bg-brand-600 font-semibold text-white' }
  }
  if (cell.calories_met || cell.protein_met) {
    const which = cell.calories_met ? 'calorie' : 'protein'
    return { text: `${which} goal met`, tile: 'bg-amber-300 font-semibold text-amber-950' }
  }
  if (cell.has_data) return { text: 'logged, goals not met', tile: 'bg-stone-200 text-stone-800' }
  return { text: 'no meals logged', tile: 'text-stone-600' }
}

const shift = ({ year, month }: { year: number; month: number }, by: 1 | -1) => {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/**
 * The feed's month calendar (§2 Feed), Monday first like the profile's: which
 * days have meals and which met their goals, month by month. §8 Other: a
 * month that cannot be loaded shows as empty.
 */
export function MonthCalendar({ className = '' }: { className?: string }) {
  const userId = useUserId()
  const today = todayIso()
  const current = parseIsoDate(today)
  const [shown, setShown] = useState({ year: current.year, month: current.month })
  const calendar = useQuery({
    ...mealQueries.calendar(userId, shown.year, shown.month),
    placeholderData: keepPreviousData,
  })
  // another month's days (the one on screen while this one loads) match none of these cells
  const cells = calendarGrid(shown.year, shown.month, calendar.data?.days ?? [])
  const atCurrentMonth = shown.year === current.year && shown.month === current.month
  const title = `${MONTH_NAMES[shown.month - 1]} ${shown.year}`

  return (
    <FeedCard label="Month calendar" className={`p-4 ${className}`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-stone-900" aria-live="polite">
          {title}
        </h2>
        <div className="flex gap-1">
          <MonthButton label="Previous month" onClick={() => setShown(shift(shown, -1))}>
            <ChevronLeft className="size-4" aria-hidden />
          </MonthButton>
          <MonthButton
            label="Next month"
            disabled={atCurrentMonth}
            onClick={() => setShown(shift(shown, 1))}
          >
            <ChevronRight className="size-4" aria-hidden />
          </MonthButton>
        </div>
      </div>

      <div
        aria-hidden
        className="mt-3 grid grid-cols-7 text-center text-[0.6875rem] text-stone-400"
      >
        {WEEKDAYS.map((day, index) => (
          <span key={index}>{day}</span>
        ))}
      </div>
      <ol
        aria-label={`Days of ${title}`}
        aria-busy={calendar.isFetching}
        className="mt-1 grid grid-cols-7 gap-1 text-center text-xs"
      >
        {cells.map((cell) => {
          if (!cell.inMonth) return <li key={cell.date} aria-hidden className="aspect-square" />
          const { text, tile } = describe(cell)
          const isToday = cell.date === today
          return (
            <li
              key={cell.date}
              className={`grid aspect-square place-items-center rounded-lg ${tile} ${
                isToday ? 'ring-2 ring-brand-600 ring-offset-1' : ''
              }`}
            >
              <span aria-hidden>{cell.day}</span>
              <span className="sr-only">
                {`${MONTH_NAMES[shown.month - 1]} ${cell.day}${isToday ? ' (today)' : ''}: ${text}`}
              </span>
            </li>
          )
        })}
      </ol>

      <ul
        aria-label="Legend"
        className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-[0.6875rem] text-stone-600"
      >
        <Legend swatch="bg-brand-600">Goals met</Legend>
        <Legend swatch="bg-amber-300">One goal</Legend>
        <Legend swatch="bg-stone-200">Logged</Legend>
      </ul>
    </FeedCard>
  )
}

function MonthButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string
  disabled?: boolean
  onClick(): void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-lg text-stone-600 ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  )
}

function Legend({ swatch, children }: { swatch: string; children: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden className={`size-2.5 rounded-sm ${swatch}`} />
      {children}
    </li>
  )
}
