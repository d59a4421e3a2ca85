// The Node versions package.json's `engines` states must be ones every installed
// package accepts: a newcomer on the oldest stated version gets no EBADENGINE
// warning and no dependency that needs a newer Node. Run by `npm run lint`.
//
// Each range of `engines.node` is checked at its lowest version (20.19.0 for
// "^20.19.0"), against the `engines.node` of every package under node_modules.
import fs from 'node:fs'
import path from 'node:path'
import semver from 'semver'

const root = JSON.parse(fs.readFileSync('package.json', 'utf8'))
const stated = root.engines?.node
if (!stated) {
  console.error('package.json states no engines.node')
  process.exit(1)
}
const lowestOfEachRange = new semver.Range(stated).set.map((comparators) =>
  semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' '))),
)

/** Every package.json under a node_modules folder, nested ones included. */
function* installedPackages(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const dir = path.join(folder, entry.name)
    if (entry.name.startsWith('@')) {
      yield* installedPackages(dir)
      continue
    }
    const manifest = path.join(dir, 'package.json')
    if (fs.existsSync(manifest)) yield { dir, manifest }
    const nested = path.join(dir, 'node_modules')
    if (fs.existsSync(nested)) yield* installedPackages(nested)
  }
}

const refusals = []
let checked = 0
for (const { dir, manifest } of installedPackages('node_modules')) {
  const { name, version, engines } = JSON.parse(fs.readFileSync(manifest, 'utf8'))
  checked += 1
  if (!engines?.node) continue
  for (const node of lowestOfEachRange) {
    if (!semver.satisfies(node, engines.node)) {
      refusals.push(`${name}@${version} wants Node ${engines.node}, not ${node} (${dir})`)
    }
  }
}

if (refusals.length > 0) {
  console.error(`package.json says Node ${stated}, but:\n  ${refusals.join('\n  ')}`)
  console.error('Pin or override what needs a newer Node, or state the version that is needed.')
  process.exit(1)
}
console.log(`${checked} installed packages accept Node ${lowestOfEachRange.join(', ')} (${stated})`)
