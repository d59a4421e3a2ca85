import { apiErrorBodySchema, noContent, notificationRoutes } from '@platewise/core'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import type { Config } from '../../config'
import { mailSettingsFor, startMailbox } from '../mailbox'
import { createTestApp } from '../test-app'
import {
  changedTables,
  databaseDigest,
  existingIds,
  nextTransactionId,
  type TableDigest,
} from './database-digest'
import { createFuzzFixtures, sampleFiles } from './fuzz-fixtures'
import { listOperations, type Operation } from './operations'
import {
  describeRequest,
  otherSpellingIn,
  requestPlans,
  toInjectOptions,
  type RequestPlan,
  type SendContext,
} from './requests'

// Property-based bad input over every route of the OpenAPI document (issue 15):
// whatever arrives, the answer is a success the route declares or a 4xx in the
// API's error shape, never a 5xx, and a refused request leaves the database as
// it was. fuzz-routes.test.ts runs a few cases per route in `npm test`,
// fuzz-routes.hard.test.ts runs 500 per route.

// Limits high enough that a 429 never stands between a request and its handler.
const UNLIMITED = 1_000_000
const NO_LIMITS: Partial<Config> = {
  API_LIMIT_PER_MINUTE: UNLIMITED,
  LOGIN_LIMIT_PER_MINUTE: UNLIMITED,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: UNLIMITED,
  REGISTER_LIMIT_PER_HOUR: UNLIMITED,
  POST_LIMIT_PER_HOUR: UNLIMITED,
  COMMENT_LIMIT_PER_HOUR: UNLIMITED,
  AVATAR_LIMIT_PER_HOUR: UNLIMITED,
  GROUP_LIMIT_PER_HOUR: UNLIMITED,
  EXPORT_LIMIT_PER_HOUR: UNLIMITED,
  MEAL_COPY_LIMIT_PER_HOUR: UNLIMITED,
  PASSWORD_RESET_LIMIT_PER_HOUR: UNLIMITED,
  PASSWORD_RESET_LIMIT_PER_EMAIL_PER_HOUR: UNLIMITED,
}

/**
 * The seed of a route's runs: fixed, so a failure comes back on the next run,
 * and different per route. FUZZ_SEED=n tries other cases.
 */
