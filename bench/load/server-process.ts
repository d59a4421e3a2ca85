import fs from 'node:fs'
import path from 'node:path'
import type { BenchTarget } from '../seed/bench-database'
import {
  freePort,
  memoryOf,
  repoRoot,
  spawnNode,
  threadCpuOf,
  waitUntilReady,
} from './child-process'

// Limits high enough that the bench measures the work, not the 429s (config.ts).
const UNLIMITED = String(1_000_000_000)
export const BENCH_LIMITS = {
  API_LIMIT_PER_MINUTE: UNLIMITED,
  LOGIN_LIMIT_PER_MINUTE: UNLIMITED,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: UNLIMITED,
  POST_LIMIT_PER_HOUR: UNLIMITED,
  COMMENT_LIMIT_PER_HOUR: UNLIMITED,
  GROUP_LIMIT_PER_HOUR: UNLIMITED,
}

/**
 * The node flags of the server's start script (`node --max-old-space-size=512
 * --import tsx src/main.ts`), read from apps/server/package.json so the bench
 * measures the server with the same heap as `npm start` gives it.
 */
function startScriptNodeFlags(): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8'),
  ) as { scripts: { start: string } }
  const words = manifest.scripts.start.split(/\s+/)
  if (words[0] !== 'node') return []
  return words.slice(1, words.indexOf('--import'))
}

/**
 * The real server, as `npm start` runs it (apps/server/src/main.ts under tsx,
 * NODE_ENV=production), on a fresh port, against the bench database. With
 * `cpuProfileDir` it runs under `node --cpu-prof` and writes a .cpuprofile
 * there when it stops (open it in Chrome DevTools or speedscope).
 */
export async function startServer(target: BenchTarget, cpuProfileDir?: string) {
  const port = await freePort()
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const profiling = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []
  const child = spawnNode(
    'apps/server/src/main.ts',
    [],
    {
      ...inherited,
      ...BENCH_LIMITS,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(target.kind === 'postgres'
        ? { DATABASE_URL: target.databaseUrl }
        : { DATA_DIR: target.dataDir }),
    },
    [...startScriptNodeFlags(), ...profiling],
  )
  const url = `http://127.0.0.1:${port}`
  await waitUntilReady(`${url}/api/health`, child)
  return {
    url,
    /** Peak resident memory so far, in MB */
    memory: () => memoryOf(child.process.pid!),
    /** CPU time used so far, by the main thread and by the others */
    cpu: () => threadCpuOf(child.process.pid!),
    stop: child.stop,
  }
}

export type BenchServer = Awaited<ReturnType<typeof startServer>>
