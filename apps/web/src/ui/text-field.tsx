import { useId, type ComponentProps, type ReactNode } from 'react'

// ComponentProps, not InputHTMLAttributes: its `ref` reaches the input (a form library's register)
interface TextFieldProps extends ComponentProps<'input'> {
  label: string
  error?: string
  hint?: string
  /** Something inside the input's right edge, such as a show/hide toggle. */
  trailing?: ReactNode
}

/** An input with a visible label, an optional hint and an inline error. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  className = '',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`${controlClasses(error)} ${trailing ? 'pr-11' : ''}`}
            {...input}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
          )}
        </div>
      )}
    </Field>
  )
}

/** What a field's control carries to be found by its label and read with its message. */
interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * The frame of every form field: its visible label, the control (drawn by
 * `children` with the props that tie it to the label and the message), and its
 * error, or else its hint, below.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string
  error?: string
  hint?: string
  className?: string
  children(control: ControlProps): ReactNode
}) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  )
}

/** The look of a text control, red while it has an error. */
export function controlClasses(error?: string) {
  return `block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:outline-none focus:ring-2 disabled:bg-stone-100 disabled:text-stone-500 sm:text-sm ${
    error
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
  }`
}

/** The line under a field: its error if it has one, else its hint. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={id} className="mt-1.5 text-sm text-red-600">
        {error}
      </p>
    )
  }
  if (!hint) return null
  return (
    <p id={id} className="mt-1.5 text-xs text-stone-500">
      {hint}
    </p>
  )
}
