import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../load/child-process'

/** The build the server serves: WEB_DIST_DIR as the server reads it (an older build, say), else apps/web/dist. */
export const webDist = process.env.WEB_DIST_DIR
  ? path.resolve(repoRoot, process.env.WEB_DIST_DIR)
  : path.join(repoRoot, 'apps/web/dist')

// What the web build is made from: a change in any of them makes the build stale.
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/core/src',
]

function newestChange(entry: string): number {
  const full = path.join(repoRoot, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .reduce(
      (newest, file) =>
        Math.max(newest, fs.statSync(path.join(file.parentPath, file.name)).mtimeMs),
      0,
    )
}

/** Runs `npm run build` when there is no build, or when a source changed after it. */
export function ensureBuild(force: boolean) {
  // a build someone else made is measured as it is
  if (process.env.WEB_DIST_DIR) return false
  const index = path.join(webDist, 'index.html')
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
  const stale = SOURCES.some((source) => newestChange(source) > builtAt)
  if (!force && !stale) return false
  console.log('Building the web app (npm run build)...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
  return true
}
