import { useId, type TextareaHTMLAttributes } from 'react'
import { controlClasses, FieldMessage } from '../../ui/text-field'

interface DescriptionFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label?: string
  error?: string
  hint?: string
}

/** The meal description: a labelled textarea with an inline error. */
export function DescriptionField({
  label = 'Description',
  error,
  hint,
  ...textarea
}: DescriptionFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`${controlClasses(error)} resize-y`}
        {...textarea}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  )
}
