import type { ThreadCpu } from './child-process'
import { measure, type Measurement } from './measure'
import type { Scenario, Tokens } from './scenarios'

export interface RunSettings {
  connections: number
  seconds: number
  warmupSeconds: number
  rounds: number
}

/**
 * A scenario and the server it loads; `rssMb` reads that server's resident
 * memory and `cpu` its CPU time so far, where known.
 */
export interface ScenarioRun {
  scenario: Pick<Scenario, 'name' | 'calls' | 'requests' | 'beside'>
  baseUrl: string
  rssMb?: () => number | undefined
  cpu?: () => ThreadCpu | undefined
}

function cpuPerRequest(before: ThreadCpu, after: ThreadCpu, { requests }: Measurement) {
  if (requests === 0) return undefined
  const perRequest = (ms: number) => Math.round((ms / requests) * 1000) / 1000
  return {
    main: perRequest(after.mainMs - before.mainMs),
    other: perRequest(after.otherMs - before.otherMs),
  }
}

/** The scenario's load for `seconds`, with its `beside` load on connections of its own; only the scenario is measured. */
async function load(run: ScenarioRun, tokens: Tokens, connections: number, seconds: number) {
  const { scenario, baseUrl } = run
  const [result] = await Promise.all([
    measure({ baseUrl, requests: scenario.requests, tokens, connections, seconds }),
    scenario.beside &&
      measure({
        baseUrl,
        requests: scenario.beside.requests,
        tokens,
        connections: scenario.beside.connections,
        seconds,
      }),
  ])
  return result
}

/**
 * Runs every scenario once per round, in turn (round-robin), so a noisy minute
 * on a shared machine hits every scenario alike; each measurement follows a
 * warm-up of the same load. Answers each scenario's measurements, in order.
 */
export async function runRounds(
  runs: ScenarioRun[],
  tokens: Tokens,
  settings: RunSettings,
  log: (line: string) => void,
): Promise<Measurement[][]> {
  const measured = runs.map((): Measurement[] => [])
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const [index, run] of runs.entries()) {
      await load(run, tokens, settings.connections, settings.warmupSeconds)
      const cpuBefore = run.cpu?.()
      const result = await load(run, tokens, settings.connections, settings.seconds)
      const cpuAfter = run.cpu?.()
      // a scenario with load beside it shares the server's CPU with that load: not its own
      if (cpuBefore && cpuAfter && !run.scenario.beside) {
        result.cpuMsPerRequest = cpuPerRequest(cpuBefore, cpuAfter, result)
      }
      // which scenario raises the server's memory: its resident size right after the run
      result.serverRssMb = run.rssMb?.()
      measured[index]!.push(result)
      const failures = result.non2xx + result.errors
      log(
        `round ${round} ${run.scenario.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
          (result.cpuMsPerRequest
            ? `, CPU ${result.cpuMsPerRequest.main} ms main + ${result.cpuMsPerRequest.other} ms other per request`
            : '') +
          (failures ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : ''),
      )
    }
  }
  return measured
}
