import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'

/**
 * The props of a react-hook-form field for TextField and its kin: registered,
 * with its message, which goes as soon as the field is edited (§5 "A field's
 * error clears when it is edited"). `onEdit` runs on each edit as well.
 * Call it while rendering: reading the errors there is what re-renders on them.
 */
export function fieldProps<Form extends FieldValues, Read>(
  form: UseFormReturn<Form, unknown, Read>,
) {
  const { errors } = form.formState
  return (name: Path<Form>, onEdit?: () => void) => ({
    ...form.register(name, {
      onChange: () => {
        form.clearErrors(name)
        onEdit?.()
      },
    }),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  })
}
