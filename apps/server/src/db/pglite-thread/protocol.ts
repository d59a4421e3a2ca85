// The messages between the server's thread and the thread that runs PGlite.
// Rows, parameters and errors cross by structured clone, so only plain data is sent.

export interface QueryOptions {
  rowMode?: 'array' | 'object'
  /** Type OIDs to hand back as the text PostgreSQL sent (drizzle maps dates itself) */
  rawTypes?: number[]
}

export type Request =
  | {
      id: number
      kind: 'query'
      sql: string
      params: unknown[]
      options: QueryOptions
      txId?: number
    }
  | { id: number; kind: 'begin'; txId: number }
  | { id: number; kind: 'commit' | 'rollback'; txId: number }
  | { id: number; kind: 'close' }

export interface QueryResult {
  rows: unknown[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

/** A database error's fields, as PostgreSQL reports them (code, detail, constraint…) */
export type ErrorFields = { message: string } & Record<string, unknown>

export type Response =
  { id: number; ok: true; result?: QueryResult } | { id: number; ok: false; error: ErrorFields }

export interface WorkerData {
  dataDir?: string
}
