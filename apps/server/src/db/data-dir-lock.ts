import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it,
 * so the server holds an exclusive lock on DATA_DIR for as long as it runs.
 *
 * The lock is a file naming the process that holds it. A lock whose process is
 * gone is stale at once, so a restart right after a crash (kill -9, out of
 * memory) starts immediately instead of waiting for a lock to time out, while a
 * live holder keeps everyone else out. It guards processes on one machine:
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
    if (owner && (await isAlive(owner, lockPath))) break
    await breakStaleLock(lockPath, owner)
  }
  throw new DataDirInUseError(dataDir)
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

async function isAlive(owner: LockOwner, lockPath: string): Promise<boolean> {
  if (owner.pid === process.pid) return heldHere.has(lockPath)
  try {
    process.kill(owner.pid, 0) // signal 0 only asks whether the process exists
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false
  }
  const started = await processStartTime(owner.pid)
  return !(owner.started && started && started !== owner.started)
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

/** The process's start time in clock ticks since boot (field 22 of /proc/PID/stat), where there is /proc. */
async function processStartTime(pid: number): Promise<string | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8')
    // the command name in field 2 may hold spaces and parentheses: count from its end
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}
