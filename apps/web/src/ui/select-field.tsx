import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { controlClasses, Field } from './text-field'

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'className'> {
  label: string
  options: readonly { value: string; label: string }[]
  error?: string
}

/** A labelled select with the form's look, its options, and its message below, as TextField is for inputs. */
export function SelectField({ label, options, error, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            // the browser's own arrow differs from one system to the next: every select draws this one
            className={`${controlClasses(error)} appearance-none pr-8`}
            {...select}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-stone-500"
            aria-hidden
          />
        </div>
      )}
    </Field>
  )
}
