import {
  calendarGrid,
  DAY_OUTCOME_LABELS,
  dayOutcome,
  MONTH_NAMES,
  parseIsoDate,
  todayIso,
  WEEKDAY_NAMES,
} from '@platewise/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useUserId } from '../../lib/auth-context'
import { DAY_OUTCOME_LOOK, DAY_OUTCOMES } from '../../ui/day-outcome-look'
import { LegendItem } from '../../ui/legend-item'
import { mealQueries } from '../../lib/meals/meal.queries'
import { IconBadge } from '../../ui/icon-badge'

// Monday first (§9); WEEKDAY_NAMES starts on Sunday
const WEEKDAYS_FROM_MONDAY = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]]

interface Month {
  year: number
  /** 1 to 12 */
  month: number
}

const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

const rowsOf = <T,>(cells: T[]) =>
  Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7))

/**
 * The Month Activity Calendar of the profile and the feed (§2, §9):
 * Monday-first rows, 35 cells or 42 when the month needs a sixth row
 * (docs/decisions/004), each day marked as the overview's week strip marks it.
 * Earlier months are a click away; the current month is the last. §8: a month
 * that cannot be loaded shows no data.
 */
export function ActivityCalendar({ className = '' }: { className?: string }) {
  const userId = useUserId()
  const today = todayIso()
  const { year, month } = parseIsoDate(today)
  const [shown, setShown] = useState<Month>({ year, month })
  const calendar = useQuery({
    ...mealQueries.calendar(userId, shown.year, shown.month),
    // the month on screen stays while the next loads, so the grid does not jump
    placeholderData: keepPreviousData,
  })
  const cells = calendarGrid(shown.year, shown.month, calendar.data ?? [])
  const atCurrentMonth = shown.year * 12 + shown.month >= year * 12 + month
  const monthLabelId = useId()
  const titleId = useId()

  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-stone-900">
        <IconBadge Icon={CalendarDays} tone="bg-violet-50 text-violet-700" />
        Month Activity
      </h2>

      <div className="mt-3 flex items-center justify-between gap-2">
        <MonthButton label="Previous month" onClick={() => setShown(shiftMonth(shown, -1))}>
          <ChevronLeft className="size-4" aria-hidden />
        </MonthButton>
        <p id={monthLabelId} aria-live="polite" className="text-sm font-semibold text-stone-800">
          {MONTH_NAMES[shown.month - 1]} {shown.year}
        </p>
        <MonthButton
          label="Next month"
          disabled={atCurrentMonth}
          onClick={() => setShown(shiftMonth(shown, 1))}
        >
          <ChevronRight className="size-4" aria-hidden />
        </MonthButton>
      </div>

      <table
        aria-labelledby={monthLabelId}
        aria-busy={calendar.isPending}
        className="mt-3 w-full table-fixed border-separate border-spacing-y-1 text-center text-sm"
      >
        <thead>
          <tr>
            {WEEKDAYS_FROM_MONDAY.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                aria-label={weekday}
                className="pb-1 text-[11px] font-semibold tracking-wide text-stone-500 uppercase"
              >
                {weekday.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsOf(cells).map((row) => (
            <tr key={row[0]!.date}>
              {row.map((cell) => {
                if (!cell.inMonth) {
                  // the months around: smaller rather than faint, so they stay readable (4.5:1)
                  return (
                    <td key={cell.date}>
                      <span
                        aria-hidden
                        className="mx-auto grid size-8 place-items-center text-xs text-stone-500"
                      >
                        {cell.day}
                      </span>
                    </td>
                  )
                }
                const outcome = dayOutcome(cell)
                const label = DAY_OUTCOME_LABELS[outcome]
                const isToday = cell.date === today
                return (
                  <td key={cell.date}>
                    <span
                      aria-hidden
                      title={label}
                      className={`mx-auto grid size-8 place-items-center rounded-full font-semibold tabular-nums ${
                        calendar.isPending
                          ? 'animate-pulse text-stone-400'
                          : outcome === 'none'
                            ? 'font-normal text-stone-700'
                            : DAY_OUTCOME_LOOK[outcome].disc
                      } ${isToday ? 'ring-2 ring-brand-700 ring-offset-1' : ''}`}
                    >
                      {cell.day}
                    </span>
                    {/* one run of text, so a screen reader reads '13, today: Goals Met' */}
                    <span className="sr-only">
                      {cell.day}
                      {isToday ? ', today' : ''}
                      {cell.has_data ? `: ${label}` : ''}
                    </span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <ul
        aria-label="Legend"
        className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 border-t border-stone-100 pt-3 text-xs text-stone-600"
      >
        {DAY_OUTCOMES.filter((outcome) => outcome !== 'none').map((outcome) => (
          <LegendItem key={outcome} swatch={DAY_OUTCOME_LOOK[outcome].swatch}>
            {DAY_OUTCOME_LABELS[outcome]}
          </LegendItem>
        ))}
        <LegendItem swatch="bg-white ring-2 ring-brand-700">Today</LegendItem>
      </ul>
    </section>
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
      className="grid size-9 place-items-center rounded-xl text-stone-600 ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  )
}
