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

async function startOwnServer(): Promise<OwnServer & { close(): Promise<void> }> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-e2e-own-'))
  const url = `http://127.0.0.1:${port}`
  // as playwright.config.ts starts the shared one
  const env = { ...process.env, ...serverEnv(port, dataDir) }
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

/** `test` whose pages and API requests go to a server of the journey's own (`ownServer`). */
export const testWithOwnServer = base.extend<{ ownServer: OwnServer }>({
  // Playwright reads a fixture's needs from its first parameter: this one needs none
  // eslint-disable-next-line no-empty-pattern
  ownServer: async ({}, use, testInfo) => {
    testInfo.setTimeout(OWN_SERVER_JOURNEY_TIMEOUT_MS)
    const server = await startOwnServer()
    await use(server)
    await server.close()
  },
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
})
