import { useEffect, useRef, type ReactNode } from 'react'
import { MealEditRow } from './meal-edit-row'
import type { LoggedMeal } from '../../lib/meals/meals-api'
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
  const isEditing = meal.id === editing.editingId
  const wasEditing = useRef(false)
  // the row takes the editor's place: focus goes back to its Edit button, where
  // it was, instead of falling to the top of the page
  useEffect(() => {
    if (wasEditing.current && !isEditing) {
      document.querySelector<HTMLElement>(`[data-edit-meal="${meal.id}"]`)?.focus()
    }
    wasEditing.current = isEditing
  }, [isEditing, meal.id])

  if (!isEditing) return children
  return (
    <MealEditRow
      meal={meal}
      saving={editing.saving}
      onSave={(changes) => editing.save(meal, changes)}
      onCancel={editing.cancel}
    />
  )
}
