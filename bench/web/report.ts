import type { FirstLoad } from './first-load'
import type { LighthouseScores } from './lighthouse-run'
import type { WebTarget } from './targets'

export interface WebResults {
  startedAt: string
  machine: { cpus: number; loadAverageBefore: number[]; loadAverageAfter: number[] }
  lighthouseRuns: number
  firstLoad: { landing: FirstLoad; feed: FirstLoad }
  /** The median run of each page, by performance score, and every run */
  lighthouse: {
    landing: LighthouseScores
    feed: LighthouseScores
    runs: { landing: LighthouseScores[]; feed: LighthouseScores[] }
  }
  targets: WebTarget[]
}

const scoreRow = (page: string, s: LighthouseScores) =>
  `| ${page} | ${s.performance} | ${(s.fcpMs / 1000).toFixed(2)} s | ${(s.lcpMs / 1000).toFixed(2)} s | ${s.tbtMs} ms | ${s.cls} | ${(s.speedIndexMs / 1000).toFixed(2)} s |`

export function markdownReport(results: WebResults): string {
  const { machine, lighthouse } = results
  const all = (runs: LighthouseScores[]) => runs.map((run) => run.performance).join(', ')
  return `${results.startedAt.slice(0, 16).replace('T', ' ')} UTC: Lighthouse 12 (default config: mobile preset, simulated throttling) in Debian's Chromium, median of ${results.lighthouseRuns} runs by performance score (landing ${all(lighthouse.runs.landing)}; feed ${all(lighthouse.runs.feed)}); ${machine.cpus} cores, load average ${machine.loadAverageBefore[0]} before and ${machine.loadAverageAfter[0]} after.

| target | measured | |
|---|---|---|
${results.targets.map((t) => `| ${t.target} | ${t.measured} | ${t.met ? 'met' : '**missed**'} |`).join('\n')}

| page | performance | FCP | LCP | TBT | CLS | Speed Index |
|---|---:|---:|---:|---:|---:|---:|
${scoreRow('landing page', lighthouse.landing)}
${scoreRow('feed', lighthouse.feed)}`
}
