import { isValidIsoDate, todayIso } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { ArrowDown, UtensilsCrossed } from 'lucide-react'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useUserId } from '../../lib/auth-context'
import { errorMessage } from '../../lib/api-error'
import { TextField } from '../../ui/text-field'
import { AddMealForm } from './add-meal-form'
import { AnalysisPanel } from './analysis-panel'
import { CopyYesterday } from './copy-yesterday'
import { mealsAndCalories } from './meals-and-calories'
import { DailySummaryCard } from './daily-summary-card'
import { FlashToast } from '../../ui/flash-toast'
import { MealList } from './meal-list'
import { mealQueries } from '../../lib/meals/meal.queries'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { useFlashMessage } from '../../hooks/use-flash-message'
import { COPY_FEEDBACK, MEAL_FEEDBACK, useUndoCopy } from '../../lib/meals/use-meal-mutations'

const DAY_MEALS_ID = 'day-meals'

// Below the large breakpoint the day's meals sit under the form, a few screens
// down on a phone: the page offers a way there, from its top and from the
// message after an add. From lg up the list is beside the form and these hide.
const BELOW_LG = 'lg:hidden'

/** Meal Inputs (§2): log meals for any day and look after the ones logged. */
export function MealInputsPage() {
  const [date, setDate] = useState(() => todayIso())
  const [analysed, setAnalysed] = useState<LoggedMeal | null>(null)
  // the meals the last 'Copy yesterday' logged, which its message can undo
  const [copied, setCopied] = useState<LoggedMeal[]>([])
  const undoCopy = useUndoCopy()
  const flash = useFlashMessage()
  const meals = useQuery(mealQueries.day(useUserId(), date))
  const dayMealsRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  function changeDate(value: string) {
    // a cleared or half-typed date keeps the day on screen
    if (!isValidIsoDate(value)) return
    setDate(value)
    setAnalysed(null)
    // a copy is undone from its own day
    setCopied([])
  }

  // Scrolls to a part of the page and moves focus to its heading, so a screen reader says where it is.
  function showPart(part: HTMLElement | null) {
    const heading = part?.querySelector<HTMLElement>('h2')
    if (!part || !heading) return
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    part.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' })
    heading.tabIndex = -1
    heading.focus({ preventScroll: true })
  }

  const showDayMeals = () => showPart(dayMealsRef.current)

  // Adjust on an analysed meal in the list opens what was understood of it.
  function adjust(meal: LoggedMeal) {
    flushSync(() => setAnalysed(meal))
    showPart(panelRef.current)
  }

  const dayMeals = meals.data ?? []
  // the day's list has the meal as it is now: a correction, or an Edit with
  // numbers typed by hand (which leaves nothing analysed to correct)
  const understood = analysed && (dayMeals.find((meal) => meal.id === analysed.id) ?? analysed)
  const justAdded =
    flash.message?.text === MEAL_FEEDBACK.added || flash.message?.text.startsWith('Added "')
  const justCopied =
    copied.length > 0 && flash.message?.text === COPY_FEEDBACK.copied(copied.length)
  const today = todayIso()

  function undo() {
    if (undoCopy.isPending) return
    undoCopy.mutate(copied, {
      onSuccess: () => {
        setCopied([])
        flash.show(COPY_FEEDBACK.undone)
      },
      onError: (error) => flash.show(errorMessage(error, COPY_FEEDBACK.undoFailed)),
    })
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">Meal Inputs</h1>
          <p className="mt-1 text-sm text-stone-600">
            Log what you eat by describing it, or enter the numbers yourself.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:items-end lg:flex-row-reverse">
          <TextField
            label="Date"
            type="date"
            value={date}
            onChange={(event) => changeDate(event.target.value)}
            className="sm:w-52"
          />
          {date === today && (
            <CopyYesterday
              today={today}
              copied={copied}
              onCopied={setCopied}
              onUndo={undo}
              undoing={undoCopy.isPending}
              onMessage={flash.show}
            />
          )}
        </div>
      </header>

      {dayMeals.length > 0 && (
        <a
          href={`#${DAY_MEALS_ID}`}
          onClick={(event) => {
            event.preventDefault()
            showDayMeals()
          }}
          className={`${BELOW_LG} -mt-2 flex items-center gap-2.5 rounded-2xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
        >
          <UtensilsCrossed className="size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="min-w-0 flex-1 font-medium text-stone-900 tabular-nums">
            {mealsAndCalories(dayMeals)}
          </span>
          <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700">
            Jump to meals
            <ArrowDown className="size-4" aria-hidden />
          </span>
        </a>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="space-y-6">
          <AddMealForm date={date} onMessage={flash.show} onAnalysed={setAnalysed} />
          {understood?.analysis && (
            <div ref={panelRef} className="scroll-mt-24 sm:scroll-mt-4">
              <AnalysisPanel
                key={understood.id}
                meal={understood}
                analysis={understood.analysis}
                onDismiss={() => setAnalysed(null)}
                onSaved={setAnalysed}
                onMessage={flash.show}
              />
            </div>
          )}
        </div>

        <div className="space-y-6">
          {dayMeals.length > 0 && <DailySummaryCard date={date} meals={dayMeals} />}
          {/* on a phone the message drops in at the top: the heading lands below it */}
          <div id={DAY_MEALS_ID} ref={dayMealsRef} className="scroll-mt-24 sm:scroll-mt-4">
            <MealList
              key={date}
              date={date}
              meals={meals}
              onMessage={flash.show}
              onDeleted={(meal) => setAnalysed((shown) => (shown?.id === meal.id ? null : shown))}
              onAdjust={adjust}
            />
          </div>
        </div>
      </div>

      <FlashToast
        message={flash.message}
        onDismiss={flash.clear}
        onHold={flash.hold}
        action={
          justCopied
            ? { label: 'Undo', onClick: undo }
            : justAdded
              ? {
                  label: 'View meals',
                  onClick: () => {
                    flash.clear()
                    showDayMeals()
                  },
                  className: BELOW_LG,
                }
              : undefined
        }
      />
    </div>
  )
}
