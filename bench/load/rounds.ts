import { measure, type Measurement } from './measure'
import type { Scenario, Tokens } from './scenarios'

export interface RunSettings {
  connections: number
  seconds: number
  warmupSeconds: number
  rounds: number
}

/** A scenario and the server it loads; `rssMb` reads that server's resident memory, if known. */
export interface ScenarioRun {
  scenario: Pick<Scenario, 'name' | 'calls' | 'requests' | 'beside'>
  baseUrl: string
  rssMb?: () => number | undefined
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
      const result = await load(run, tokens, settings.connections, settings.seconds)
      // which scenario raises the server's memory: its resident size right after the run
      result.serverRssMb = run.rssMb?.()
      measured[index]!.push(result)
      const failures = result.non2xx + result.errors
      log(
        `round ${round} ${run.scenario.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
          (failures ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : ''),
      )
    }
  }
  return measured
}
