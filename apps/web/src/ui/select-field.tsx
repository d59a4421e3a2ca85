import { useId, type ComponentProps } from 'react'
import { controlClasses, FieldMessage } from './text-field'

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'className'> {
  label: string
  options: readonly { value: string; label: string }[]
  error?: string
}

/** A labelled select with the form's look, its options, and its message below, as TextField is for inputs. */
export function SelectField({ label, options, error, ...select }: SelectFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={controlClasses(error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} error={error} />
    </div>
  )
}