export function seedFor(operation: Operation): number {
  let hash = Number(process.env.FUZZ_SEED ?? 15) >>> 0
  for (const char of operation.key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0
  return hash | 0
}

/** A real app on a fresh database, its routes from its own OpenAPI document, a user with data. */
export async function startFuzzing() {
  // password reset is offered, so its routes are fuzzed past their 503
  const mailbox = await startMailbox()
  const harness = await createTestApp({ ...NO_LIMITS, ...mailSettingsFor(mailbox) })
  // The notification stream stays open while its client reads, and inject()
  // waits for an answer's end: notification-stream.test.ts sends it bad
  // input (tokens, Last-Event-ID) over a real connection instead.
  const operations = (await listOperations(harness.app)).filter(
    (operation) => operation.contract !== notificationRoutes.stream,
  )
  const fixtures = await createFuzzFixtures(harness.app, harness.db)
  const context: SendContext = {
    get token() {
      return fixtures.token
    },
    existingIds: () => existingIds(harness.db, fixtures.userId),
    samples: await sampleFiles(),
  }

  /** The digest, and the transaction id that says whether it needs taking again. */
  async function takeBaseline() {
    const nextXid = await nextTransactionId(harness.db)
    return { digest: await databaseDigest(harness.db), nextXid }
  }

  /**
   * Sends `numRuns` generated requests to one route and checks every answer;
   * returns how many answers had each status, e.g. `{200: 41, 400: 380, 404: 79}`.
   */
  async function fuzz(operation: Operation, numRuns: number) {
    const statuses: Record<number, number> = {}
    await fixtures.recover()
    // GET routes only read: the digest is skipped for them. The baseline is
    // taken again after anything that may have changed rows, and left unset
    // when putting the fixtures back failed, so a stale one never blames the next request.
    const watchesDatabase = operation.method !== 'GET'
    let baseline: { digest: TableDigest[]; nextXid: string } | undefined
    const property = fc.asyncProperty(requestPlans(operation), async (plan) => {
      if (watchesDatabase && !baseline) baseline = await takeBaseline()
      const options = await toInjectOptions(operation, plan, context)
      const response = await harness.app.inject(options)
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1
      const problems = answerProblems(operation, plan, response)
      const status = response.statusCode
      if (baseline && status >= 400 && status < 500) {
        // nothing wrote since the baseline: no row can differ (the common case, and cheap)
        if ((await nextTransactionId(harness.db)) !== baseline.nextXid) {
          const after = await takeBaseline()
          const changed = changedTables(baseline.digest, after.digest)
          if (changed.length) {
            problems.push(`it refused the request, yet changed ${changed.join(', ')}`)
          }
          baseline = after
        }
      } else if (watchesDatabase) {
        // a success may change rows, log the user out or delete what they had
        baseline = undefined
        try {
          await fixtures.recover()
        } catch (error) {
          problems.push(`the fixtures could not be put back after it: ${(error as Error).message}`)
        }
      }
      if (problems.length) {
        throw new Error(
          `${operation.key}: ${problems.join('; ')}\n${describeRequest(options)}\n` +
            `answer ${status}: ${response.body.slice(0, 500)}`,
        )
      }
    })
    await fc.assert(property, { numRuns, seed: seedFor(operation) })
    return statuses
  }

  return {
    harness,
    operations,
    context,
    fuzz,
    /** Signs the fuzz user in again and puts back missing rows, after requests that succeeded */
    recover: () => fixtures.recover(),
    close: async () => {
      await harness.close()
      await mailbox.close()
    },
  }
}

const isJson = (response: LightMyRequestResponse) =>
  /^application\/json\b/.test(String(response.headers['content-type'] ?? ''))

/** What is wrong with an answer, if anything. */
function answerProblems(
  operation: Operation,
  plan: RequestPlan,
  response: LightMyRequestResponse,
): string[] {
  const status = response.statusCode
  if (status >= 500) return [`it answered ${status}`]
  if (status < 200 || (status >= 300 && status < 400)) return [`it answered ${status}`]
  if (status >= 400) return errorProblems(response)
  const problems: string[] = []
  const spelled = otherSpellingIn(plan)
  if (spelled) problems.push(`it answered ${status} to an id spelled another way (${spelled})`)
  if (operation.secured && plan.auth.kind !== 'user') {
    problems.push(`it answered ${status} to a request without a valid token`)
  }
  if (!(String(status) in operation.successes)) {
    return [...problems, `it answered ${status}, which the OpenAPI document does not declare`]
  }
  const schema = operation.contract?.responses[status as 200 | 201 | 202 | 204]
  // a 204, or a 202 that says nothing more
  if (status === 204 || schema === noContent) {
    if (response.body !== '') problems.push(`a ${status} came with a body`)
    return problems
  }
  if (isJson(response)) {
    let body: unknown
    try {
      body = response.json()
    } catch {
      return [...problems, `its ${status} says JSON but is not: ${response.body.slice(0, 200)}`]
    }
    const parsed = schema?.safeParse(body)
    if (parsed && !parsed.success) {
      problems.push(
        `its ${status} does not match the route's response schema: ${parsed.error.message}`,
      )
    }
    return problems
  }
  // not JSON: only a route that declares its answer as text (the meals CSV) may do that
  if (operation.successes[String(status)]?.type !== 'string') {
    problems.push(`its ${status} is ${String(response.headers['content-type'])}, not JSON`)
  } else if (schema && !schema.safeParse(response.body).success) {
    problems.push(`its ${status} does not match the route's response schema`)
  }
  return problems
}

function errorProblems(response: LightMyRequestResponse): string[] {
  const status = response.statusCode
  if (!isJson(response)) {
    return [`its ${status} is ${String(response.headers['content-type'])}, not a JSON error`]
  }
  let body: unknown
  try {
    body = response.json()
  } catch {
    return [`its ${status} is not JSON: ${response.body.slice(0, 200)}`]
  }
  const parsed = apiErrorBodySchema.safeParse(body)
  if (!parsed.success)
    return [`its ${status} is not {error, code, fields?}: ${response.body.slice(0, 200)}`]
  if (!parsed.data.error.trim()) return [`its ${status} has an empty error message`]
  return []
}
