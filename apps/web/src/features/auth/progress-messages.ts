import { useEffect, useState } from 'react'

export interface ProgressStep {
  afterMs: number
  message: string
  /** Slow steps offer the Retry button. */
  slow?: boolean
}

// Shown while a call is in flight, at the times of spec §9.
export const REGISTER_PROGRESS: ProgressStep[] = [
  { afterMs: 2_000, message: 'Creating your account...' },
  { afterMs: 5_000, message: 'Still working on it, this can take a few seconds...' },
  { afterMs: 10_000, message: 'The server is responding slowly. Hang tight...', slow: true },
  { afterMs: 15_000, message: 'Still trying to reach the server...', slow: true },
  {
    afterMs: 20_000,
    message: 'This is taking much longer than usual. You can keep waiting or retry.',
    slow: true,
  },
]

export const LOGIN_PROGRESS: ProgressStep[] = [
  { afterMs: 2_000, message: 'Signing you in...' },
  { afterMs: 5_000, message: 'Still signing you in...' },
  {
    afterMs: 10_000,
    message: 'The server is responding slowly. You can keep waiting or retry.',
    slow: true,
  },
]

/** The progress step reached since `busy` became true, or null. */
export function useProgressMessage(busy: boolean, steps: ProgressStep[]): ProgressStep | null {
  const [step, setStep] = useState<ProgressStep | null>(null)
  useEffect(() => {
    if (!busy) return
    const timers = steps.map((next) => setTimeout(() => setStep(next), next.afterMs))
    return () => {
      timers.forEach(clearTimeout)
      setStep(null)
    }
  }, [busy, steps])
  return busy ? step : null
}
