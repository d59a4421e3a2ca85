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
