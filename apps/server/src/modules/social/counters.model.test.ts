import { afterAll, beforeAll, describe, it } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { makeWorld, runSocialModel, type World } from './counters.commands'

// A short run of the model (counters.commands.ts) that fits in `npm test`;
// counters.model.hard.test.ts runs the same commands longer.

let harness: Awaited<ReturnType<typeof createTestApp>>
let world: World
beforeAll(async () => {
  // every request is one of four people's; the general limit must not decide an answer
  harness = await createTestApp({ API_LIMIT_PER_MINUTE: 1_000_000 })
  world = await makeWorld(harness, 4)
})
afterAll(() => harness.close())

describe('follows, likes, bookmarks, comments and deletions by four people, in any order', () => {
  it('keep every counter equal to its rows and to the model, and every feed to own and followed posts', async () => {
    await runSocialModel(world, { numRuns: 40, maxCommands: 20 })
  }, 120_000)
})
