import { ArrowRight, Sparkles, X } from 'lucide-react'
import { formatAmount, formatNutrient } from '@platewise/core'
import type { LoggedMeal } from './meals-api'
import { useId } from 'react'

// Below this the analyser matched around words it did not know, or pieced a dish together.
const GUESS_BELOW = 0.6

interface AnalysisPanelProps {
  meal: LoggedMeal
  onDismiss(): void
}

/**
 * What the analyser understood of a typed meal (beyond the spec): each item,
 * the food it was matched to, its weight and calories, and the words it could
 * not place, so the person can trust the numbers or correct them.
 */
export function AnalysisPanel({ meal, onDismiss }: AnalysisPanelProps) {
  const titleId = useId()
  const items = meal.analysis?.items ?? []
  const unmatched = meal.analysis?.unmatched ?? []

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-100">
          <Sparkles className="size-4.5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-stone-900">
            What we understood
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">
            &ldquo;{meal.description}&rdquo; came to{' '}
            <strong className="font-semibold text-stone-900">
              {formatNutrient('calories', meal.calories)}
            </strong>
            .
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss what we understood"
          className="rounded-full p-1.5 text-stone-500 hover:bg-white hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>

      {items.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {items.map((item, index) => (
            <li
              key={`${item.text}-${index}`}
              className="flex items-center gap-3 rounded-xl bg-white px-3.5 py-2.5 ring-1 ring-stone-200"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-x-1.5 text-stone-900">
                  <span className="font-medium">{item.text}</span>
                  <ArrowRight className="size-3.5 text-stone-400" aria-label="matched to" />
                  <span className="text-stone-600">{item.food.description}</span>
                  {item.confidence < GUESS_BELOW && (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
                      Best guess
                    </span>
                  )}
                </p>
                <p className="text-xs text-stone-500">
                  {formatAmount(Math.round(item.grams), 'g')}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold text-stone-900 tabular-nums">
                {formatNutrient('calories', Math.round(item.nutrients.calories))}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl bg-white px-3.5 py-2.5 text-sm text-stone-700 ring-1 ring-stone-200">
          We couldn&apos;t recognise any food in this description, so it was logged with no
          nutrients.
        </p>
      )}

      {unmatched.length > 0 && (
        <p className="mt-3 text-sm text-stone-700">
          <span className="font-medium">Not recognised:</span> {unmatched.join(', ')}
        </p>
      )}
      <p className="mt-3 text-xs text-stone-500">
        Something off? Use Edit on the meal to correct the description or the numbers.
      </p>
    </section>
  )
}
