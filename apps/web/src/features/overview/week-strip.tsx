import {
  DAY_OUTCOME_LABELS,
  dayOfWeek,
  describeAverageDeficit,
  TODAY_IN_PROGRESS_NOTE,
  formatLongDate,
  parseIsoDate,
  shiftWeek,
  WEEKDAY_NAMES,
  weekProgress,
  MONTH_NAMES,
  type IsoDate,
  type WeekDay,
} from '@platewise/core'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { DAY_OUTCOME_LOOK, DAY_OUTCOMES } from '../../ui/day-outcome-look'
import { LegendItem } from '../../ui/legend-item'
import { useWeekSummaries } from './overview-queries'

// days still to come: an outline instead of a faded disc, whose number could not be read
const FUTURE_DOT = 'border border-dashed border-stone-300 text-stone-500'

const shortMonth = (date: IsoDate) => MONTH_NAMES[parseIsoDate(date).month - 1]!.slice(0, 3)
const dayNumber = (date: IsoDate) => parseIsoDate(date).day

/** 'May 3 – 9' or 'May 31 – Jun 6'. */
function weekLabel(start: IsoDate, end: IsoDate) {
  const endMonth = shortMonth(end) === shortMonth(start) ? '' : `${shortMonth(end)} `
  return `${shortMonth(start)} ${dayNumber(start)} – ${endMonth}${dayNumber(end)}`
}

/** The Weekly Progress strip of §2: a Sunday-start week, one status per day. */
export function WeekStrip({
  weekStart,
  today,
  currentWeekStart,
  onWeekChange,
}: {
  weekStart: IsoDate
  today: IsoDate
  currentWeekStart: IsoDate
  onWeekChange: (weekStart: IsoDate) => void
}) {
  const week = useWeekSummaries(weekStart)
  const progress = weekProgress(weekStart, week.data ?? [], today)
  const loading = week.isPending
  const atCurrentWeek = weekStart >= currentWeekStart

  return (
    <section
      aria-labelledby="week-strip-title"
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="week-strip-title" className="text-base font-semibold text-stone-900">
            Weekly Progress
          </h2>
          <p className="text-sm text-stone-500">
            {weekLabel(progress.week_start, progress.week_end)}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label="Previous week"
            onClick={() => onWeekChange(shiftWeek(weekStart, -1))}
            className="grid size-9 place-items-center rounded-xl text-stone-600 ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronLeft className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label="Next week"
            disabled={atCurrentWeek}
            onClick={() => onWeekChange(shiftWeek(weekStart, 1))}
            className="grid size-9 place-items-center rounded-xl text-stone-600 ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent"
          >
            <ChevronRight className="size-4" aria-hidden />
          </button>
        </div>
      </div>

      <ol
        aria-label="Days of the week"
        aria-busy={loading || week.isPlaceholderData}
        className="mt-4 grid grid-cols-7 gap-1.5 sm:gap-3"
      >
        {progress.days.map((day) => (
          <DayCell key={day.date} day={day} loading={loading} />
        ))}
      </ol>

      <ul
        aria-label="Legend"
        className="mt-4 mb-4 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-stone-600"
      >
        <LegendItem swatch={DAY_OUTCOME_LOOK.met.swatch}>{DAY_OUTCOME_LABELS.met}</LegendItem>
        <LegendItem swatch="bg-white ring-2 ring-brand-600 ring-offset-1">Today</LegendItem>
        {DAY_OUTCOMES.filter((outcome) => outcome !== 'met').map((outcome) => (
          <LegendItem key={outcome} swatch={DAY_OUTCOME_LOOK[outcome].swatch}>
            {DAY_OUTCOME_LABELS[outcome]}
          </LegendItem>
        ))}
      </ul>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-4 text-sm">
        <div>
          <p className="font-medium text-stone-800">
            {loading
              ? 'Loading week...'
              : describeAverageDeficit(
                  progress.average_deficit,
                  progress.includes_today ? 'this week' : 'that week',
                )}
          </p>
          {progress.includes_today && !loading && (
            <p className="text-xs text-stone-500">{TODAY_IN_PROGRESS_NOTE}</p>
          )}
        </div>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          {progress.logged_label}
        </p>
      </div>
    </section>
  )
}

function DayCell({ day, loading }: { day: WeekDay; loading: boolean }) {
  const label = DAY_OUTCOME_LABELS[day.status]
  const weekday = WEEKDAY_NAMES[dayOfWeek(day.date)]!
  return (
    <li
      title={`${weekday}: ${day.is_today ? `${label}, in progress` : label}`}
      className={`flex flex-col items-center gap-1.5 rounded-xl py-2 ${day.is_today ? 'bg-brand-50' : ''}`}
    >
      <span className="text-[11px] font-semibold tracking-wide text-stone-500 uppercase">
        {weekday.slice(0, 3)}
      </span>
      <span
        aria-hidden
        className={`grid size-9 place-items-center rounded-full text-sm font-semibold sm:size-10 ${
          loading
            ? 'animate-pulse bg-stone-100 text-transparent'
            : day.is_future
              ? FUTURE_DOT
              : DAY_OUTCOME_LOOK[day.status].disc
        } ${day.is_today ? 'ring-2 ring-brand-600 ring-offset-2' : ''}`}
      >
        {dayNumber(day.date)}
      </span>
      <span className="sr-only">
        {formatLongDate(day.date)}
        {day.is_today ? ', today, in progress' : ''}: {loading ? 'loading' : label}
      </span>
    </li>
  )
}
