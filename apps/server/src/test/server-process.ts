import { randomBytes } from 'node:crypto'
import pg from 'pg'
import {
  freePort,
  memoryOf,
  spawnNode,
  waitUntilReady,
  type NodeChild,
} from '../../../../bench/load/child-process'
import { BENCH_LIMITS } from '../../../../bench/load/server-process'

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

export async function startServerProcess(
  store: ServerStore,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await freePort()
  // the server must use the store given here, whatever this process was started with
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env
  const child = spawnNode(
    'apps/server/src/main.ts',
    [],
    {
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
    },
    // apps/server's `npm start` caps the heap at 512 MB: a leak ends in a crash there
    ['--max-old-space-size=512'],
  )
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
