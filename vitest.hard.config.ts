import { defineConfig } from 'vitest/config'

// `npm run test:hard`: the suites that need minutes or whole server processes
// (crashes, several instances, a soak). They are named *.hard.test.ts and left
// out of `npm test`; .ci/run runs both.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.hard.test.ts'],
    environment: 'node',
    // one suite at a time: each starts servers of its own and measures them
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
})
