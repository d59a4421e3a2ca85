import type { FirstLoad } from './first-load'
import type { LighthouseScores } from './lighthouse-run'
import type { StaticChecks } from './static-checks'

export interface WebTarget {
  target: string
  measured: string
  met: boolean
}

// Issue 14, "Web". KB are 1,000 bytes, as Vite and Lighthouse count them.
export const BUDGETS = {
  landingGzipBytes: 100_000,
  dashboardGzipBytes: 170_000,
  landingPerformance: 95,
  feedPerformance: 90,
  lcpMs: 2_000,
  cls: 0.05,
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const scripts = (load: FirstLoad) =>
  `${load.scripts.length} script${load.scripts.length === 1 ? '' : 's'}`

export function checkTargets(results: {
  firstLoad: { landing: FirstLoad; feed: FirstLoad }
  lighthouse: { landing: LighthouseScores; feed: LighthouseScores }
  statics: StaticChecks
}): WebTarget[] {
  const { firstLoad, lighthouse, statics } = results
  const pages = [
    ['landing page', lighthouse.landing],
    ['feed', lighthouse.feed],
  ] as const
  return [
    {
      target: `landing page first-load JS ≤ ${kb(BUDGETS.landingGzipBytes)} gzip`,
      measured: `${kb(firstLoad.landing.totalGzipBytes)} in ${scripts(firstLoad.landing)}`,
      met: firstLoad.landing.totalGzipBytes <= BUDGETS.landingGzipBytes,
    },
    {
      target: `dashboard (feed) first-load JS ≤ ${kb(BUDGETS.dashboardGzipBytes)} gzip`,
      measured: `${kb(firstLoad.feed.totalGzipBytes)} in ${scripts(firstLoad.feed)}`,
      met: firstLoad.feed.totalGzipBytes <= BUDGETS.dashboardGzipBytes,
    },
    {
      target: 'scripts and styles precompressed (gzip and brotli), served by Accept-Encoding',
      measured: `${statics.precompressed.both} of ${statics.precompressed.of} files; br → ${statics.encodings.br}, gzip → ${statics.encodings.gzip}, none → ${statics.encodings.none ?? 'plain'}; Vary: ${statics.vary}`,
      met:
        statics.precompressed.both === statics.precompressed.of &&
        statics.encodings.br === 'br' &&
        statics.encodings.gzip === 'gzip' &&
        statics.encodings.none === null &&
        /accept-encoding/i.test(statics.vary ?? ''),
    },
    {
      target: 'hashed assets cached immutably, the page revalidated',
      measured: `assets: ${statics.assetCacheControl}; page: ${statics.pageCacheControl}`,
      met:
        statics.assetCacheControl === 'public, max-age=31536000, immutable' &&
        statics.pageCacheControl === 'no-cache',
    },
    {
      target: 'no public source maps',
      measured: `${statics.sourceMaps.files} .map files; the entry's map answers ${statics.sourceMaps.entryMapStatus}`,
      met: statics.sourceMaps.files === 0 && statics.sourceMaps.entryMapStatus === 404,
    },
    {
      target: `Lighthouse performance ≥ ${BUDGETS.landingPerformance} on the landing page`,
      measured: String(lighthouse.landing.performance),
      met: lighthouse.landing.performance >= BUDGETS.landingPerformance,
    },
    {
      target: `Lighthouse performance ≥ ${BUDGETS.feedPerformance} on the feed`,
      measured: String(lighthouse.feed.performance),
      met: lighthouse.feed.performance >= BUDGETS.feedPerformance,
    },
    ...pages.map(([name, scores]) => ({
      target: `LCP ≤ ${(BUDGETS.lcpMs / 1000).toFixed(1)} s on the ${name}`,
      measured: `${(scores.lcpMs / 1000).toFixed(2)} s`,
      met: scores.lcpMs <= BUDGETS.lcpMs,
    })),
    ...pages.map(([name, scores]) => ({
      target: `CLS ≤ ${BUDGETS.cls} on the ${name}`,
      measured: String(scores.cls),
      met: scores.cls <= BUDGETS.cls,
    })),
  ]
}
