import {
  formatNutrient,
  todayIso,
  type MealData,
  type MealType,
  type PostAuthor,
} from '@platewise/core'
import { Plus, UtensilsCrossed } from 'lucide-react'
import { Spinner } from '../../ui/spinner'
import { errorMessage } from '../../lib/api-error'
import { MEAL_FEEDBACK, useAddMeal } from '../../lib/meals/use-meal-mutations'
import { useFlashMessage } from '../../hooks/use-flash-message'
import { authorName } from '../../lib/posts/post-author'

const FIGURES = ['calories', 'protein', 'carbs', 'fat'] as const
const LABELS = { calories: 'Calories', protein: 'Protein', carbs: 'Carbs', fat: 'Fat' } as const

/**
 * The meal a copied post becomes: the meal of the viewer's hour of the day,
 * since the viewer eats it now, not when the author did.
 */
export function mealTypeAt(date: Date): MealType {
  const hour = date.getHours()
  if (hour < 11) return 'breakfast'
  if (hour < 15) return 'lunch'
  if (hour >= 17 && hour < 22) return 'dinner'
  return 'snack'
}

/**
 * A post's meal as a small nutrition card (§3 meal_data). 'Add to my day'
 * logs it as one of today's meals for the viewer (beyond the spec).
 */
export function PostMealCard({ meal, author }: { meal: MealData; author: PostAuthor }) {
  const add = useAddMeal()
  const flash = useFlashMessage()
  const title = meal.title || `Meal shared by ${authorName(author)}`

  function addToMyDay() {
    add.mutate(
      {
        mealDate: todayIso(),
        mealType: mealTypeAt(new Date()),
        // the meal's own words; a post made before descriptions travelled has only its title
        description: meal.description || title,
        calories: meal.calories,
        protein: meal.protein,
        carbs: meal.carbs,
        fat: meal.fat,
        fiber: meal.fiber,
        sugar: meal.sugar,
        sodium: meal.sodium,
      },
      {
        onSuccess: () => flash.show(MEAL_FEEDBACK.added),
        onError: (error) => flash.show(errorMessage(error, MEAL_FEEDBACK.addFailed)),
      },
    )
  }

  return (
    // a group, not a landmark: a feed would hold one 'Meal' region per post
    <div
      role="group"
      aria-label={`Meal: ${meal.title || 'Meal'}`}
      className="rounded-xl border border-brand-100 bg-brand-50/60 px-3.5 py-3"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="flex min-w-0 items-start gap-2 text-sm font-semibold text-stone-900">
          <UtensilsCrossed className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="line-clamp-2 break-words">{meal.title || 'Meal'}</span>
        </p>
        <button
          type="button"
          onClick={addToMyDay}
          disabled={add.isPending}
          className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {add.isPending ? (
            <Spinner className="size-3.5" />
          ) : (
            <Plus className="size-3.5" aria-hidden />
          )}
          Add to my day
        </button>
      </div>
      <dl className="mt-2.5 grid grid-cols-4 gap-2 text-center">
        {FIGURES.map((key) => (
          <div key={key} className="rounded-lg bg-white px-0.5 py-1.5">
            <dt className="text-[0.6875rem] font-medium text-stone-500">{LABELS[key]}</dt>
            {/* one line even on a phone: '1,250 kcal' fits a quarter of the card */}
            <dd className="text-xs font-semibold whitespace-nowrap text-stone-900 sm:text-sm">
              {formatNutrient(key, meal[key])}
            </dd>
          </div>
        ))}
      </dl>
      {flash.message && (
        <p
          role={flash.message.tone === 'error' ? 'alert' : 'status'}
          className={`mt-2 text-xs font-medium ${
            flash.message.tone === 'error' ? 'text-red-700' : 'text-brand-700'
          }`}
        >
          {flash.message.text}
        </p>
      )}
    </div>
  )
}
