import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Logger } from 'drizzle-orm/logger'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config'
import type { Database } from '../../apps/server/src/db/client'
import { benchTarget, openBenchDatabase, type BenchTarget } from '../seed/bench-database'
import { requestHeaders } from './http-send'
import { prepareContext, signIn, type Send } from './prepare'
import { BENCH_USER_IDS, buildScenarios } from './scenarios'
import { BENCH_LIMITS } from './server-process'

// EXPLAIN (ANALYZE, BUFFERS) of what each scenario's route really runs: the app
// is built in-process on the bench database with drizzle's query logger (the
// hook openDatabase already offers tests), each scenario's requests are sent
// once with inject(), and every statement they ran is explained with its own
// parameters, in order, inside a transaction that is rolled back.

/** Tables no hot query may read from end to end (issue 14). */
const WATCHED_TABLES = ['posts', 'post_likes', 'follows', 'meals']

interface Statement {
  query: string
  params: unknown[]
}

// transaction control, which drizzle sends around a transaction's statements
const CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release|set transaction)\b/i

type RawQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>

/** One connection of the database's own driver, for statements drizzle would not send as they are. */
async function withOneConnection<T>(db: Database, run: (query: RawQuery) => Promise<T>) {
  const client = (db as unknown as { $client: unknown }).$client
  if (client instanceof pg.Pool) {
    const connection = await client.connect()
    try {
      return await run((text, params) =>
        connection.query(text, params).then((result) => result.rows),
      )
    } finally {
      connection.release()
    }
  }
  const pglite = client as {
    query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  }
  return run((text, params) => pglite.query(text, params).then((result) => result.rows))
}

const planText = (rows: Record<string, unknown>[]) =>
  rows.map((row) => String(Object.values(row)[0])).join('\n')

/**
 * Explains the statements in order in one transaction, rolled back. A statement
 * that cannot run again (an insert of a key the real request already wrote) is
 * explained without ANALYZE: its plan, not its timing.
 */
async function explainInOrder(db: Database, statements: Statement[]) {
  return withOneConnection(db, async (query) => {
    await query('begin', [])
    try {
      const plans: string[] = []
      for (const statement of statements) {
        await query('savepoint replay', [])
        try {
          plans.push(
            planText(
              await query(`explain (analyze, buffers) ${statement.query}`, statement.params),
            ),
          )
        } catch (error) {
          await query('rollback to savepoint replay', [])
          const reason = error instanceof Error ? error.message : String(error)
          const plan = planText(await query(`explain ${statement.query}`, statement.params))
          plans.push(`(plan only, not run again: ${reason})\n${plan}`)
        }
      }
      return plans
    } finally {
      await query('rollback', [])
    }
  })
}

/** The plan's nodes without their numbers: two plans of one shape differ only in costs and counts. */
const planShape = (plan: string) =>
  plan
    .split('\n')
    .filter((line) => line.includes('(cost='))
    .map((line) => line.slice(0, line.indexOf('(cost=')).trim())
    .join('\n')

/** What a repeated plan did this time: its execution time and the rows its filters threw away. */
function planFigures(plan: string) {
  const time = plan.match(/Execution Time: .*/)?.[0] ?? ''
  const removed = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  )
  return removed > 0 ? `${time}; rows removed by filters: ${removed}` : time
}

export interface ExplainOutcome {
  file: string
  /** "scenario: Seq Scan on table" for each sequential scan of a watched table */
  seqScans: string[]
}

export async function runExplain(
  target: BenchTarget,
  size: string,
  resultsDir: string,
): Promise<ExplainOutcome> {
  let captured: Statement[] = []
  const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) }
  const database = await openBenchDatabase(target, logger)
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-explain-'))
  const app = await buildApp({
    config: loadConfig({
      ...BENCH_LIMITS,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: uploads,
    }),
    db: database.db,
    logger: false,
  })
  const send: Send = async (request, tokens) => {
    const response = await app.inject({
      method: request.method,
      url: request.path,
      headers: requestHeaders(request, tokens),
      payload: request.body ? JSON.stringify(request.body) : undefined,
    })
    return { status: response.statusCode, body: response.body }
  }
  const lines = [
    `# EXPLAIN (ANALYZE, BUFFERS) of the hot queries: ${target.kind} ${size}, ${new Date().toISOString()}`,
    '',
  ]
  const seqScans: string[] = []
  try {
    const tokens = await signIn(send, BENCH_USER_IDS)
    const scenarios = buildScenarios(await prepareContext(send, tokens))
    const explainedIn = new Map<string, string>()
    for (const scenario of scenarios.filter((candidate) => !candidate.beside)) {
      captured = []
      // every distinct request once: the like toggle's twenty differ only in the post
      for (const request of scenario.requests.slice(0, scenario.name === 'post-comments' ? 2 : 1)) {
        const response = await send(request, tokens)
        if (response.status >= 300)
          throw new Error(`${scenario.name}: ${response.status} ${response.body.slice(0, 200)}`)
      }
      const statements = captured.filter((statement) => !CONTROL.test(statement.query))
      const plans = await explainInOrder(database.db, statements)
      lines.push(`## ${scenario.name}: ${scenario.calls}`, '')
      statements.forEach((statement, index) => {
        const plan = plans[index]!
        // the token lookup runs before every signed-in request: one plan of it is enough,
        // but the same SQL with other parameters (another user's feed) may plan otherwise
        const key = `${statement.query}\n${planShape(plan)}`
        const seenIn = explainedIn.get(key)
        lines.push(`### statement ${index + 1}`, '')
        if (seenIn) {
          lines.push(`The same statement and plan as in ${seenIn}. ${planFigures(plan)}`, '')
        } else {
          explainedIn.set(key, scenario.name)
          lines.push(statement.query, `params: ${JSON.stringify(statement.params)}`, '', plan, '')
        }
        for (const match of plan.matchAll(/Seq Scan on (\w+)/g)) {
          if (WATCHED_TABLES.includes(match[1]!))
            seqScans.push(`${scenario.name}: Seq Scan on ${match[1]}`)
        }
      })
    }
  } finally {
    await app.close()
    await database.close()
    fs.rmSync(uploads, { recursive: true, force: true })
  }
  const unique = [...new Set(seqScans)]
  lines.push(
    '## Check',
    '',
    unique.length === 0
      ? `No sequential scan of ${WATCHED_TABLES.join(', ')} in any plan.`
      : `Sequential scans of watched tables:\n${unique.map((line) => `- ${line}`).join('\n')}`,
    '',
  )
  const file = path.join(resultsDir, `explain-${target.kind}-${size}.txt`)
  fs.writeFileSync(file, lines.join('\n'))
  return { file, seqScans: unique }
}

// tsx bench/load/explain.ts [--db pglite|postgres] [--size small|full]
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, size: { type: 'string', default: 'small' } },
  })
  const target = benchTarget({ db: values.db, size: values.size! })
  const resultsDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../results')
  runExplain(target, values.size!, resultsDir).then(
    ({ file, seqScans }) => {
      console.log(`Plans written to ${file}`)
      console.log(
        seqScans.length === 0
          ? 'No sequential scan of posts, likes, follows or meals.'
          : seqScans.join('\n'),
      )
      if (seqScans.length > 0) process.exitCode = 1
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
