import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, spawnNode, waitUntilReady, type NodeChild } from '../bench/load/child-process'
import { test as base } from './fixtures'
import { serverEnv } from './servers'

/**
 * A real server of the journey's own (the shared one serves every other
 * journey), which the journey stops and starts again on the same port and
 * data directory, as a person's server going down and coming back would.
 */
export interface OwnServer {
  url: string
  stop(): Promise<void>
  start(): Promise<void>
}

/** A start on a fresh data directory migrates it: on a busy 2-core machine that took over a minute. */
const START_TIMEOUT_MS = 180_000

/** A journey with a server of its own starts it twice (and its browser waits meanwhile). */
export const OWN_SERVER_JOURNEY_TIMEOUT_MS = 2 * START_TIMEOUT_MS + 120_000

/** Settings beyond the journey servers' own (servers.ts), e.g. an SMTP server's */
export type OwnServerEnv = Record<string, string>

async function startOwnServer(
  extraEnv: OwnServerEnv,
): Promise<OwnServer & { close(): Promise<void> }> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-e2e-own-'))
  const url = `http://127.0.0.1:${port}`
  // as playwright.config.ts starts the shared one; links in its mail lead back to it
  const env = { ...process.env, ...serverEnv(port, dataDir), APP_URL: url, ...extraEnv }
  let child: NodeChild | undefined
  const start = async () => {
    child = spawnNode('apps/server/src/main.ts', [], env, ['--max-old-space-size=512'])
    await waitUntilReady(`${url}/api/health`, child, START_TIMEOUT_MS)
  }
  const stop = async () => {
    await child?.stop()
    child = undefined
  }
  await start()
  return {
    url,
    start,
    stop,
    close: async () => {
      await stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * `test` whose pages and API requests go to a server of the journey's own
 * (`ownServer`), started with `ownServerEnv` as well.
 */
export const testWithOwnServer = base.extend<{ ownServer: OwnServer; ownServerEnv: OwnServerEnv }>({
  ownServerEnv: [{}, { option: true }],
  ownServer: async ({ ownServerEnv }, use, testInfo) => {
    testInfo.setTimeout(OWN_SERVER_JOURNEY_TIMEOUT_MS)
    const server = await startOwnServer(ownServerEnv)
    await use(server)
    await server.close()
  },
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
})
