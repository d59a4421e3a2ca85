import type { ComponentProps } from 'react'
import { TextField } from './text-field'

type FieldProps = ComponentProps<'input'> & { label: string; error?: string }

/**
 * How a person is named, on Register and Edit Profile: first and last name side
 * by side (from sm up), then the username, each with what browsers fill them by.
 */
export function NameFields({
  firstName,
  lastName,
  username,
}: Record<'firstName' | 'lastName' | 'username', FieldProps>) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField autoComplete="given-name" {...firstName} />
        <TextField autoComplete="family-name" {...lastName} />
      </div>
      <TextField autoComplete="username" autoCapitalize="none" spellCheck={false} {...username} />
    </>
  )
}

/** An email address, typed with the keyboard and the autofill an email wants. */
export function EmailField(props: Omit<FieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />
}
