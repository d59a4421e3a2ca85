import {
  DEFAULT_DAILY_GOALS,
  formatNutrient,
  mealTitle,
  summarizeDay,
  todayIso,
  type MealData,
} from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { UtensilsCrossed, X } from 'lucide-react'
import { useId } from 'react'
import { useUserId } from '../../lib/auth-context'
import { controlClasses } from '../../ui/text-field'
import { mealQueries } from '../../lib/meals/meal.queries'
import type { LoggedMeal } from '../../lib/meals/meals-api'

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export const DAY_TOTALS_TITLE = 'Full day of eating'

/** A logged meal as a post carries it: its short title, its own description and its nutrients. */
function mealDataOf(meal: LoggedMeal): MealData {
  const { calories, protein, carbs, fat, fiber, sugar, sodium } = meal
  return {
    title: mealTitle(meal.description),
    description: meal.description,
    calories,
    protein,
    carbs,
    fat,
    fiber,
    sugar,
    sodium,
  }
}

function dayTotalsOf(meals: LoggedMeal[]): MealData {
  const day = summarizeDay(todayIso(), meals, DEFAULT_DAILY_GOALS)
  return {
    title: DAY_TOTALS_TITLE,
    calories: day.total_calories,
    protein: day.total_protein,
    carbs: day.total_carbs,
    fat: day.total_fat,
    fiber: day.total_fiber,
    sugar: day.total_sugar,
    sodium: day.total_sodium,
  }
}

interface MealDataPickerProps {
  value: MealData | null
  onChange(value: MealData | null): void
}

/**
 * The feed post's optional meal data (§2 Create post modal): today's totals
 * or one of today's meals, shown as a chip once chosen.
 */
export function MealDataPicker({ value, onChange }: MealDataPickerProps) {
  const userId = useUserId()
  const meals = useQuery(mealQueries.day(userId, todayIso()))
  const fieldId = useId()
  const hintId = useId()
  const list = meals.data ?? []

  if (value) {
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-stone-700">Meal data</p>
        <p className="inline-flex max-w-full items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-100">
          <UtensilsCrossed className="size-3.5 shrink-0 text-brand-700" aria-hidden />
          <span className="truncate">
            {value.title} · {formatNutrient('calories', value.calories)}
          </span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label="Remove meal data"
            className="grid size-6 shrink-0 place-items-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </p>
      </div>
    )
  }

  return (
    <div>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-stone-700">
        Meal data
      </label>
      <select
        id={fieldId}
        value=""
        aria-describedby={hintId}
        disabled={list.length === 0}
        onChange={(event) => {
          const choice = event.target.value
          if (choice === 'totals') onChange(dayTotalsOf(list))
          const meal = list.find((item) => `meal-${item.id}` === choice)
          if (meal) onChange(mealDataOf(meal))
        }}
        className={controlClasses()}
      >
        <option value="" disabled>
          {meals.isPending
            ? "Loading today's meals..."
            : list.length === 0
              ? 'No meals logged today'
              : 'Attach a meal (optional)'}
        </option>
        {list.length > 0 && (
          <option value="totals">
            {`Today's totals (${formatNutrient('calories', dayTotalsOf(list).calories)})`}
          </option>
        )}
        {list.map((meal) => (
          <option key={meal.id} value={`meal-${meal.id}`}>
            {`${capitalise(meal.mealType)}: ${mealTitle(meal.description)} (${formatNutrient('calories', meal.calories)})`}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1.5 text-xs text-stone-500">
        Share today&apos;s totals or one of today&apos;s meals with your post.
      </p>
    </div>
  )
}
