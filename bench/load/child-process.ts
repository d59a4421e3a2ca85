import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Peak resident memory (VmHWM) and current (VmRSS) of a process, in MB; Linux only. */
export function memoryOf(pid: number): { peakMb: number; currentMb: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) =>
      Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN)
    return { peakMb: Math.round(kb('VmHWM') / 1024), currentMb: Math.round(kb('VmRSS') / 1024) }
  } catch {
    return undefined
  }
}

/** Linux reports thread CPU times in clock ticks of 1/100 s (USER_HZ) */
const TICK_MS = 10

export interface ThreadCpu {
  /** CPU time of the process's main thread (the event loop), in ms */
  mainMs: number
  /** CPU time of its other threads (worker threads, libuv's pool, the garbage collector), in ms */
  otherMs: number
}

/**
 * CPU time a process has used so far, its main thread apart from the rest; Linux
 * only. On a shared machine CPU time per request is steadier than requests per
 * second: waiting for a core costs time but no CPU.
 */
export function threadCpuOf(pid: number): ThreadCpu | undefined {
  try {
    let mainMs = 0
    let otherMs = 0
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      // fields after the command's closing parenthesis: utime and stime are the 12th and 13th
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS
      if (Number(tid) === pid) mainMs += ms
      else otherMs += ms
    }
    return { mainMs, otherMs }
  } catch {
    return undefined
  }
}

export interface NodeChild {
  process: ChildProcess
  /** What it wrote to stderr, for when it fails */
  errors(): string
  stop(): Promise<void>
}

/** Runs a TypeScript file under node with tsx, from the repository root. */
export function spawnNode(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeOptions: string[] = [],
): NodeChild {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', file, ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-10_000)
  })
  child.stdout!.resume()
  return {
    process: child,
    errors: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * Waits until GET `url` answers 200. When the child exits or time runs out it
 * fails, stopping the child first, so no caller is left with a half-started one.
 */
export async function waitUntilReady(url: string, child: NodeChild, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`The process exited with ${child.process.exitCode}:\n${child.errors()}`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await child.stop()
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${child.errors()}`)
}
