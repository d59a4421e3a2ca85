import { useId, type TextareaHTMLAttributes } from 'react'

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
        className={`block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:ring-2 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 sm:text-sm ${
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
            : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...textarea}
      />
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
