import { configDefaults, defineConfig } from 'vitest/config'

// One runner for every package: pure rules, the nutrition engine, the API on a real
// database, and React components in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', environment: 'node' } },
      // property tests run hundreds of analyses: a busy machine must not fail them on time
      {
        test: {
          name: 'nutrition',
          root: 'packages/nutrition',
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // the minutes-long suites run with npm run test:hard (vitest.hard.config.ts)
          exclude: [...configDefaults.exclude, '**/*.hard.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
