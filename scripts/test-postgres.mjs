// `npm test` runs every suite on the embedded database first; when DATABASE_URL
// points at a PostgreSQL server, this runs the API tests again against it.
import { spawnSync } from 'node:child_process'

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: API tests ran on the embedded database only.')
  process.exit(0)
}
console.log('Running the API tests again on PostgreSQL at DATABASE_URL')
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, PLATEWISE_TEST_DB: 'postgres' },
})
process.exit(result.status ?? 1)
