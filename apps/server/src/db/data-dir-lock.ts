import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it,
 * so the server holds an exclusive lock on DATA_DIR for as long as it runs.
 *
 * The lock is a file naming the process that holds it: the node process that
 * runs the server and its PGlite thread, not npm or a shell above it. A lock
 * whose process is gone, or will never run again (a zombie its parent has not
 * collected, a process being torn down), is stale at once, so a restart right
 * after a crash (kill -9, out of memory) starts immediately instead of waiting
 * for a lock to time out, while a live holder keeps everyone else out. It guards processes on one machine:
 * PGlite's directory is not meant to be shared over a network.
 */
export const LOCK_FILE = 'platewise.lock'

/** Another live process holds DATA_DIR. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
  constructor(readonly dataDir: string) {
    super(
      `Another Platewise server is already using ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
    )
  }
}

interface LockOwner {
  pid: number
  /** When the process started (Linux), so a pid reused by another process is not taken for the holder. */
  started: string | null
}

// The locks this process holds: in a container a restarted server often gets the
// same pid as the one that died, so "my own pid" alone proves nothing.
const heldHere = new Set<string>()

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_FILE)
  const me: LockOwner = { pid: process.pid, started: await processStartTime(process.pid) }

  // A few rounds cover another process releasing or breaking the lock between our steps.
  for (let round = 0; round < 5; round += 1) {
    if (await createLock(lockPath, me)) {
      heldHere.add(lockPath)
      return async () => {
        heldHere.delete(lockPath)
        const owner = await readOwner(lockPath)
        if (owner !== 'missing' && owner && sameOwner(owner, me)) await removeIfPresent(lockPath)
      }
    }
    const owner = await readOwner(lockPath)
    if (owner === 'missing') continue
    if (owner && (await holderOutlives(owner, lockPath))) break
    await breakStaleLock(lockPath, owner)
  }
  throw new DataDirInUseError(dataDir)
}

// How long a killed holder may take to finish dying: its threads run their exit
// as soon as they are scheduled, which a loaded machine may delay by a second or
// two; a thread in uninterruptible sleep finishes its system call first.
const DYING_WAIT_MS = 10_000
const DYING_POLL_MS = 25

/** Whether the lock's holder is, or will go on, running; a killed one is waited for until it is gone. */
async function holderOutlives(owner: LockOwner, lockPath: string): Promise<boolean> {
  const deadline = Date.now() + DYING_WAIT_MS
  for (;;) {
    const state = await holderState(owner, lockPath)
    if (state !== 'dying' || Date.now() > deadline) return state !== 'gone'
    await new Promise((resolve) => setTimeout(resolve, DYING_POLL_MS))
  }
}

// Written aside and hard-linked into place: the link appears whole or fails with
// EEXIST, so nobody ever reads a half-written lock.
async function createLock(lockPath: string, owner: LockOwner): Promise<boolean> {
  const draft = `${lockPath}.${randomBytes(6).toString('hex')}`
  await fs.writeFile(draft, JSON.stringify(owner))
  try {
    await fs.link(draft, lockPath)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    await removeIfPresent(draft)
  }
}

