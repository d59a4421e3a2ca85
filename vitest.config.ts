import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

// Test files that need modules of their own: their vi.mock factories replace a
// module for that file alone. Every other server test shares its worker's modules
// (isolate: false), which spares each file a second of importing the app.
const isolatedServerTests = ['src/modules/auth/password-queue.test.ts']

// One runner for every package: pure rules, the nutrition engine, the API on a real
// database, and React components in jsdom. Pure rules and the API tests share their
// worker's modules across files (isolate: false): they keep no state in a module
// that another file could see (the API tests build an app and a database per file).
export default defineConfig({
  test: {
    // one worker per core: the workers do the work, the main process mostly waits
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'core', root: 'packages/core', environment: 'node', isolate: false } },
      // property tests run hundreds of analyses: a busy machine must not fail them on time
      {
        test: {
          name: 'nutrition',
          root: 'packages/nutrition',
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          isolate: false,
          // the minutes-long suites run with npm run test:hard (vitest.hard.config.ts)
          exclude: [...configDefaults.exclude, '**/*.hard.test.ts', ...isolatedServerTests],
          // migrates once into a template that each test file's database copies
          globalSetup: ['src/test/database-template.ts'],
          // 50 people acting at once took 35 s on CI's two loaded cores
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-isolated',
          root: 'apps/server',
          environment: 'node',
          include: isolatedServerTests,
          testTimeout: 30_000,
        },
      },
      // the bench data generator's own test; the benchmarks themselves run with npm run bench
      {
        test: {
          name: 'bench',
          root: 'bench',
          include: ['seed/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
})
