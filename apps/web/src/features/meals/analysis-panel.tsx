import {
  formatNutrient,
  NUTRIENT_RULES,
  chooseFoundFood,
  removeItem,
  setHandEnteredCalories,
  setItemAmount,
  setItemSize,
  swapFood,
  type MealAnalysis,
} from '@platewise/core'
import { Sparkles } from 'lucide-react'
import { useId, useRef } from 'react'
import { flushSync } from 'react-dom'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { AnalysisItemRow } from './analysis-item-row'
import { HandEnteredRow } from './hand-entered-row'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { useMealCorrection } from './use-meal-correction'
import { MEAL_FEEDBACK } from '../../lib/meals/use-meal-mutations'
import { CloseButton } from '../../ui/close-button'

const TOTALS_SHOWN = ['protein', 'carbs', 'fat'] as const

interface AnalysisPanelProps {
  meal: LoggedMeal
  analysis: MealAnalysis
  onDismiss(): void
  /** The meal as the server saved the correction */
  onSaved(meal: LoggedMeal): void
  onMessage(text: string): void
}

/**
 * What the analyser understood of a typed meal (beyond the spec): each item,
 * the food it was matched to, its amount and calories, and the words it could
 * not place. The person can swap a food for an alternative, change an amount,
 * remove an item or give unplaced words their calories; the totals follow at
 * once, and Save changes corrects the logged meal.
 */
export function AnalysisPanel({
  meal,
  analysis,
  onDismiss,
  onSaved,
  onMessage,
}: AnalysisPanelProps) {
  const titleId = useId()
  const unmatchedId = useId()
  const panelRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const correction = useMealCorrection(meal, analysis, {
    onSaved: (saved) => {
      onSaved(saved)
      onMessage(MEAL_FEEDBACK.updated)
      // Save changes is disabled now that nothing differs: focus goes back to the top
      headingRef.current?.focus()
    },
  })
  const { draft, totals, saving, fieldErrors } = correction

  // Focus moves to the row that takes the removed one's place (else the one
  // before, else the panel's top), never lost to the page.
  function remove(key: string) {
    const index = draft.items.findIndex((item) => item.key === key)
    const next = draft.items[index + 1] ?? draft.items[index - 1]
    flushSync(() => correction.change((d) => removeItem(d, key)))
    const target = next
      ? panelRef.current?.querySelector<HTMLElement>(`[data-item-key="${next.key}"] [data-remove]`)
      : headingRef.current
    target?.focus()
  }

  function save() {
    if (correction.save()) return
    // what stops the save is shown; the first field with a problem takes focus
    const first = Object.keys(fieldErrors)[0]
    const field = first
      ? panelRef.current?.querySelector<HTMLElement>(
          `[data-item-key="${first}"] input, [data-hand-key="${first}"] input`,
        )
      : null
    field?.focus()
  }

  function discard() {
    correction.discard()
    headingRef.current?.focus()
  }

  return (
    <section
      ref={panelRef}
      aria-labelledby={titleId}
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-100">
          <Sparkles className="size-4.5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-stone-900 focus:outline-none"
          >
            What we understood
          </h2>
          <p className="mt-0.5 text-sm text-stone-600 wrap-anywhere">
            &ldquo;{meal.description}&rdquo; came to{' '}
            <strong className="font-semibold text-stone-900">
              {formatNutrient('calories', meal.calories)}
            </strong>
            .
          </p>
        </div>
        <CloseButton
          label="Dismiss what we understood"
          onClick={onDismiss}
          className="rounded-full text-stone-500 hover:bg-white hover:text-stone-800 focus-visible:outline-brand-700"
        />
      </div>

      {draft.items.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label="Foods">
          {draft.items.map((item) => (
            <AnalysisItemRow
              key={`${correction.revision}-${item.key}`}
              item={item}
              error={fieldErrors[item.key]}
              disabled={saving}
              onChoose={(choice) => correction.change((d) => swapFood(d, item.key, choice))}
              onFound={(food) => correction.change((d) => chooseFoundFood(d, item.key, food))}
              onSize={(factor) => correction.change((d) => setItemSize(d, item.key, factor))}
              onAmount={(value) => correction.change((d) => setItemAmount(d, item.key, value))}
              onRemove={() => remove(item.key)}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl bg-white px-3.5 py-2.5 text-sm text-stone-700 ring-1 ring-stone-200">
          {analysis.items.length > 0
            ? 'No foods left. Discard changes brings them back.'
            : "We couldn't recognise any food in this description, so it was logged with no nutrients."}
        </p>
      )}

      {draft.handEntered.length > 0 && (
        <div className="mt-4">
          <h3 id={unmatchedId} className="text-sm font-medium text-stone-800">
            Not recognised
          </h3>
          <p className="text-xs text-stone-500">Not counted unless you enter their calories.</p>
          <ul aria-labelledby={unmatchedId} className="mt-2 space-y-2">
            {draft.handEntered.map((entry) => (
              <HandEnteredRow
                key={`${correction.revision}-${entry.key}`}
                entry={entry}
                error={fieldErrors[entry.key]}
                disabled={saving}
                onChange={(calories) =>
                  correction.change((d) => setHandEnteredCalories(d, entry.key, calories))
                }
              />
            ))}
          </ul>
        </div>
      )}

      <div
        role="status"
        aria-label="Meal total"
        aria-atomic="true"
        className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-brand-100 pt-3"
      >
        <p className="text-sm text-stone-700">
          {correction.changed ? 'Total with your changes' : 'Total'}{' '}
          <strong className="text-base font-semibold text-stone-900 tabular-nums">
            {formatNutrient('calories', totals.calories)}
          </strong>
        </p>
        <dl className="flex flex-wrap gap-x-3 text-xs text-stone-600">
          {TOTALS_SHOWN.map((key) => (
            <div key={key} className="flex gap-1">
              <dt>{NUTRIENT_RULES[key].label}</dt>
              <dd className="font-semibold text-stone-800 tabular-nums">
                {formatNutrient(key, totals[key])}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      {correction.error && (
        <Alert tone="error" className="mt-3">
          {correction.error}
        </Alert>
      )}

      <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
        <p className="mr-auto text-xs text-stone-500">
          Swap a food, change an amount or remove what you didn&apos;t eat.
        </p>
        <Button
          variant="secondary"
          onClick={discard}
          disabled={!correction.changed || saving}
          className="px-3! py-2!"
        >
          Discard changes
        </Button>
        <Button
          onClick={save}
          disabled={!correction.changed || saving}
          className="min-w-36 px-3! py-2!"
        >
          {saving && <Spinner className="size-4" />}
          {saving ? 'Saving changes...' : 'Save changes'}
        </Button>
      </div>
    </section>
  )
}
