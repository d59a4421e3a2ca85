import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerUser } from '../test/test-app'
import { logOptions, serializeError } from './logging'

let logs = ''
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logs += chunk.toString()
    done()
  },
})

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({}, { logStream })
  // every new account now fails in the database, as a broken migration or a full disk would
  await harness.db.execute(
    sql`alter table users add constraint users_refuse_all check (id < 0) not valid`,
  )
})
afterAll(() => harness.close())

describe('the log of a failed insert', () => {
  it('keeps the password hash, the token and personal data out and says what failed', async () => {
    const person = {
      first_name: 'Wilhelmina',
      last_name: 'Quarrington',
      username: 'wquarrington',
      email: 'wilhelmina.q@example.org',
      password: 'correct horse battery',
    }
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: person,
      headers: { authorization: 'Bearer tok3n-that-must-never-be-logged' },
    })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    })

    expect(logs).toContain('unhandled error')
    // enough is left to find the cause: the failed statement and the constraint
    expect(logs).toContain('insert into \\"users\\"')
    expect(logs).toContain('users_refuse_all')
    for (const secret of [
      '$argon2id',
      person.password,
      person.email,
      person.first_name,
      person.last_name,
      person.username,
      'tok3n-that-must-never-be-logged',
    ]) {
      expect(logs.toLowerCase()).not.toContain(secret.toLowerCase())
    }
  })
})

// found by a hostile-input run: GET /api/social/search?q=… wrote what people
// searched for (names, often) into every request's log line
describe('the request log', () => {
  let requestLogs = ''
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp(
      {},
      {
        logStream: {
          write(line) {
            requestLogs += line
          },
        },
      },
    )
  })
  afterAll(() => app.close())

  it('names the route of each request but never the search terms or other values of its query', async () => {
    const { headers } = await registerUser(app.app)
    const term = encodeURIComponent('Zebediah Quillfeather')
    const sent = [
      `/api/social/search?q=${term}`,
      `/api/social/search/users?q=${term}&limit=5`,
      `/api/social/search/groups?q=${term}`,
      // refused and unknown routes are logged too
      `/api/social/search?q=${term}&limit=nope`,
      `/api/social/nowhere?q=${term}`,
    ]
    for (const url of sent) {
      const response = await app.app.inject({ method: 'GET', url, headers })
      expect(response.statusCode, url).not.toBe(401)
    }
    expect(requestLogs).toContain('"url":"/api/social/search/users"')
    expect(requestLogs).toContain('"url":"/api/social/nowhere"')
    for (const word of ['Zebediah', 'Quillfeather', 'limit=5', 'nope']) {
      expect(requestLogs).not.toContain(word)
    }
  })
})

describe('serializeError', () => {
  it('drops the values a database error and its causes carry, keeping what finds the cause', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_lower_unique',
      detail: 'Key (lower(email))=(someone@example.com) already exists.',
      parameters: ['someone@example.com'],
    })
    const error = Object.assign(
      new Error('Failed query: insert into "users" values ($1)\nparams: someone@example.com', {
        cause: driverError,
      }),
      { query: 'insert into "users" values ($1)', params: ['someone@example.com'] },
    )
    const text = JSON.stringify(serializeError(error))
    expect(text).not.toContain('someone@example.com')
    expect(serializeError(error)).toMatchObject({
      message: 'Failed query: insert into "users" values ($1)\nparams: [redacted]',
      query: 'insert into "users" values ($1)',
      cause: { code: '23505', constraint: 'users_email_lower_unique' },
    })
  })
})

describe('logOptions', () => {
  it('redacts the Authorization header wherever request headers are logged', async () => {
    let line = ''
    const stream = new Writable({
      write(chunk, _encoding, done) {
        line += chunk.toString()
        done()
      },
    })
    const app = Fastify({ logger: { ...logOptions('info'), stream } })
    app.log.info({ headers: { authorization: 'Bearer abc123secret' } }, 'request headers')
    await app.close()
    expect(line).not.toContain('abc123secret')
    expect(line).toContain('[redacted]')
  })
})
