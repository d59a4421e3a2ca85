import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { webDist } from './build'

export interface ScriptSize {
  file: string
  bytes: number
  gzipBytes: number
  brotliBytes: number
}

export interface FirstLoad {
  scripts: ScriptSize[]
  totalGzipBytes: number
  totalBrotliBytes: number
}

/** A built file's sizes: plain, and as the server sends it to gzip and to brotli clients. */
function sizesOf(urlPath: string): ScriptSize {
  const file = path.join(webDist, decodeURIComponent(urlPath))
  const plain = fs.readFileSync(file)
  const compressed = (extension: string, compress: (data: Buffer) => Buffer) =>
    fs.existsSync(file + extension) ? fs.statSync(file + extension).size : compress(plain).length
  return {
    file: urlPath,
    bytes: plain.length,
    gzipBytes: compressed('.gz', (data) => zlib.gzipSync(data, { level: 9 })),
    brotliBytes: compressed('.br', (data) => zlib.brotliCompressSync(data)),
  }
}

/** How long no new script may arrive before the page counts as loaded. */
const SCRIPTS_SETTLED_MS = 2_000

/**
 * Opens `url` in a fresh browser context (empty cache), lets `prepare` set it
 * up first (a session in storage), waits for `ready` and for the scripts to
 * settle, and sums the scripts the page loaded on the way: what a first visit
 * costs, lazy chunks included. Not the network as a whole: a signed-in page
 * holds its notification stream open for as long as it is shown (decision 041).
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  prepare?: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    if (prepare) await prepare(page)
    const scripts = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.add(new URL(response.url()).pathname)
    })
    await page.goto(url)
    await ready(page)
    await page.waitForLoadState('load')
    let seen = -1
    while (seen !== scripts.size) {
      seen = scripts.size
      await page.waitForTimeout(SCRIPTS_SETTLED_MS)
    }
    const sizes = [...scripts].sort().map(sizesOf)
    return {
      scripts: sizes,
      totalGzipBytes: sizes.reduce((sum, script) => sum + script.gzipBytes, 0),
      totalBrotliBytes: sizes.reduce((sum, script) => sum + script.brotliBytes, 0),
    }
  } finally {
    await context.close()
  }
}
