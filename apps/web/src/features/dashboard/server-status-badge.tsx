import { CloudOff } from 'lucide-react'
import { useProfileHealth } from './dashboard.queries'

/**
 * The green 'Connected' indicator, always shown, and the yellow 'Server Offline'
 * badge when the initial profile health check fails (spec §2 Dashboard shell).
 */
export function ServerStatusBadge() {
  const health = useProfileHealth()
  return (
    <span role="status" className="inline-flex items-center gap-1.5">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-100 ring-inset">
        <span className="size-1.5 rounded-full bg-brand-500" aria-hidden />
        Connected
      </span>
      {health.data === false && (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
          <CloudOff className="size-3" aria-hidden />
          Server Offline
        </span>
      )}
    </span>
  )
}
