import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCK_FILE, lockDataDir } from './data-dir-lock'

const inUse = (dataDir: string) =>
  `Another Platewise server is already using ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`

const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts')
const children: ChildProcess[] = []
// holders started by a shell: killing the shell would leave them running
const grandchildren: number[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  for (const pid of grandchildren.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})

/** The command of a process that takes the lock, says so, and then holds it until it is killed. */
function lockHolderCommand(dataDir: string) {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)})
    await lockDataDir(${JSON.stringify(dataDir)})
    process.stdout.write('locked\\n')
    setInterval(() => {}, 60_000)
  `
  return [process.execPath, '--import', 'tsx', '--input-type=module', '-e', script]
}

async function startLockHolder(dataDir: string) {
  const [command, ...args] = lockHolderCommand(dataDir)
  const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(child)
  const [line] = (await once(child.stdout!, 'data')) as [Buffer]
  expect(line.toString()).toBe('locked\n')
  return child
}

/**
 * A lock holder whose parent never reaps it: `sh` starts it in the background and
 * then becomes `sleep`, which never waits for a child. Killed, it stays a zombie,
 * as a server does whose parent has not collected it yet. Returns its pid.
 */
async function startUnreapedLockHolder(dataDir: string) {
  const parent = spawn(
    'sh',
    ['-c', '"$@" & echo "$!"; exec sleep 600', 'sh', ...lockHolderCommand(dataDir)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(parent)
  let output = ''
  for await (const chunk of parent.stdout!) {
    output += (chunk as Buffer).toString()
    if (output.endsWith('locked\n')) break
  }
  const pid = Number(output.split('\n')[0])
  grandchildren.push(pid)
  return pid
}

/** The state letter of a process in /proc/PID/stat (Z: a zombie). */
const processState = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]
}

const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-lock-'))

describe('lockDataDir', () => {
  it('refuses a second server on the same DATA_DIR until the first lets go', async () => {
    const dataDir = newDataDir()
    const release = await lockDataDir(dataDir)
    await expect(lockDataDir(dataDir)).rejects.toThrow(inUse(dataDir))
    await release()
    const releaseAgain = await lockDataDir(dataDir)
    await releaseAgain()
  })

  it('refuses while another live process holds the lock', async () => {
    const dataDir = newDataDir()
    await startLockHolder(dataDir)
    await expect(lockDataDir(dataDir)).rejects.toThrow(inUse(dataDir))
  })

  it('starts at once after the previous server was killed with SIGKILL', async () => {
    const dataDir = newDataDir()
    const holder = await startLockHolder(dataDir)
    holder.kill('SIGKILL')
    await once(holder, 'exit')

    const started = Date.now()
    const release = await lockDataDir(dataDir)
    expect(Date.now() - started).toBeLessThan(1_000)
    // and the lock taken over is a real one
    await expect(lockDataDir(dataDir)).rejects.toThrow(inUse(dataDir))
    await release()
  })

  it.runIf(process.platform === 'linux')(
    'starts at once after the previous server was killed, while it is still an unreaped zombie',
    async () => {
      const dataDir = newDataDir()
      const holder = await startUnreapedLockHolder(dataDir)
      process.kill(holder, 'SIGKILL')
      while (processState(holder) !== 'Z') await new Promise((resolve) => setTimeout(resolve, 10))

      const started = Date.now()
      const release = await lockDataDir(dataDir)
      // no waiting for a parent that never collects it (the old lock refused, or
      // waited seconds); a loaded machine may take a moment to run its threads' exit
      expect(Date.now() - started).toBeLessThan(5_000)
      // it was a zombie the whole time: nothing had collected it
      expect(processState(holder)).toBe('Z')
      await release()
    },
  )

  it('takes over a lock left under its own pid by a server that died (a container restart)', async () => {
    const dataDir = newDataDir()
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid }))
    const release = await lockDataDir(dataDir)
    await release()
  })

  it('takes over a lock whose pid now belongs to another, younger process', async () => {
    const dataDir = newDataDir()
    // the parent process is alive, but it is not the one that wrote this lock
    const lock = { pid: process.ppid, started: '1' }
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(lock))
    const release = await lockDataDir(dataDir)
    await release()
  })

  it('treats a lock file it cannot read as stale', async () => {
    const dataDir = newDataDir()
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), 'not json')
    const release = await lockDataDir(dataDir)
    await release()
  })
})