/** The holder named in the lock, 'missing' when there is no lock, null when it cannot be read. */
async function readOwner(lockPath: string): Promise<LockOwner | 'missing' | null> {
  let text: string
  try {
    text = await fs.readFile(lockPath, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing'
    throw error
  }
  try {
    const value = JSON.parse(text) as Partial<LockOwner>
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return null
    return { pid: value.pid as number, started: value.started ?? null }
  } catch {
    return null
  }
}

/**
 * 'running': the holder runs (or cannot be told apart from running); 'dying': it
 * was killed and some thread has yet to reach its exit; 'gone': it will never run
 * its own code again, though a zombie of it may still be in the process table.
 */
async function holderState(owner: LockOwner, lockPath: string): Promise<HolderState> {
  if (owner.pid === process.pid) return heldHere.has(lockPath) ? 'running' : 'gone'
  try {
    process.kill(owner.pid, 0) // signal 0 only asks whether the process exists
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'gone'
  }
  const seen = await readProcess(owner.pid)
  // without /proc (or with its processes hidden) an existing process counts as alive
  if (!seen) return 'running'
  if (owner.started && seen.started !== owner.started) return 'gone'
  return seen.state
}

type HolderState = 'running' | 'dying' | 'gone'

/**
 * What /proc says about a process (Linux), or null without /proc. A process killed
 * with SIGKILL stays in the table as a zombie until its parent collects it (npm, a
 * shell, a supervisor: possibly seconds, possibly never), and tearing down a large
 * process takes time too; kill(pid, 0) answers "exists" throughout. It is gone
 * once every thread is a zombie (Z), dead (X) or in the kernel's exit path
 * (PF_EXITING), so that no write is still on its way from another thread; it is
 * dying while the others have SIGKILL pending but have not been scheduled since.
 */
async function readProcess(pid: number): Promise<{ started: string; state: HolderState } | null> {
  const leader = await readStat(`/proc/${pid}/stat`)
  if (!leader) return null
  let threads: string[]
  try {
    threads = await fs.readdir(`/proc/${pid}/task`)
  } catch {
    return { started: leader.started, state: 'gone' } // gone since
  }
  let state: HolderState = 'gone'
  for (const thread of threads) {
    const stat = await readStat(`/proc/${pid}/task/${thread}/stat`)
    if (!stat || threadFinished(stat)) continue
    if (!(await killPending(`/proc/${pid}/task/${thread}/status`))) {
      return { started: leader.started, state: 'running' }
    }
    state = 'dying'
  }
  return { started: leader.started, state }
}

/** PF_EXITING in the flags of /proc/PID/stat: the thread is in the kernel's exit path. */
const PF_EXITING = 0x4

/** SIGKILL (9) as a bit of the pending-signal masks in /proc/…/status. */
const SIGKILL_BIT = 1n << 8n

/** Whether SIGKILL waits for the thread (it can then only run to its exit). */
async function killPending(statusFile: string) {
  let text: string
  try {
    text = await fs.readFile(statusFile, 'utf8')
  } catch {
    return true // gone since
  }
  const masks = text.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)
  return [...masks].some((mask) => (BigInt(`0x${mask[1]}`) & SIGKILL_BIT) !== 0n)
}

interface Stat {
  state: string
  flags: number
  /** Start time in clock ticks since boot, so a pid reused by another process is not taken for the holder. */
  started: string
}

const threadFinished = (stat: Stat) =>
  stat.state === 'Z' || stat.state === 'X' || stat.state === 'x' || (stat.flags & PF_EXITING) !== 0

/** Fields 3 (state), 9 (flags) and 22 (start time) of a /proc stat file, or null when there is none. */
async function readStat(file: string): Promise<Stat | null> {
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch {
    return null
  }
  return parseStat(text)
}

function parseStat(text: string): Stat {
  // the command name in field 2 may hold spaces and parentheses: count from its end
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return { state: fields[0] ?? '', flags: Number(fields[6]), started: fields[19] ?? '' }
}

// Moved aside before it is deleted, so two servers breaking the same stale lock at
// once cannot delete the fresh lock one of them has just taken.
async function breakStaleLock(lockPath: string, stale: LockOwner | null) {
  const aside = `${lockPath}.stale-${randomBytes(6).toString('hex')}`
  try {
    await fs.rename(lockPath, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const moved = await readOwner(aside)
  const replacedMeanwhile = moved !== 'missing' && moved && !(stale && sameOwner(moved, stale))
  if (replacedMeanwhile) {
    // a live server took the lock between our look and the move: give it back
    await fs.link(aside, lockPath).catch(() => undefined)
  }
  await removeIfPresent(aside)
}

const sameOwner = (a: LockOwner, b: LockOwner) => a.pid === b.pid && a.started === b.started

async function removeIfPresent(file: string) {
  await fs.rm(file, { force: true })
}

/** The process's start time (Linux), or null without /proc. */
async function processStartTime(pid: number): Promise<string | null> {
  return (await readStat(`/proc/${pid}/stat`))?.started ?? null
}
