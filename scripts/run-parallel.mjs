// Runs the commands given as arguments side by side, as many at a time as the
// machine has cores (the lint and typecheck steps are single-threaded tools
// that would otherwise leave a core idle). Each command's output is printed
// whole when it ends, so logs never interleave; the exit status is the first
// failing command's, once every command has ended.
//
//   node scripts/run-parallel.mjs 'tsc -p apps/web' 'tsc -p apps/server'
import { spawn } from 'node:child_process'
import os from 'node:os'

const commands = process.argv.slice(2)
if (commands.length === 0) {
  console.error("usage: node scripts/run-parallel.mjs '<command>' ['<command>' ...]")
  process.exit(2)
}

/** Runs one command in a shell and resolves with its status and its output. */
function run(command) {
  return new Promise((resolve) => {
    const started = performance.now()
    const output = []
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      // a command killed by a signal has no code, and failed all the same
      const status = code ?? 1
      process.stdout.write(`$ ${command} (${seconds}s${status === 0 ? '' : `, exit ${status}`})\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(status)
    })
  })
}

const statuses = new Array(commands.length)
let next = 0
async function worker() {
  while (next < commands.length) {
    const index = next
    next += 1
    statuses[index] = await run(commands[index])
  }
}
const slots = Math.min(commands.length, os.availableParallelism())
await Promise.all(Array.from({ length: slots }, worker))
process.exit(statuses.find((status) => status !== 0) ?? 0)
