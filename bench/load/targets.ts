import type { LoadResults, ScenarioSummary } from './report'

// Issue 14's budgets, checked against a run's medians. A target that needs a
// scenario the run left out, or another run's file, is reported as not measured.

export interface TargetCheck {
  target: string
  measured: string
  met: boolean | null
}

const READ_SCENARIOS = [
  'post-comments',
  'search-prefix',
  'search-typo',
  'day-meals',
  'diary-week',
  'calendar-month',
]

function check(
  results: LoadResults,
  name: string,
  target: string,
  judge: (scenario: ScenarioSummary) => { measured: string; met: boolean },
): TargetCheck {
  const scenario = results.scenarios.find((candidate) => candidate.name === name)
  if (!scenario) return { target, measured: 'not run', met: null }
  return { target, ...judge(scenario) }
}

const fastEnough = (minRps: number, maxP99: number) => (scenario: ScenarioSummary) => ({
  measured: `${scenario.median.requestsPerSecond} req/s, p99 ${scenario.median.p99Ms} ms`,
  met: scenario.median.requestsPerSecond >= minRps && scenario.median.p99Ms <= maxP99,
})

const p99AtMost = (maxP99: number) => (scenario: ScenarioSummary) => ({
  measured: `p99 ${scenario.median.p99Ms} ms`,
  met: scenario.median.p99Ms <= maxP99,
})

const median = (results: LoadResults, name: string) =>
  results.scenarios.find((scenario) => scenario.name === name)?.median

/** The embedded database's budgets (10,000 posts): what a newcomer runs. */
function embeddedTargets(results: LoadResults): TargetCheck[] {
  return ['day-meals', 'feed', 'create-meal'].map((name) =>
    check(results, name, `${name}: ≥ 2,000 req/s, p99 ≤ 30 ms`, fastEnough(2_000, 30)),
  )
}

/** PostgreSQL's budgets; the issue sets them at 1M posts. `small` is the same run at 10,000 posts. */
function postgresTargets(results: LoadResults, small?: LoadResults): TargetCheck[] {
  const feed = median(results, 'feed')
  const checks = [
    check(results, 'feed', 'feed: ≥ 1,000 req/s, p99 ≤ 50 ms', fastEnough(1_000, 50)),
    check(results, 'feed-deep', "deep feed page: p50 ≤ 1.5 × the first page's", (deep) => ({
      measured: `${deep.median.p50Ms} ms vs ${feed?.p50Ms ?? '?'} ms`,
      met: feed !== undefined && deep.median.p50Ms <= 1.5 * feed.p50Ms,
    })),
    ...READ_SCENARIOS.map((name) => check(results, name, `${name}: p99 ≤ 30 ms`, p99AtMost(30))),
    check(results, 'create-meal', 'create-meal: p99 ≤ 30 ms', p99AtMost(30)),
    check(
      results,
      'feed-beside-logins',
      "feed beside 4 login connections: p99 ≤ 2 × the feed's",
      (beside) => ({
        measured: `${beside.median.p99Ms} ms vs ${feed?.p99Ms ?? '?'} ms`,
        met: feed !== undefined && beside.median.p99Ms <= 2 * feed.p99Ms,
      }),
    ),
    {
      target: 'server memory under load ≤ 300 MB resident',
      measured: `${results.server.peakRssMb} MB peak`,
      met: results.server.peakRssMb <= 300,
    },
  ]
  const smallFeed = small && median(small, 'feed')
  if (results.size === 'full') {
    checks.push(
      smallFeed && feed
        ? {
            target: 'feed p50 at 1M posts ≤ 1.5 × its p50 at 10,000 posts',
            measured: `${feed.p50Ms} ms vs ${smallFeed.p50Ms} ms`,
            met: feed.p50Ms <= 1.5 * smallFeed.p50Ms,
          }
        : {
            target: 'feed p50 at 1M posts ≤ 1.5 × at 10,000',
            measured: 'no small run to compare',
            met: null,
          },
    )
  }
  return checks
}

export function checkTargets(results: LoadResults, smallRun?: LoadResults): TargetCheck[] {
  return results.db === 'pglite' ? embeddedTargets(results) : postgresTargets(results, smallRun)
}
