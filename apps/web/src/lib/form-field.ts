// types only: a value imported from react-hook-form here would pull the library
// into the signed-in chunk (vite.config.ts), which every page loads, the feed too
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/**
 * The props of a react-hook-form field for TextField and its kin: registered,
 * with its message, which goes as soon as the field is edited (§5 "A field's
 * error clears when it is edited"). `onEdit` runs on each edit as well.
 * Call it while rendering: reading the errors there is what re-renders on them.
 * For forms of flat names ('description', not 'meal.description').
 */
export function fieldProps<Form extends FieldValues, Read>(
  form: UseFormReturn<Form, unknown, Read>,
) {
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>
  return (name: Path<Form>, onEdit?: () => void) => ({
    ...form.register(name, {
      onChange: () => {
        form.clearErrors(name)
        onEdit?.()
      },
    }),
    error: errors[name]?.message,
  })
}

/**
 * A form's onInvalid: react-hook-form focuses the first refused field once
 * onInvalid returns, and focus alone scrolls it only just into view (on a
 * phone its label stays above the fold). A frame later the focused field is
 * brought to the middle. (Looking for it by aria-invalid raced the render that
 * draws the messages, which comes after onInvalid.)
 */
export function centreRefusedField() {
  requestAnimationFrame(() => {
    const field = document.activeElement
    if (field?.matches('input, select, textarea')) field.scrollIntoView?.({ block: 'center' })
  })
}
