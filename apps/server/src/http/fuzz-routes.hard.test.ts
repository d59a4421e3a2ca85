import { afterAll, describe, expect, it } from 'vitest'
import { fuzzMealLimits } from '../test/fuzz/fuzz-meal-limits'
import { startFuzzing } from '../test/fuzz/fuzz-routes'

// Issue 15: 500 generated requests per route of the OpenAPI document, minutes in
// all, so it runs with npm run test:hard; fuzz-routes.test.ts runs a few per
// route in `npm test` with the same generators and checks. FUZZ_RUNS_PER_ROUTE
// sets another number (CI's 12 minutes take 150).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 500)

const fuzzing = await startFuzzing()
afterAll(() => fuzzing.close())

describe(`every route of the OpenAPI document, sent ${RUNS_PER_ROUTE} hostile requests`, () => {
  it('finds the routes in the document', () => {
    expect(fuzzing.operations.length).toBeGreaterThan(50)
  })

  it.each(fuzzing.operations.map((operation) => [operation.key, operation] as const))(
    '%s answers a declared success or a 4xx error, and a refusal changes nothing',
    async (_key, operation) => {
      const statuses = await fuzzing.fuzz(operation, RUNS_PER_ROUTE)
      // how deep the requests went: a route that only ever answers 400 is barely tested
      const tally = Object.entries(statuses).map(([status, times]) => `${status}×${times}`)
      console.log(`${operation.key}: ${tally.join(' ')}`)
    },
  )
})

describe(`meals past the limits, ${RUNS_PER_ROUTE} of them, written every way a meal is`, () => {
  it('refuses each with a 400 that names the limit or the foreign words, and changes nothing', async () => {
    await fuzzMealLimits(fuzzing, RUNS_PER_ROUTE, Number(process.env.FUZZ_SEED ?? 24))
  })
})
