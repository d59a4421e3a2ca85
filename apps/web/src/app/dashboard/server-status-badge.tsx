import { healthRoutes } from '@platewise/core'
import { CloudOff } from 'lucide-react'
import { useEffect } from 'react'
import { callApi } from '../../lib/api-client'
import { useServerReachable } from '../../lib/server-reachability'
import { useProfileHealth } from './dashboard.queries'

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs ring-1 ring-inset'

/** While the server is out of reach, it is asked this often whether it is back. */
export const OFFLINE_RECHECK_MS = 5_000

/**
 * The server status of spec §2 and §4 (checking, then online or offline), one
 * state at a time. The spec shows 'Connected' always and 'Server Offline' beside
 * it when the health check fails; the two together contradict each other, so
 * 'Connected' now means the server answers, and a grey 'Checking server...'
 * stands in until the health check does. After it, the badge follows what the
 * app's calls see: one that gets no answer turns it to 'Server Offline', the
 * next answer (or the check made every few seconds meanwhile) turns it back.
 */
export function ServerStatusBadge() {
  const health = useProfileHealth()
  const reachable = useServerReachable()
  const online = health.isPending ? undefined : (reachable ?? health.data)
  useRecheckWhileOffline(online === false)

  return (
    <span role="status" aria-label="Server status" className="inline-flex items-center">
      {online === true ? (
        <span className={`${pill} bg-brand-50 font-medium text-brand-700 ring-brand-100`}>
          <span className="size-1.5 rounded-full bg-brand-500" aria-hidden />
          Connected
        </span>
      ) : online === false ? (
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

/** Asks GET /api/health every few seconds, and when the browser is back online; the call's outcome moves the badge. */
function useRecheckWhileOffline(offline: boolean) {
  useEffect(() => {
    if (!offline) return
    // as briefly as the pre-login check (§7: 3 s): a hung server must not pile calls up
    const check = () => void callApi(healthRoutes.health, {}, { timeoutMs: 3_000 }).catch(() => {})
    const timer = setInterval(check, OFFLINE_RECHECK_MS)
    window.addEventListener('online', check)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', check)
    }
  }, [offline])
}
