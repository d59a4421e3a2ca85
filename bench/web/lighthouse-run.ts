import fs from 'node:fs'
import lighthouse from 'lighthouse'
import type { Browser } from 'playwright-core'
import { attachPlaywright, launchChromium } from './chromium'

export interface LighthouseScores {
  /** 0 to 100 */
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
}

/**
 * One Lighthouse run (its default config: the mobile preset, simulated
 * throttling) of `url` in a fresh Chromium. `prepare` may set the origin's
 * storage first; Lighthouse then keeps it (disableStorageReset) instead of
 * clearing it, and the cache is empty anyway in the fresh profile.
 */
export async function runLighthouse(
  url: string,
  prepare?: (browser: Browser) => Promise<void>,
  /** Where to write Lighthouse's whole report (its critical chains, the LCP element), if anywhere */
  reportFile?: string,
): Promise<LighthouseScores> {
  const chromium = await launchChromium()
  try {
    if (prepare) {
      // Playwright lets go before Lighthouse drives the browser
      const browser = await attachPlaywright(chromium.port)
      await prepare(browser)
      await browser.close()
    }
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(prepare),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(lhr))
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(metric('speed-index')),
    }
  } finally {
    await chromium.close()
  }
}

/** The run whose performance score is the median of `runs` (Lighthouse's own advice for noisy machines). */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor(sorted.length / 2)]!
}
