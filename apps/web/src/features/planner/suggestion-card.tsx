import { formatNutrient, todayIso, type MealSuggestion } from '@platewise/core'
import { Check, ChefHat, Clock, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { MealTypeBadge, mealTypeLabel } from '../../ui/meal-type-badge'
import { errorMessage } from '../../lib/api-error'
import { MEAL_FEEDBACK, useAddMeal } from '../../lib/meals/use-meal-mutations'

const FIGURES = ['calories', 'protein', 'carbs', 'fat'] as const
const LABELS = { calories: 'Calories', protein: 'Protein', carbs: 'Carbs', fat: 'Fat' } as const
const DIFFICULTY_LABELS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const

/**
 * A static meal suggestion (§3) with its figures, and 'Add to Today', which
 * logs it as one of today's meals with its own meal type and numbers.
 */
export function SuggestionCard({ suggestion }: { suggestion: MealSuggestion }) {
  const add = useAddMeal()
  const titleId = `suggestion-${suggestion.id}-title`

  function addToToday() {
    add.mutate({
      mealDate: todayIso(),
      mealType: suggestion.mealType,
      description: suggestion.title,
      calories: suggestion.calories,
      protein: suggestion.protein,
      carbs: suggestion.carbs,
      fat: suggestion.fat,
    })
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-base font-semibold text-pretty text-stone-900">
          {suggestion.title}
        </h3>
        <MealTypeBadge type={suggestion.mealType} />
      </div>
      <p className="mt-1.5 text-sm text-pretty text-stone-600">{suggestion.description}</p>

      <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
        {FIGURES.map((key) => (
          <div key={key} className="rounded-xl bg-stone-50 px-0.5 py-2">
            <dt className="text-[0.6875rem] font-medium text-stone-500">{LABELS[key]}</dt>
            <dd className="text-sm font-semibold whitespace-nowrap text-stone-900 tabular-nums">
              {formatNutrient(key, suggestion[key])}
            </dd>
          </div>
        ))}
      </dl>

      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock className="size-4 text-stone-400" aria-hidden />
            <span className="sr-only">Prep time</span>
          </dt>
          <dd>{suggestion.prepTime} min</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <ChefHat className="size-4 text-stone-400" aria-hidden />
            <span className="sr-only">Difficulty</span>
          </dt>
          <dd>{DIFFICULTY_LABELS[suggestion.difficulty]}</dd>
        </div>
      </dl>

      <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
        {suggestion.tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700"
          >
            {tag}
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-5">
        {add.isSuccess ? (
          // done, not unavailable: green rather than the grey of a disabled button
          <button
            type="button"
            disabled
            className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200"
          >
            <Check className="size-4" aria-hidden />
            Added
          </button>
        ) : (
          <Button onClick={addToToday} disabled={add.isPending} className="w-full">
            {add.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Plus className="size-4" aria-hidden />
            )}
            {add.isPending ? 'Adding...' : 'Add to Today'}
          </Button>
        )}
        <div role="status">
          {add.isSuccess && (
            <p className="mt-2 text-center text-sm text-brand-700">
              Added to today's meals as {mealTypeLabel(suggestion.mealType).toLowerCase()}.{' '}
              <Link
                to="/dashboard/overview"
                className="font-semibold underline underline-offset-2 hover:text-brand-900"
              >
                See today
              </Link>
            </p>
          )}
        </div>
        {add.isError && (
          <p role="alert" className="mt-2 text-center text-sm text-red-700">
            {errorMessage(add.error, MEAL_FEEDBACK.addFailed)}
          </p>
        )}
      </div>
    </article>
  )
}
