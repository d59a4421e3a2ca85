import { useId, type ComponentProps } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/** An input registered with the wizard's form, with its message (lib/form-field.ts's fieldProps). */
export type WizardInput = UseFormRegisterReturn & { error?: string }

// ComponentProps, so the ref of react-hook-form's register reaches the input
interface WizardFieldProps extends Omit<ComponentProps<'input'>, 'className'> {
  label: string
  /** Read by screen readers after the label, e.g. 'in pounds' */
  labelSuffix?: string
  /** Shown inside the input's right edge, e.g. 'lbs' */
  unit?: string
  hint?: string
  error?: string | null
}

/** The wizard's one big input per step: a visible label, a unit, and a hint that an error replaces. */
export function WizardField({ label, labelSuffix, unit, hint, error, ...input }: WizardFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = error ? errorId : hint ? hintId : undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-700">
        {label}
        {labelSuffix && <span className="sr-only"> {labelSuffix}</span>}
      </label>
      <div
        className={`mt-2 flex items-center rounded-2xl border-2 bg-white px-4 transition-colors focus-within:ring-4 ${
          error
            ? 'border-red-400 focus-within:ring-red-100'
            : 'border-stone-200 focus-within:border-brand-500 focus-within:ring-brand-100'
        }`}
      >
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 bg-transparent py-3.5 text-2xl font-semibold text-stone-900 [appearance:textfield] placeholder:font-normal placeholder:text-stone-300 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          {...input}
        />
        {unit && (
          <span className="ml-3 shrink-0 text-base font-medium text-stone-500" aria-hidden>
            {unit}
          </span>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="mt-2 text-sm text-stone-500">
            {hint}
          </p>
        )
      )}
    </div>
  )
}
