import { formatLongDate, formatNutrient, NUTRIENT_RULES, type MealType } from '@platewise/core'
import { useState } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { Spinner } from '../../ui/spinner'
import { MealTypeBadge } from '../../ui/meal-type-badge'
import { MealTypeSelect } from './meal-type-select'
import type { SavedMeal } from '../../lib/meals/meals-api'
import { errorMessage } from '../../lib/api-error'
import { MEAL_FEEDBACK, useAddMeal } from '../../lib/meals/use-meal-mutations'

interface AddSavedMealDialogProps {
  saved: SavedMeal
  date: string
  onClose(): void
  /** Called with the §8 message once the meal is logged. */
  onAdded(message: string): void
}

/** 'Add Saved Meal' (§2): logs a saved meal, with its stored nutrients, as the chosen type. */
export function AddSavedMealDialog({ saved, date, onClose, onAdded }: AddSavedMealDialogProps) {
  const [mealType, setMealType] = useState<MealType>(saved.meal_type ?? saved.mealType)
  const [failure, setFailure] = useState<string | null>(null)
  const addMeal = useAddMeal()

  const close = () => {
    if (!addMeal.isPending) onClose()
  }

  function add() {
    setFailure(null)
    addMeal.mutate(
      {
        meal_date: date,
        meal_type: mealType,
        description: saved.description,
        calories: saved.calories ?? 0,
        protein: saved.protein ?? 0,
        carbs: saved.carbs ?? 0,
        fat: saved.fat ?? 0,
        fiber: saved.fiber ?? 0,
        sugar: saved.sugar ?? 0,
        sodium: saved.sodium ?? 0,
      },
      {
        onSuccess: () => onAdded(MEAL_FEEDBACK.addedSaved(saved.name, mealType)),
        onError: (error) => setFailure(errorMessage(error, MEAL_FEEDBACK.addFailed)),
      },
    )
  }

  const facts = (['calories', 'protein', 'carbs', 'fat'] as const).map(
    (key) => [NUTRIENT_RULES[key].label, formatNutrient(key, saved[key] ?? 0)] as const,
  )

  return (
    <ModalDialog title="Add Saved Meal" onClose={close} initialFocus="select" width="max-w-md">
      <div className="space-y-4 px-5 py-4">
        <div className="rounded-2xl border border-stone-200 bg-stone-50 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-stone-900">{saved.name}</p>
            <MealTypeBadge type={saved.meal_type ?? saved.mealType} />
          </div>
          <p className="mt-1 text-sm text-pretty text-stone-600">{saved.description}</p>
          <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-white px-1 py-2 ring-1 ring-stone-200">
                <dt className="text-[11px] font-medium text-stone-500">{label}</dt>
                <dd className="text-sm font-semibold text-stone-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <MealTypeSelect
          label="Select meal type for today:"
          value={mealType}
          onChange={(event) => setMealType(event.target.value as MealType)}
          disabled={addMeal.isPending}
        />
        <p className="-mt-2 text-xs text-stone-500">Logged on {formatLongDate(date)}.</p>

        {failure && <Alert tone="error">{failure}</Alert>}

        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={close} disabled={addMeal.isPending}>
            Cancel
          </Button>
          <Button onClick={add} disabled={addMeal.isPending} className="min-w-28">
            {addMeal.isPending && <Spinner className="size-4" />}
            {addMeal.isPending ? 'Adding meal...' : 'Add Meal'}
          </Button>
        </div>
      </div>
    </ModalDialog>
  )
}
