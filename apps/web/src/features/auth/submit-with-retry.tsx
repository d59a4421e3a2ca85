import { RotateCcw } from 'lucide-react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'

interface SubmitWithRetryProps {
  label: string
  busyLabel: string
  busy: boolean
  /** Busy unless told otherwise */
  disabled?: boolean
  /** What the attempt under way is doing (spec §2: a progress message while busy) */
  progress?: string
  /** Offered for slow or timed-out attempts (spec §2 Register). */
  canRetry: boolean
  onRetry(): void
}

/**
 * The submit button of the sign-in forms, with the Retry button beside it when
 * useful, and above them what an attempt under way is doing.
 */
export function SubmitWithRetry({
  label,
  busyLabel,
  busy,
  disabled = busy,
  progress,
  canRetry,
  onRetry,
}: SubmitWithRetryProps) {
  return (
    <>
      {busy && progress && <Alert tone="info">{progress}</Alert>}
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
    </>
  )
}
