import { afterAll, describe, expect, it } from 'vitest'
import { fuzzMealLimits } from '../test/fuzz/fuzz-meal-limits'
import { startFuzzing } from '../test/fuzz/fuzz-routes'

// A few generated requests per route on every `npm test`; the 500 per route of
// issue 15 run in fuzz-routes.hard.test.ts (npm run test:hard) with the same
// generators and checks.
const RUNS_PER_ROUTE = 30

const fuzzing = await startFuzzing()
afterAll(() => fuzzing.close())

describe('every route of the OpenAPI document, sent hostile input', () => {
  it('finds the routes in the document', () => {
    expect(fuzzing.operations.length).toBeGreaterThan(50)
  })

  it.each(fuzzing.operations.map((operation) => [operation.key, operation] as const))(
    '%s answers a declared success or a 4xx error, and a refusal changes nothing',
    async (_key, operation) => {
      await fuzzing.fuzz(operation, RUNS_PER_ROUTE)
    },
  )
})

describe('meals past the limits, written every way a meal is (issue 24)', () => {
  it('refuses each with a 400 that names the limit or the foreign words, and changes nothing', async () => {
    await fuzzMealLimits(fuzzing, 60, Number(process.env.FUZZ_SEED ?? 24))
  })
})
