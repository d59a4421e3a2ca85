import { OVERVIEW_DESCRIPTION_LENGTH, truncateText, type IsoDate } from '@platewise/core'
import { Pencil, UtensilsCrossed } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '../../ui/alert'
import { MealTypeBadge } from '../meals/meal-type-badge'
import type { LoggedMeal } from '../meals/meals-api'
import { useFlashMessage } from '../meals/use-flash-message'
import { AddMealForm } from './add-meal-form'
import { MealEditForm } from './meal-edit-form'

const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

const round = (value: number) => Math.round(value * 10) / 10

/** Today's Meals (§2): the day's list with a quick add form and one row at a time in edit. */
export function TodaysMeals({ meals, today }: { meals: LoggedMeal[]; today: IsoDate }) {
  const [editingId, setEditingId] = useState<number | null>(null)
  const flash = useFlashMessage()

  return (
    <section
      aria-labelledby="todays-meals-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="todays-meals-title" className="text-base font-semibold text-stone-900">
          Today&apos;s Meals
        </h2>
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-600">
          {meals.length} {meals.length === 1 ? 'meal' : 'meals'}
        </span>
      </div>

      <div className="mt-4">
        <AddMealForm today={today} onMessage={flash.show} />
      </div>

      {flash.message && (
        <Alert key={flash.message.key} tone={flash.message.tone} className="mt-3">
          {flash.message.text}
        </Alert>
      )}

      {meals.length === 0 ? (
        <p className="mt-6 flex items-center justify-center gap-2 py-6 text-sm text-stone-500">
          <UtensilsCrossed className="size-4" aria-hidden />
          No meals logged for this date
        </p>
      ) : (
        <ul aria-label="Today's meals" className="mt-4 divide-y divide-stone-100">
          {meals.map((meal) => (
            <li key={meal.id} className="py-3">
              {editingId === meal.id ? (
                <MealEditForm
                  meal={meal}
                  onDone={() => setEditingId(null)}
                  onMessage={flash.show}
                />
              ) : (
                <MealRow meal={meal} onEdit={() => setEditingId(meal.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function MealRow({ meal, onEdit }: { meal: LoggedMeal; onEdit: () => void }) {
  const nutrients = [
    `${round(meal.calories)} kcal`,
    `${round(meal.protein)}g protein`,
    `${round(meal.carbs)}g carbs`,
    `${round(meal.fat)}g fat`,
    `${round(meal.fiber)}g fiber`,
  ]
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <MealTypeBadge type={meal.mealType} />
          <span className="text-xs text-stone-400">{formatTime(meal.createdAt)}</span>
        </div>
        <p className="mt-1.5 font-medium text-stone-900" title={meal.description}>
          {truncateText(meal.description, OVERVIEW_DESCRIPTION_LENGTH)}
        </p>
        <p className="mt-1 text-sm text-stone-500 tabular-nums">{nutrients.join(' · ')}</p>
      </div>
      <button
        type="button"
        onClick={onEdit}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Pencil className="size-3.5" aria-hidden />
        Edit
      </button>
    </div>
  )
}
