import { Button } from './button'
import { Spinner } from './spinner'

interface FormActionsProps {
  /** The form's call is under way: both buttons wait, and the submit shows a spinner */
  busy: boolean
  onCancel(): void
  submitLabel: string
  /** What the submit says while busy ('Saving...'); its label by default */
  busyLabel?: string
  /** The submit cannot be pressed yet (a required field still blank) */
  submitDisabled?: boolean
  variant?: 'primary' | 'danger'
  /** The row's layout, which differs by dialog */
  className?: string
  submitClassName?: string
}

/** How a dialog's form ends: Cancel, then its submit. */
export function FormActions({
  busy,
  onCancel,
  submitLabel,
  busyLabel = submitLabel,
  submitDisabled = false,
  variant = 'primary',
  className = 'flex justify-end gap-2 pt-1',
  submitClassName,
}: FormActionsProps) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant={variant}
        disabled={busy || submitDisabled}
        aria-busy={busy}
        className={submitClassName}
      >
        {busy && <Spinner className="size-4" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  )
}
