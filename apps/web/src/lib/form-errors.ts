import type { FieldErrors } from '@platewise/core'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from './api-error'

/**
 * What the server refused, by the form's own fields: each message it answered
 * in `fields` that the form can show beside an input (`fieldOf` names that
 * input, or undefined for a field the form does not have). Empty when the
 * refusal named none of them; its message then goes where other failures go.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fieldOf: (serverField: string) => Field | undefined,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  if (!isApiError(error) || !error.fields) return errors
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fieldOf(name)
    if (field) errors[field] ??= message
  }
  return errors
}

/** A `fieldOf` for a form whose fields the server names as it does. */
export const sameNames =
  <Field extends string>(fields: readonly Field[]) =>
  (name: string): Field | undefined =>
    (fields as readonly string[]).includes(name) ? (name as Field) : undefined

/** A `fieldOf` for a form whose fields the server names otherwise ('first_name' for 'firstName'). */
export const renamed =
  <Field extends string>(names: Readonly<Record<string, Field>>) =>
  (name: string): Field | undefined =>
    Object.hasOwn(names, name) ? names[name] : undefined

export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0

/**
 * Puts what the server refused beside a react-hook-form form's inputs (its
 * `setError`), under the form's names. True when the refusal named one of them.
 */
export function setServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  fieldOf: (serverField: string) => Path<Form> | undefined,
  setError: UseFormSetError<Form>,
): boolean {
  const errors = serverFieldErrors(error, fieldOf)
  for (const [field, message] of Object.entries(errors) as [Path<Form>, string][])
    setError(field, { type: 'server', message })
  return hasFieldErrors(errors)
}
