import { parentPort, workerData } from 'node:worker_threads'
import type { Transaction } from '@electric-sql/pglite'
import { createPglite } from '../create-pglite'
import type { ErrorFields, QueryOptions, Request, Response, WorkerData } from './protocol'

// PGlite on its own thread: the database's work (WASM Postgres and its wire
// protocol) no longer competes with HTTP for the server's event loop. Requests
// are handled as they arrive, not one after another: PGlite's own lock orders
// them, so a query waits for an open transaction exactly as it does in-process.

const port = parentPort!
const { dataDir } = workerData as WorkerData
const database = await createPglite(dataDir)

interface OpenTransaction {
  tx: Transaction
  finish(commit: boolean): void
  done: Promise<void>
}
const transactions = new Map<number, OpenTransaction>()

const keepText = (value: string) => value

function queryOptions(options: QueryOptions) {
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((oid) => [oid, keepText]))
  return { rowMode: options.rowMode, parsers }
}

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields: ErrorFields = { message: error.message }
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue
    fields[key] = value
  }
  return fields
}

function begin(txId: number): Promise<void> {
  return new Promise((started, failedToStart) => {
    let finish!: (commit: boolean) => void
    const outcome = new Promise<boolean>((resolve) => (finish = resolve))
    const done = database
      .transaction(async (tx) => {
        transactions.set(txId, { tx, finish, done })
        started()
        // PGlite commits when this returns and rolls back when it throws
        if (!(await outcome)) throw new RolledBack()
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
      .finally(() => transactions.delete(txId))
    done.catch(failedToStart)
  })
}

class RolledBack extends Error {}

async function end(txId: number, commit: boolean) {
  const open = transactions.get(txId)
  if (!open) throw new Error('No such transaction')
  open.finish(commit)
  await open.done
}

async function handle(request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.txId === undefined ? database : transactions.get(request.txId)?.tx
      if (!target) throw new Error('The transaction has ended')
      const result = await target.query(request.sql, request.params, queryOptions(request.options))
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
    }
    case 'begin':
      return begin(request.txId)
    case 'commit':
      return end(request.txId, true)
    case 'rollback':
      return end(request.txId, false)
    case 'close':
      await database.close()
      return undefined
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } as Response),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: errorFields(error) } as Response),
  )
})
port.postMessage({ id: 0, ok: true } satisfies Response)
