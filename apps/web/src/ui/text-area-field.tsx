import type { ComponentProps } from 'react'
import { controlClasses, Field } from './text-field'

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string
  error?: string
  hint?: string
}

/** A textarea with a visible label, an optional hint and an inline error, as TextField is for inputs. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          className={`${controlClasses(error)} resize-y`}
          {...textarea}
        />
      )}
    </Field>
  )
}
