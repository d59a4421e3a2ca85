import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Logger } from 'drizzle-orm/logger'
import { inject } from 'vitest'
import { buildApp } from '../app'
import { loadConfig, type Config } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { adminQuery, databaseUrlFor, dropTestDatabase } from './database-template'

export type TestApp = Awaited<ReturnType<typeof buildApp>>

/**
 * A real app on a fresh, empty database for one test file: in-memory PGlite by
 * default, or a new database on the PostgreSQL server at DATABASE_URL when
 * PLATEWISE_TEST_DB=postgres (scripts/test-postgres.mjs sets it). Either starts
 * as a copy of the run's migrated template (database-template.ts). Uploaded
 * images go to a temporary DATA_DIR, removed on close.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logStream?: { write(line: string): void }; queryLogger?: Logger } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-test-data-'))
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir }),
    // tests register many users from one address; the limit tests lower these again
    REGISTER_LIMIT_PER_HOUR: 1_000,
    LOGIN_LIMIT_PER_MINUTE: 1_000,
    POST_LIMIT_PER_HOUR: 1_000,
    COMMENT_LIMIT_PER_HOUR: 1_000,
    ...overrides,
  }
  const database = await openTestDatabase(options.queryLogger)
  const logger = options.logStream ? { level: 'info' as const, stream: options.logStream } : false
  const app = await buildApp({
    config,
    db: database.db,
    cacheSessions: database.kind === 'pglite',
    logger,
  })
  await app.ready()
  return {
    app,
    db: database.db,
    config,
    /** Sessions are cached in memory (PGlite): a request with a known token asks the database nothing about it */
    cachesSessions: database.kind === 'pglite',
    async close() {
      await app.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function openTestDatabase(logger?: Logger): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL
  if (process.env.PLATEWISE_TEST_DB !== 'postgres' || !serverUrl) {
    return openDatabase({ logger, copyOf: await pgliteTemplate() })
  }

  const name = `platewise_test_${randomBytes(6).toString('hex')}`
  // a copy of the run's migrated template (database-template.ts), when there is one
  const template = inject('postgresTemplate')
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), logger })
  return {
    ...handle,
    async close() {
      await handle.close()
      await dropTestDatabase(serverUrl, name)
    },
  }
}

let pgliteTemplateBlob: Blob | undefined

/** The run's migrated PGlite (database-template.ts), read once per test file; none outside that setup. */
async function pgliteTemplate() {
  const file = inject('pgliteTemplateFile')
  if (!file) return undefined
  pgliteTemplateBlob ??= new Blob([await fs.promises.readFile(file)])
  return pgliteTemplateBlob
}

let counter = 0

/** A valid registration payload that no other test in the file uses. */
export function newUserPayload(overrides: Record<string, unknown> = {}) {
  counter += 1
  const suffix = `${Date.now().toString(36)}${counter}`
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: `ada_${suffix}`,
    email: `ada.${suffix}@example.com`,
    password: 'analytical-engine',
    ...overrides,
  }
}

/** What an 11-step onboarding ends with: the body of POST /api/profile/create. */
export const onboardedProfile = {
  daily_calories: 2140,
  daily_protein: 150,
  weight: 180,
  target_weight: 165,
  height: 70,
  age: 34,
  activity_level: 'moderate',
  gender: 'female',
}

/** Registers a user through the API and returns the token and user. */
export async function registerUser(app: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = newUserPayload(overrides)
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload })
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`)
  const body = response.json<{ token: string; user: { id: number; email: string } }>()
  return { ...body, payload, headers: { authorization: `Bearer ${body.token}` } }
}

/** A file part of a multipart form. */
export interface FormFile {
  bytes: Uint8Array
  filename: string
  contentType: string
}

/**
 * A multipart/form-data body for inject(), encoded by the platform's own
 * FormData as a browser would send it.
 */
export async function multipartForm(fields: Record<string, string | FormFile>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value)
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.contentType }),
        value.filename,
      )
  }
  const encoded = new Response(form)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  }
}

/** POSTs a multipart form as `headers`' user and answers the JSON; fails on anything but a success. */
export async function postForm<T = { id: number }>(
  app: TestApp,
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string | FormFile>,
) {
  const form = await multipartForm(fields)
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  })
  if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.body}`)
  return response.json<T>()
}
