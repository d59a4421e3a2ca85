import {
  formatNutrient,
  OVERVIEW_DESCRIPTION_LENGTH,
  truncateText,
  type IsoDate,
  mealCount,
} from '@platewise/core'
import { Pencil, UtensilsCrossed } from 'lucide-react'
import { Alert } from '../../ui/alert'
import { AddMealForm } from './add-meal-form'
import { EditableMeal } from './editable-meal'
import { mealTime } from './meal-row'
import { MealTypeBadge } from '../../ui/meal-type-badge'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { useFlashMessage } from '../../hooks/use-flash-message'
import { useMealEditing } from './use-meal-editing'
import { Panel } from '../../ui/panel'

/**
 * Today's Meals (§2): the day's list with the meals feature's add form and
 * inline edit, one row at a time.
 */
export function TodaysMeals({ meals, today }: { meals: LoggedMeal[]; today: IsoDate }) {
  const flash = useFlashMessage()
  const editing = useMealEditing(flash.show)

  return (
    <Panel
      title="Today's Meals"
      aside={
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-600">
          {mealCount(meals.length)}
        </span>
      }
    >
      <div className="mt-4">
        <AddMealForm date={today} onMessage={flash.show} compact />
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
        <ul aria-label="Today's meals" className="mt-4 -mx-5 divide-y divide-stone-100">
          {meals.map((meal) => (
            <EditableMeal key={meal.id} meal={meal} editing={editing}>
              <li className="px-5 py-3">
                <MealSummary
                  meal={meal}
                  locked={editing.locked}
                  onEdit={() => editing.start(meal)}
                />
              </li>
            </EditableMeal>
          ))}
        </ul>
      )}
    </Panel>
  )
}

function MealSummary({
  meal,
  locked,
  onEdit,
}: {
  meal: LoggedMeal
  locked: boolean
  onEdit: () => void
}) {
  const nutrients = [
    formatNutrient('calories', meal.calories),
    `${formatNutrient('protein', meal.protein)} protein`,
    `${formatNutrient('carbs', meal.carbs)} carbs`,
    `${formatNutrient('fat', meal.fat)} fat`,
    `${formatNutrient('fiber', meal.fiber)} fiber`,
  ]
  const time = mealTime(meal.createdAt)
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <MealTypeBadge type={meal.mealType} />
          {time && <span className="text-xs text-stone-500">{time}</span>}
        </div>
        <p className="mt-1.5 font-medium text-stone-900" title={meal.description}>
          {truncateText(meal.description, OVERVIEW_DESCRIPTION_LENGTH)}
        </p>
        <p className="mt-1 text-sm text-stone-500 tabular-nums">{nutrients.join(' · ')}</p>
      </div>
      <button
        type="button"
        onClick={onEdit}
        disabled={locked}
        data-edit-meal={meal.id}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Pencil className="size-3.5" aria-hidden />
        Edit
      </button>
    </div>
  )
}
