import { Activity } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { checkServerStatus } from './auth-api'

/** 'Check Server Status' on the register page (spec §2, §8). */
export function ServerStatusCheck() {
  const [state, setState] = useState<'idle' | 'checking' | 'done'>('idle')
  const [result, setResult] = useState<{ healthy: boolean; message: string } | null>(null)

  async function check() {
    setState('checking')
    setResult(await checkServerStatus())
    setState('done')
  }

  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <Button variant="ghost" onClick={check} disabled={state === 'checking'} className="text-xs">
        {state === 'checking' ? (
          <Spinner className="size-3.5" />
        ) : (
          <Activity className="size-3.5" aria-hidden />
        )}
        Check Server Status
      </Button>
      {result && (
        <p
          role="status"
          className={`text-xs ${result.healthy ? 'text-emerald-700' : 'text-red-700'}`}
        >
          {result.message}
        </p>
      )}
    </div>
  )
}
