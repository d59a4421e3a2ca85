import fs from 'node:fs'

/**
 * Writes `markdown` between `<!-- <marker> -->` and `<!-- /<marker> -->` in the
 * README, replacing what was there, or adds both markers at the end the first time.
 */
export function writeReadmeBlock(readmePath: string, marker: string, markdown: string) {
  const open = `<!-- ${marker} -->`
  const close = `<!-- /${marker} -->`
  const readme = fs.existsSync(readmePath) ? fs.readFileSync(readmePath, 'utf8') : ''
  const block = `${open}\n${markdown.trim()}\n${close}`
  const start = readme.indexOf(open)
  const end = readme.indexOf(close)
  const updated =
    start >= 0 && end > start
      ? readme.slice(0, start) + block + readme.slice(end + close.length)
      : `${readme.trimEnd()}\n\n${block}\n`
  fs.writeFileSync(readmePath, updated)
}
