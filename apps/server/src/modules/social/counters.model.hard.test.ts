import { afterAll, beforeAll, describe, it } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { makeWorld, runSocialModel, type World } from './counters.commands'

// The model of counters.model.test.ts, run longer: more people, more and
// longer sequences, about a minute on an idle machine (npm run test:hard).
// COUNTER_MODEL_RUNS sets how many sequences: CI runs fewer, as it runs the
// model beside the browser journeys on two cores.
const RUNS = Number(process.env.COUNTER_MODEL_RUNS ?? 150)

let harness: Awaited<ReturnType<typeof createTestApp>>
let world: World
beforeAll(async () => {
  harness = await createTestApp({ API_LIMIT_PER_MINUTE: 1_000_000 })
  world = await makeWorld(harness, 5)
})
afterAll(() => harness.close())

describe('follows, likes, bookmarks, comments and deletions by five people, in any order, at length', () => {
  it('keep every counter equal to its rows and to the model, and every feed to own and followed posts', async () => {
    await runSocialModel(world, { numRuns: RUNS, maxCommands: 60 })
  })
})
