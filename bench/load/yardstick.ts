import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, spawnNode, waitUntilReady } from './child-process'

/** Starts the yardstick in its own process, answering `body` on every path. */
export async function startYardstick(body: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-yardstick-'))
  const bodyFile = path.join(dir, 'feed-page.json')
  fs.writeFileSync(bodyFile, body)
  const port = await freePort()
  const child = spawnNode('bench/load/yardstick-server.ts', [bodyFile, String(port)], process.env)
  const url = `http://127.0.0.1:${port}`
  await waitUntilReady(`${url}/`, child, 30_000)
  return {
    url,
    async stop() {
      await child.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
