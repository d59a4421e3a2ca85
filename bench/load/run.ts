import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { meals, sessions } from '../../apps/server/src/db/schema'
import { BENCH_CREATE_DATE } from '../seed/bench-data'
import {
  benchTarget,
  describeTarget,
  openBenchDatabase,
  type BenchTarget,
} from '../seed/bench-database'
import { seedBench } from '../seed/seed-bench'
import { countRows } from '../seed/seed-checks'
import { isSeedSizeName, SEED_SIZES, type SeedSizeName } from '../seed/seed-sizes'
import { repoRoot } from './child-process'
import { formatCpuSummary, summariseCpuProfile } from './cpu-profile'
import { runExplain } from './explain'
import { httpSend } from './http-send'
import type { Measurement } from './measure'
import { expectEveryScenarioToAnswer, prepareContext, signIn } from './prepare'
import { runRounds, type ScenarioRun } from './rounds'
import { writeReadmeBlock } from '../readme-block'
import { markdownReport, summarise, type LoadResults } from './report'
import { BENCH_USER_IDS, buildScenarios, type Scenario } from './scenarios'
import { startServer } from './server-process'
import { checkTargets } from './targets'
import { startYardstick } from './yardstick'

// npm run bench [-- --db pglite|postgres --size small|full --no-explain]
// BENCH_DURATION (s, 30), BENCH_WARMUP (s, 5), BENCH_CONNECTIONS (20), BENCH_ROUNDS (3),
// BENCH_SCENARIOS=feed,login (a subset), BENCH_CPU_PROF=1 (profile the server). See bench/README.md.

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    size: { type: 'string', default: 'small' },
    'no-explain': { type: 'boolean', default: false },
  },
})

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`)
  return value
}

const resultsDir = path.join(repoRoot, 'bench/results')
const readmePath = path.join(repoRoot, 'bench/README.md')

/** Seeds the target when it has no people yet; answers its row counts. */
async function ensureSeeded(target: BenchTarget, size: SeedSizeName) {
  const database = await openBenchDatabase(target)
  try {
    let rows = await countRows(database.db)
    if (rows.users === 0) {
      console.log(`No bench data in ${describeTarget(target)}: seeding ${size} first`)
      await seedBench(database.db, SEED_SIZES[size], { log: (line) => console.log(line) })
      rows = await countRows(database.db)
    }
    return rows
  } finally {
    await database.close()
  }
}

/** Takes out what the runs added (meals on the bench's create day, sessions), so runs stay alike. */
async function cleanUp(target: BenchTarget) {
  const database = await openBenchDatabase(target)
  try {
    await database.db.delete(meals).where(eq(meals.mealDate, BENCH_CREATE_DATE))
    await database.db.delete(sessions)
    await database.db.execute(sql`vacuum analyze meals, sessions`)
  } finally {
    await database.close()
  }
}

interface Measured {
  scenario: Pick<Scenario, 'name' | 'calls'>
  rounds: Measurement[]
}

async function main() {
  const size = values.size!
  if (!isSeedSizeName(size))
    throw new Error(`--size must be one of ${Object.keys(SEED_SIZES).join(', ')}`)
  const target = benchTarget({ db: values.db, size })
  const settings = {
    connections: number('BENCH_CONNECTIONS', 20),
    seconds: number('BENCH_DURATION', 30),
    warmupSeconds: number('BENCH_WARMUP', 5),
    rounds: number('BENCH_ROUNDS', 3),
  }
  const only = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim())
  const startedAt = new Date().toISOString()
  const loadAverageBefore = os.loadavg().map((load) => Math.round(load * 100) / 100)

  const rows = await ensureSeeded(target, size)
  console.log(`Benchmarking ${describeTarget(target)} (${size}): ${JSON.stringify(rows)}`)
  const cpuProfileDir = process.env.BENCH_CPU_PROF
    ? makeCpuProfileDir(target.kind, size)
    : undefined
  const server = await startServer(target, cpuProfileDir)
  // what the server holds before any load: the baseline under the peak
  const startRssMb = server.memory()?.currentMb ?? 0
  let yardstick: Awaited<ReturnType<typeof startYardstick>> | undefined
  const measured: Measured[] = []
  let peakRssMb = 0
  let feedPageBytes = 0
  try {
    const send = httpSend(server.url)
    const tokens = await signIn(send, BENCH_USER_IDS)
    const context = await prepareContext(send, tokens)
    feedPageBytes = Buffer.byteLength(context.feedPageBody)
    yardstick = await startYardstick(context.feedPageBody)
    const yardstickScenario = {
      name: 'yardstick',
      calls: `bare node:http answering a fixed ${feedPageBytes}-byte feed page`,
      requests: [{ method: 'GET' as const, path: '/', signedIn: false }],
    }
    const scenarios = buildScenarios(context).filter(
      (scenario) => !only || only.includes(scenario.name),
    )
    await expectEveryScenarioToAnswer(send, scenarios, tokens)
    const runs: ScenarioRun[] = [
      { scenario: yardstickScenario, baseUrl: yardstick.url },
      ...scenarios.map((scenario) => ({
        scenario,
        baseUrl: server.url,
        rssMb: () => server.memory()?.currentMb,
        cpu: server.cpu,
      })),
    ]
    const measurements = await runRounds(runs, tokens, settings, (line) => console.log(line))
    runs.forEach((run, index) =>
      measured.push({ scenario: run.scenario, rounds: measurements[index]! }),
    )
    peakRssMb = server.memory()?.peakMb ?? 0
  } finally {
    await yardstick?.stop()
    await server.stop()
  }

  const [yardstickRun, ...scenarioRuns] = measured
  const yardstickSummary = summarise(yardstickRun!.scenario, yardstickRun!.rounds)
  const results: LoadResults = {
    db: target.kind,
    size,
    startedAt,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverageBefore,
      loadAverageAfter: os.loadavg().map((load) => Math.round(load * 100) / 100),
    },
    settings,
    rows,
    feedPageBytes,
    yardstick: yardstickSummary,
    scenarios: scenarioRuns.map((run) =>
      summarise(run.scenario, run.rounds, yardstickSummary.median.requestsPerSecond),
    ),
    server: { startRssMb, peakRssMb },
    targets: [],
  }
  if (!values['no-explain']) {
    const explain = await runExplain(target, size, resultsDir)
    results.explain = { file: path.relative(repoRoot, explain.file), seqScans: explain.seqScans }
  }
  await cleanUp(target)
  if (cpuProfileDir) {
    // one profile per thread, the main thread's first (CPU.<date>.<time>.<pid>.<thread>.<seq>)
    const profiles = fs
      .readdirSync(cpuProfileDir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .sort()
      .map((name) => ({
        file: path.join(cpuProfileDir, name),
        ...summariseCpuProfile(path.join(cpuProfileDir, name)),
      }))
    const mainBusyMs = profiles[0]?.busyMs ?? 0
    // threads that only started up (tsx's loader, a bootstrap) are left out
    const sections = profiles
      .filter((profile, index) => index === 0 || profile.busyMs >= mainBusyMs * 0.05)
      .map(
        (profile, index) =>
          `## ${index === 0 ? 'main thread (the event loop)' : 'worker thread'}: ${path.basename(profile.file)}\n${formatCpuSummary(profile)}`,
      )
    if (sections.length > 0) {
      const summary = sections.join('\n')
      const summaryFile = path.join(resultsDir, `cpu-profile-${target.kind}-${size}.txt`)
      fs.writeFileSync(summaryFile, `${only ? `scenarios: ${only.join(', ')}\n` : ''}${summary}`)
      console.log(
        `${summary}\nProfiles in ${cpuProfileDir}; summary in ${path.relative(repoRoot, summaryFile)}`,
      )
    }
  }

  const smallRunFile = path.join(resultsDir, `load-${target.kind}-small.json`)
  const smallRun =
    size !== 'small' && fs.existsSync(smallRunFile)
      ? (JSON.parse(fs.readFileSync(smallRunFile, 'utf8')) as LoadResults)
      : undefined
  results.targets = checkTargets(results, smallRun)

  // a run of some scenarios only is kept apart, so it never replaces a whole run's numbers
  const name = `load-${target.kind}-${size}${only ? '-subset' : ''}`
  const file = path.join(resultsDir, `${name}.json`)
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  const markdown = markdownReport(results)
  if (!only) writeReadmeBlock(readmePath, `load:${target.kind}-${size}`, markdown)
  console.log(
    `\n${markdown}\nResults in ${path.relative(repoRoot, file)}${only ? '' : '; table in bench/README.md'}`,
  )
}

/** A fresh folder under data/ (which a new checkout does not have yet) for the server's profile. */
function makeCpuProfileDir(kind: string, size: string) {
  const dataDir = path.join(repoRoot, 'data')
  fs.mkdirSync(dataDir, { recursive: true })
  return fs.mkdtempSync(path.join(dataDir, `cpu-profile-${kind}-${size}-`))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
