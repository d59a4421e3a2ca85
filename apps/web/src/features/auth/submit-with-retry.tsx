import { RotateCcw } from 'lucide-react'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'

interface SubmitWithRetryProps {
  label: string
  busyLabel: string
  busy: boolean
  disabled: boolean
  /** Offered for slow or timed-out attempts (spec §2 Register). */
  canRetry: boolean
  onRetry(): void
}

/** The submit button of the sign-in forms, with the Retry button beside it when useful. */
export function SubmitWithRetry({
  label,
  busyLabel,
  busy,
  disabled,
  canRetry,
  onRetry,
}: SubmitWithRetryProps) {
  return (
    <div className="flex gap-3">
      <Button type="submit" disabled={disabled} className="flex-1">
        {busy && <Spinner className="size-4" />}
        {busy ? busyLabel : label}
      </Button>
      {canRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden /> Retry
        </Button>
      )}
    </div>
  )
}
