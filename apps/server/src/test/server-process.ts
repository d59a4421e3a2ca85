import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import {
  freePort,
  memoryOf,
  repoRoot,
  spawnNode,
  waitUntilReady,
  type NodeChild,
} from '../../../../bench/load/child-process'
import { BENCH_LIMITS } from '../../../../bench/load/server-process'
import { TEST_REDIS_KEY_SECRET } from './rate-limit-stores'

// The real server as `npm start` runs it, in a child process, for the hard
// suites (*.hard.test.ts) that crash it or watch its memory. Starting it goes
// through bench/load/child-process.ts, as the load bench does.

/** Where the server keeps its data: a PGlite directory, or a PostgreSQL database */
export type ServerStore = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export interface ServerProcess {
  url: string
  pid: number
  /** What it wrote to stderr, for a failure's message */
  errors(): string
  /** Resident memory now, in MB (Linux), or undefined once it has exited */
  residentMb(): number | undefined
  /** kill -9: no shutdown, no flush, nothing the server could do about it */
  crash(): Promise<void>
  /** SIGTERM, the orderly stop */
  stop(): Promise<void>
}

const SERVER_FILE = 'apps/server/src/main.ts'
// apps/server's `npm start` caps the heap at 512 MB: a leak ends in a crash there
const NODE_OPTIONS = ['--max-old-space-size=512']

function serverEnvironment(store: ServerStore, port: number, env: NodeJS.ProcessEnv) {
  // the server must use the store given here, whatever this process was started with
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env
  return {
    // .ci/run sets REDIS_URL for every suite: a server given it needs the secret as well
    REDIS_KEY_SECRET: TEST_REDIS_KEY_SECRET,
    ...inherited,
    ...BENCH_LIMITS,
    REGISTER_LIMIT_PER_HOUR: BENCH_LIMITS.API_LIMIT_PER_MINUTE,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    ...(store.kind === 'postgres' ? { DATABASE_URL: store.url } : { DATA_DIR: store.dataDir }),
    ...env,
  }
}

export async function startServerProcess(
  store: ServerStore,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawnNode(SERVER_FILE, [], serverEnvironment(store, port, env), NODE_OPTIONS)
  const url = `http://127.0.0.1:${port}`
  await waitUntilReady(`${url}/api/health`, child)
  const pid = child.process.pid!
  return {
    url,
    pid,
    errors: child.errors,
    residentMb: () => memoryOf(pid)?.currentMb,
    crash: () => killHard(child),
    stop: child.stop,
  }
}

function killHard(child: NodeChild): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve()
    child.process.once('exit', () => resolve())
    child.process.kill('SIGKILL')
  })
}

/**
 * The real server under a parent that never collects it: `sh` starts it in the
 * background and becomes `sleep`, which never waits for a child. Killed, the
 * server stays a zombie, as it does for a while under npm or a supervisor; the
 * parent goes at `stop()`, and init collects what it left.
 */
export async function startUnreapedServerProcess(store: ServerStore): Promise<ServerProcess> {
  const port = await freePort()
  const command = [process.execPath, ...NODE_OPTIONS, '--import', 'tsx', SERVER_FILE]
  const parent = spawn('sh', ['-c', '"$@" & echo "$!"; exec sleep 3600', 'sh', ...command], {
    cwd: repoRoot,
    env: serverEnvironment(store, port, {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  parent.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-10_000)
  })
  const [firstLine] = (await once(parent.stdout!, 'data')) as [Buffer]
  parent.stdout!.resume()
  const pid = Number(firstLine.toString().split('\n')[0])
  const url = `http://127.0.0.1:${port}`
  const gone = () => {
    const state = processState(pid)
    return state === null || state === 'Z'
  }
  const stop = async () => {
    if (!gone()) process.kill(pid, 'SIGTERM')
    while (!gone()) await sleep(50)
    parent.kill('SIGKILL')
  }

  const deadline = Date.now() + 180_000
  for (;;) {
    if (gone()) {
      parent.kill('SIGKILL')
      throw new Error(`The server exited before it answered:\n${stderr}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${url} did not answer within 180 s:\n${stderr}`)
    }
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await sleep(250)
  }

  return {
    url,
    pid,
    errors: () => stderr,
    residentMb: () => memoryOf(pid)?.currentMb,
    crash: async () => {
      process.kill(pid, 'SIGKILL')
      while (!gone()) await sleep(10)
    },
    stop,
  }
}

/** The state of a process in /proc/PID/stat: R, S, D…, or Z for a zombie; null once it is gone. */
export function processState(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!
  } catch {
    return null
  }
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for one suite;
 * `drop()` removes it, closing whatever connections a killed server left behind.
 */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `platewise_hard_${randomBytes(6).toString('hex')}`
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  }
}

async function withAdmin(serverUrl: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await work(admin)
  } finally {
    await admin.end()
  }
}

/** What the server answered: the status, and the body as JSON when it was JSON */
export interface Answer<T = unknown> {
  status: number
  body: T
  headers: Headers
  /** The body as it came, for files */
  bytes: Buffer
}

/**
 * One API call over real HTTP, as the web app makes it: a JSON body, or a
 * FormData (multipart) for the routes that take files. A refused connection
 * or a reset rejects, as fetch does.
 */
export async function callApi<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: string | FormData | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) {
    body = options.form
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
  const bytes = Buffer.from(await response.arrayBuffer())
  const text = bytes.toString()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text, for the failure's message
  }
  return { status: response.status, body: parsed as T, headers: response.headers, bytes }
}
