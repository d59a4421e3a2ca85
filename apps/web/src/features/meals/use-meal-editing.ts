import { useState } from 'react'
import type { LoggedMeal, MealChanges } from '../../lib/meals/meals-api'
import { MEAL_FEEDBACK, useUpdateMeal } from '../../lib/meals/use-meal-mutations'

/**
 * Inline edit of a day's meals, one row at a time (§2, §4 Meals), for Meal
 * Inputs and the overview alike. While a row is in edit the other rows'
 * actions wait (`locked`), so pressing Edit elsewhere can never throw away
 * what was typed: the person saves or cancels first.
 */
export function useMealEditing(onMessage: (text: string) => void) {
  const [editingId, setEditingId] = useState<number | null>(null)
  const updateMeal = useUpdateMeal()

  function save(meal: LoggedMeal, changes: MealChanges) {
    if (Object.keys(changes).length === 0) {
      setEditingId(null)
      return
    }
    updateMeal.mutate(
      { meal, changes },
      {
        onSuccess: () => {
          setEditingId(null)
          onMessage(MEAL_FEEDBACK.updated)
        },
        onError: () => onMessage(MEAL_FEEDBACK.updateFailed),
      },
    )
  }

  return {
    editingId,
    /** Another row is in edit: this row's actions wait. */
    locked: editingId !== null,
    saving: updateMeal.isPending,
    start: (meal: LoggedMeal) => setEditingId(meal.id),
    cancel: () => setEditingId(null),
    save,
  }
}

export type MealEditing = ReturnType<typeof useMealEditing>
