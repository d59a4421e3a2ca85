import type { FastifyBaseLogger } from 'fastify'
import type { AuthService } from './auth.service'

export interface SessionSweep {
  /** Resolves when the next sweep (or the one under way) has finished. */
  nextRun(): Promise<void>
  /** Stops sweeping, waiting for a sweep under way so it never outlives the database. */
  stop(): Promise<void>
}

/**
 * Expired and revoked sessions are of no use to anyone, so they are deleted
 * now and then instead of piling up forever. Several instances may each sweep:
 * the deletes are idempotent. Timers are unref'd so they never keep a process up.
 */
export function startSessionSweep(
  auth: AuthService,
  options: { firstAfterMs: number; everyMs: number; log?: FastifyBaseLogger },
): SessionSweep {
  let stopped = false
  let running: Promise<void> | undefined
  let waiting: Array<() => void> = []

  const run = () => {
    running = auth.sweepSessions().then(
      (deleted) => {
        if (deleted > 0) options.log?.info({ deleted }, 'deleted ended sessions')
      },
      (error: unknown) => options.log?.error({ err: error }, 'session sweep failed'),
    )
    void running.finally(() => {
      running = undefined
      for (const resolve of waiting.splice(0)) resolve()
      if (!stopped) timer = setTimeout(run, options.everyMs).unref()
    })
  }
  let timer = setTimeout(run, options.firstAfterMs).unref()

  return {
    nextRun: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      for (const resolve of waiting.splice(0)) resolve()
      waiting = []
    },
  }
}
