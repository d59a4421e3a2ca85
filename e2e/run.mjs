// `npm run test:e2e`: build the web app, then let Playwright start the real
// server on a temporary DATA_DIR and run the journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const chromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p))
if (!chromium) {
  console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium')
  process.exit(1)
}

const run = (command, args) =>
  spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1

if (run('npm', ['run', 'build']) !== 0) process.exit(1)
process.exit(
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]),
)
