import { RotateCcw } from 'lucide-react'
import { Alert } from './alert'
import { Button } from './button'
import { Spinner } from './spinner'

/** A load that failed: what failed, and Retry (a spinner while the retry runs). */
export function RetryAlert({
  message,
  onRetry,
  retrying = false,
  className = '',
}: {
  message: string
  onRetry: () => void
  retrying?: boolean
  className?: string
}) {
  return (
    <Alert tone="error" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{message}</span>
        <Button variant="secondary" onClick={onRetry} disabled={retrying} className="px-3 py-1.5">
          {retrying ? <Spinner className="size-4" /> : <RotateCcw className="size-4" aria-hidden />}
          Retry
        </Button>
      </div>
    </Alert>
  )
}
