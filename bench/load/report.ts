import type { Measurement } from './measure'
import type { TargetCheck } from './targets'

export interface ScenarioSummary {
  name: string
  calls: string
  rounds: Measurement[]
  /** The median of each figure over the rounds, taken separately */
  median: Pick<Measurement, 'requestsPerSecond' | 'p50Ms' | 'p99Ms' | 'cpuMsPerRequest'>
  /** Median req/s over the yardstick's median req/s */
  ratioToYardstick: number
  non2xx: number
  errors: number
}

export interface LoadResults {
  db: 'pglite' | 'postgres'
  size: string
  startedAt: string
  machine: { cpus: number; node: string; loadAverageBefore: number[]; loadAverageAfter: number[] }
  settings: { connections: number; seconds: number; warmupSeconds: number; rounds: number }
  rows: Record<string, number>
  /** Bytes of the first feed page, which the yardstick answers */
  feedPageBytes: number
  yardstick: ScenarioSummary
  scenarios: ScenarioSummary[]
  server: { startRssMb?: number; peakRssMb: number }
  targets: TargetCheck[]
  explain?: { file: string; seqScans: string[] }
}

export function middle(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const half = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2
}

function medianCpu(rounds: Measurement[]) {
  const measured = rounds.flatMap((round) => (round.cpuMsPerRequest ? [round.cpuMsPerRequest] : []))
  if (measured.length === 0) return undefined
  return {
    main: middle(measured.map((cpu) => cpu.main)),
    other: middle(measured.map((cpu) => cpu.other)),
  }
}

export function summarise(
  scenario: { name: string; calls: string },
  rounds: Measurement[],
  yardstickRps?: number,
): ScenarioSummary {
  const median = {
    requestsPerSecond: Math.round(middle(rounds.map((round) => round.requestsPerSecond))),
    p50Ms: middle(rounds.map((round) => round.p50Ms)),
    p99Ms: middle(rounds.map((round) => round.p99Ms)),
    cpuMsPerRequest: medianCpu(rounds),
  }
  return {
    ...scenario,
    rounds,
    median,
    ratioToYardstick: yardstickRps
      ? Math.round((median.requestsPerSecond / yardstickRps) * 1000) / 1000
      : 1,
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  }
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`

/** The run as markdown: settings, one row per scenario, the targets. */
export function markdownReport(results: LoadResults) {
  const { settings, machine } = results
  const rows = [results.yardstick, ...results.scenarios].map((scenario) => {
    const failures = scenario.non2xx + scenario.errors
    const notes = failures > 0 ? `${scenario.non2xx} non-2xx, ${scenario.errors} errors` : ''
    const cpu = scenario.median.cpuMsPerRequest
    const cpuCells = cpu ? `${cpu.main.toFixed(2)} | ${cpu.other.toFixed(2)}` : ' | '
    return `| ${scenario.name} | ${scenario.median.requestsPerSecond} | ${scenario.median.p50Ms} | ${scenario.median.p99Ms} | ${percent(scenario.ratioToYardstick)} | ${cpuCells} | ${notes} |`
  })
  const targets = results.targets.map(
    (check) =>
      `| ${check.target} | ${check.measured} | ${check.met === null ? 'not measured' : check.met ? 'met' : '**missed**'} |`,
  )
  const explain = results.explain
    ? `\nEXPLAIN: \`${results.explain.file}\`; sequential scans of posts, likes, follows or meals: ${results.explain.seqScans.length === 0 ? 'none' : results.explain.seqScans.join('; ')}.\n`
    : ''
  return `${results.db} ${results.size}, ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC: ${settings.connections} connections, ${settings.rounds} rounds of ${settings.seconds} s (after ${settings.warmupSeconds} s of warm-up each), medians; ${machine.cpus} cores, load average ${machine.loadAverageBefore[0]} before and ${machine.loadAverageAfter[0]} after; server RSS ${results.server.startRssMb ?? '?'} MB at start, ${results.server.peakRssMb} MB peak; feed page ${results.feedPageBytes} bytes.

| scenario | req/s | p50 ms | p99 ms | of yardstick | CPU ms/req, main thread | CPU ms/req, other threads | notes |
|---|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

| target (issue 14) | measured | |
|---|---|---|
${targets.join('\n')}
${explain}`
}
