import { Worker } from 'node:worker_threads'
import type {
  ErrorFields,
  QueryOptions,
  QueryResult,
  Request,
  Response,
  WorkerData,
} from './protocol'

type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never

/** The part of PGlite's API drizzle's PGlite driver calls. */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: PgliteQueryOptions): Promise<QueryResult>
  transaction<T>(callback: (tx: Pick<PgliteLike, 'query'>) => Promise<T>): Promise<T>
}

interface PgliteQueryOptions {
  rowMode?: 'array' | 'object'
  parsers?: Record<number, unknown>
}

/** An error PGlite raised on the other thread, with PostgreSQL's fields (code, constraint…) */
export class EmbeddedDatabaseError extends Error {
  constructor(fields: ErrorFields) {
    super(fields.message)
    Object.assign(this, fields)
    this.name = 'EmbeddedDatabaseError'
  }
}

// worker.ts when the server runs from source, worker.js once compiled
const workerUrl = new URL(
  `./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
)

/**
 * The server runs from source under tsx, whose loader a worker thread does not
 * inherit on Node 20: the worker starts from a one-line module that loads
 * worker.ts through tsx's API.
 */
function startWorker(workerData: WorkerData) {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl, { workerData })
  const tsxApi = import.meta.resolve('tsx/esm/api')
  const target = JSON.stringify(workerUrl.href)
  const boot = `import { tsImport } from ${JSON.stringify(tsxApi)}; await tsImport(${target}, ${target})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData })
}

/**
 * PGlite running on a worker thread, behind the part of its API drizzle uses.
 * Queries from anywhere may be in flight at once; a transaction's queries carry
 * its id, and other queries wait for it on the worker, as they do in-process.
 */
export async function openPgliteThread(dataDir?: string) {
  const worker = startWorker({ dataDir })
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  let nextTxId = 1
  let stopped: Error | undefined

  function failAll(error: Error) {
    stopped = error
    for (const call of pending.values()) call.reject(error)
    pending.clear()
  }

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject })
  })
  worker.on('message', (response: Response) => {
    const call = pending.get(response.id)
    if (!call) return
    pending.delete(response.id)
    if (response.ok) call.resolve(response.result)
    else call.reject(new EmbeddedDatabaseError(response.error))
  })
  worker.on('error', (error) => failAll(error))
  worker.on('exit', (code) =>
    failAll(new Error(`The embedded database stopped (exit code ${code})`)),
  )

  function send<T>(call: Call): Promise<T> {
    if (stopped) return Promise.reject(stopped)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ ...call, id } as Request)
    })
  }

  function query(txId: number | undefined) {
    return (sql: string, params: unknown[] = [], options: PgliteQueryOptions = {}) => {
      const sent: QueryOptions = { rowMode: options.rowMode }
      if (options.parsers) sent.rawTypes = Object.keys(options.parsers).map(Number)
      return send<QueryResult>({ kind: 'query', sql, params, options: sent, txId })
    }
  }

  await ready

  const client: PgliteLike = {
    query: query(undefined),
    async transaction(callback) {
      const txId = nextTxId++
      await send({ kind: 'begin', txId })
      let result
      try {
        result = await callback({ query: query(txId) })
      } catch (error) {
        await send({ kind: 'rollback', txId })
        throw error
      }
      await send({ kind: 'commit', txId })
      return result
    },
  }

  async function close() {
    if (!stopped) await send({ kind: 'close' })
    await worker.terminate()
  }

  return { client, close }
}
