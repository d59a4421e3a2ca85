import { CloudOff } from 'lucide-react'
import { useProfileHealth } from './dashboard.queries'

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs ring-1 ring-inset'

/**
 * The server status of spec §2 and §4 (checking, then online or offline), one
 * state at a time. The spec shows 'Connected' always and 'Server Offline' beside
 * it when the health check fails; the two together contradict each other, so
 * 'Connected' now means the check succeeded, and a grey 'Checking server...'
 * stands in until it answers.
 */
export function ServerStatusBadge() {
  const health = useProfileHealth()
  return (
    <span role="status" aria-label="Server status" className="inline-flex items-center">
      {health.data === true ? (
        <span className={`${pill} bg-brand-50 font-medium text-brand-700 ring-brand-100`}>
          <span className="size-1.5 rounded-full bg-brand-500" aria-hidden />
          Connected
        </span>
      ) : health.data === false ? (
        <span className={`${pill} bg-amber-100 font-semibold text-amber-900 ring-amber-300`}>
          <CloudOff className="size-3" aria-hidden />
          Server Offline
        </span>
      ) : (
        <span className={`${pill} bg-stone-100 font-medium text-stone-600 ring-stone-200`}>
          <span className="size-1.5 animate-pulse rounded-full bg-stone-400" aria-hidden />
          Checking server...
        </span>
      )}
    </span>
  )
}
