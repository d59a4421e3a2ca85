// Counts the imports of apps/web/src that break its layering (docs/decisions/030-web-layers.md):
// shared (ui, lib, hooks) <- features <- app. Each import, export-from and import() of a
// relative path in a .ts or .tsx file (tests included) is an arrow from the folder of the
// file to the folder of what it names; a folder is `app`, `ui`, `lib`, `hooks`, `test`,
// or `features/<name>`. Prints the three kinds of wrong-way imports and every arrow.
//
//   node scripts/count-web-imports.mjs
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const SRC = path.resolve('apps/web/src')
const SHARED = new Set(['ui', 'lib', 'hooks'])

/** Every .ts and .tsx file under a folder. */
function* sourceFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(file)
    else if (/\.tsx?$/.test(entry.name)) yield file
  }
}

/** The layer folder a file of src belongs to: 'features/feed', 'app', 'ui', or '.' for main.tsx. */
function folderOf(file) {
  const [first, second] = path.relative(SRC, file).split(path.sep)
  if (first === 'features' && second !== undefined) return `features/${second}`
  return second === undefined ? '.' : first
}

/** The relative specifiers a file imports, re-exports or loads with import(). */
function specifiersOf(file) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  return importedFiles.map((imported) => imported.fileName).filter((name) => name.startsWith('.'))
}

const isFeature = (folder) => folder.startsWith('features/')
const counts = { 'cross-feature': 0, 'features -> app': 0, 'shared -> features or app': 0 }
const arrows = new Map()

for (const file of sourceFiles(SRC)) {
  const from = folderOf(file)
  for (const specifier of specifiersOf(file)) {
    const to = folderOf(path.resolve(path.dirname(file), specifier))
    if (to === from) continue
    const arrow = `${from} -> ${to}`
    arrows.set(arrow, (arrows.get(arrow) ?? 0) + 1)
    if (isFeature(from) && isFeature(to)) counts['cross-feature'] += 1
    if (isFeature(from) && to === 'app') counts['features -> app'] += 1
    if (SHARED.has(from) && (isFeature(to) || to === 'app'))
      counts['shared -> features or app'] += 1
  }
}

const folders = new Set([...arrows.keys()].flatMap((arrow) => arrow.split(' -> ')))
console.log('wrong-way imports (each import statement counted once):')
for (const [kind, count] of Object.entries(counts)) console.log(`  ${kind}: ${count}`)
console.log(`\n${folders.size} folders, ${arrows.size} arrows (imports along each):`)
for (const [arrow, count] of [...arrows].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${arrow} (${count})`)
}
