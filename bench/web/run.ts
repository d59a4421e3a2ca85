import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import { repoRoot } from '../load/child-process'
import { startServer } from '../load/server-process'
import { createBenchUser, storeSessionScript, type BenchSession } from './bench-user'
import { ensureBuild } from './build'
import { attachPlaywright, launchChromium } from './chromium'
import { measureFirstLoad } from './first-load'
import { medianRun, runLighthouse, type LighthouseScores } from './lighthouse-run'
import { writeReadmeBlock } from '../readme-block'
import { markdownReport, type WebResults } from './report'
import { checkStaticAssets } from './static-checks'
import { checkTargets } from './targets'

// npm run bench:web [-- --runs 3 --build --reports DIR]
// Builds the web app if a source changed since the last build (--build: always),
// starts the real server on a throwaway DATA_DIR, and measures the landing page
// and the feed: first-load JavaScript, compression and caching headers, and
// Lighthouse. Writes bench/results/web.json and the table in bench/README.md;
// with --reports, every Lighthouse report as JSON in DIR too.

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, 1 or more')
const reportsDir = values.reports && path.resolve(values.reports)
if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true })
const reportFile = (page: string, run: number) =>
  reportsDir && path.join(reportsDir, `${page}-${run}.json`)

ensureBuild(values.build)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-bench-web-data-'))
const loadAverageBefore = os.loadavg().map((load) => Number(load.toFixed(2)))
const startedAt = new Date().toISOString()
const server = await startServer({ kind: 'pglite', dataDir })
try {
  const session = await createBenchUser(server.url)
  const landingUrl = `${server.url}/`
  const feedUrl = `${server.url}/dashboard/feed`

  // A page of the origin without scripts, to store the session on: the cache stays empty.
  const signIn = async (page: Page, session: BenchSession) => {
    await page.goto(`${server.url}/api/health`)
    await page.evaluate(storeSessionScript(session))
  }
  const landingReady = (page: Page) =>
    page.getByRole('heading', { level: 1, name: /Eat with purpose/ }).waitFor()
  const feedReady = (page: Page) =>
    page.getByText('Salmon, sweet potato and greens tonight.').waitFor()

  const chromium = await launchChromium()
  const browser = await attachPlaywright(chromium.port)
  const firstLoad = {
    landing: await measureFirstLoad(browser, landingUrl, landingReady),
    feed: await measureFirstLoad(browser, feedUrl, feedReady, (page) => signIn(page, session)),
  }
  await browser.close()
  await chromium.close()
  const statics = await checkStaticAssets(server.url)

  // interleaved, so a busy minute on the machine does not fall on one page only
  const lighthouseRuns: { landing: LighthouseScores[]; feed: LighthouseScores[] } = {
    landing: [],
    feed: [],
  }
  for (let run = 1; run <= runs; run++) {
    lighthouseRuns.landing.push(
      await runLighthouse(landingUrl, undefined, reportFile('landing', run)),
    )
    lighthouseRuns.feed.push(
      await runLighthouse(
        feedUrl,
        async (browser) => {
          const page = await browser.contexts()[0]!.newPage()
          await signIn(page, session)
          await page.close()
        },
        reportFile('feed', run),
      ),
    )
    console.log(
      `Lighthouse run ${run}/${runs}: landing ${lighthouseRuns.landing.at(-1)!.performance}, feed ${lighthouseRuns.feed.at(-1)!.performance}`,
    )
  }
  const lighthouse = {
    landing: medianRun(lighthouseRuns.landing),
    feed: medianRun(lighthouseRuns.feed),
    runs: lighthouseRuns,
  }

  const results: WebResults = {
    startedAt,
    machine: {
      cpus: os.cpus().length,
      loadAverageBefore,
      loadAverageAfter: os.loadavg().map((load) => Number(load.toFixed(2))),
    },
    lighthouseRuns: runs,
    firstLoad,
    lighthouse,
    targets: checkTargets({ firstLoad, lighthouse, statics }),
  }
  const resultsDir = path.join(repoRoot, 'bench/results')
  fs.mkdirSync(resultsDir, { recursive: true })
  fs.writeFileSync(
    path.join(resultsDir, 'web.json'),
    `${JSON.stringify({ ...results, statics }, null, 2)}\n`,
  )
  const markdown = markdownReport(results)
  writeReadmeBlock(path.join(repoRoot, 'bench/README.md'), 'web', markdown)
  console.log(`\n${markdown}\n\nWrote bench/results/web.json and bench/README.md`)
} finally {
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
