import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id minimum (DESIGN.md §9). Algorithm 2 is argon2id.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * How many argon2id hashes or verifications run at once; the rest wait their turn. Each one
 * holds 19 MiB and a core, and unbounded they fill libuv's 4 threads: a burst of logins then
 * takes 76 MiB and every core from the requests beside it. Half the cores leaves the other
 * half to the event loop and the database.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(availableParallelism() / 2))

/** Runs tasks with at most `max` of them in progress; the others wait, first come first served. */
export function limitConcurrency(max: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      // hand the slot straight to the next in line, so a newcomer cannot take it in between
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

const argon2Slot = limitConcurrency(MAX_CONCURRENT_HASHES)

export function hashPassword(password: string): Promise<string> {
  return argon2Slot(() => hash(password, ARGON2ID))
}

// A real hash to verify against when the email is unknown, so a login for a
// missing account takes as long as one with a wrong password.
let decoyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (!passwordHash) {
    decoyHash ??= hashPassword('not-a-real-password')
    const decoy = await decoyHash
    await argon2Slot(() => verify(decoy, password))
    return false
  }
  try {
    return await argon2Slot(() => verify(passwordHash, password))
  } catch {
    return false
  }
}
