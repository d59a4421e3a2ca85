import type { ReactNode } from 'react'
import { MealEditRow } from './meal-edit-row'
import type { LoggedMeal } from './meals-api'
import type { MealEditing } from './use-meal-editing'

/** A day's meal as its row, or as the inline edit while it is the row being edited. */
export function EditableMeal({
  meal,
  editing,
  children,
}: {
  meal: LoggedMeal
  editing: MealEditing
  /** The row shown when this meal is not being edited */
  children: ReactNode
}) {
  if (meal.id !== editing.editingId) return children
  return (
    <MealEditRow
      meal={meal}
      saving={editing.saving}
      onSave={(changes) => editing.save(meal, changes)}
      onCancel={editing.cancel}
    />
  )
}
