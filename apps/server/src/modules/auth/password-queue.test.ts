import type * as Argon2 from '@node-rs/argon2'
import { describe, expect, it, vi } from 'vitest'

// Counts the argon2 calls in progress: the real hash and verify, wrapped.
const argon2Calls = vi.hoisted(() => ({ running: 0, most: 0 }))
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>()
  const counted =
    <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      argon2Calls.running++
      argon2Calls.most = Math.max(argon2Calls.most, argon2Calls.running)
      try {
        return await work(...args)
      } finally {
        argon2Calls.running--
      }
    }
  return { ...argon2, hash: counted(argon2.hash), verify: counted(argon2.verify) }
})

const { MAX_CONCURRENT_HASHES, hashPassword, limitConcurrency, verifyPassword } =
  await import('./passwords')

describe('password hashing under a burst of logins', () => {
  it('runs at most MAX_CONCURRENT_HASHES argon2 calls at once, and every caller gets its own answer', async () => {
    argon2Calls.most = 0
    const passwords = Array.from(
      { length: MAX_CONCURRENT_HASHES * 2 + 2 },
      (_, i) => `burst-password-${i}`,
    )

    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)))
    const [right, wrong] = await Promise.all([
      Promise.all(passwords.map((password, i) => verifyPassword(hashes[i], password))),
      Promise.all(passwords.map((password, i) => verifyPassword(hashes[i], `${password}!`))),
    ])

    expect(new Set(hashes).size).toBe(passwords.length)
    expect(right).toEqual(passwords.map(() => true))
    expect(wrong).toEqual(passwords.map(() => false))
    // the queue fills its slots, and never more
    expect(argon2Calls.most).toBe(MAX_CONCURRENT_HASHES)
    expect(argon2Calls.running).toBe(0)
  })

  it('refuses a wrong password, an unknown account and a malformed hash', async () => {
    const stored = await hashPassword('plum-kettle-orbit-9')
    expect(await verifyPassword(stored, 'plum-kettle-orbit-9')).toBe(true)
    expect(await verifyPassword(stored, 'plum-kettle-orbit-8')).toBe(false)
    expect(await verifyPassword(undefined, 'plum-kettle-orbit-9')).toBe(false)
    expect(await verifyPassword('not-a-hash', 'plum-kettle-orbit-9')).toBe(false)
  })
})

describe('limitConcurrency', () => {
  const deferred = () => {
    let resolve!: (value: string) => void
    let reject!: (error: Error) => void
    const promise = new Promise<string>((res, rej) => {
      resolve = res
      reject = rej
    })
    return { promise, resolve, reject }
  }

  it('starts waiting tasks first come, first served, as slots free up', async () => {
    const run = limitConcurrency(2)
    const tasks = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    const answers = tasks.map((task, i) =>
      run(() => {
        started.push(i)
        return task.promise
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])

    tasks[1]!.resolve('one')
    expect(await answers[1]).toBe('one')
    expect(started).toEqual([0, 1, 2])

    tasks[0]!.resolve('zero')
    tasks[2]!.resolve('two')
    tasks[3]!.resolve('three')
    expect(await Promise.all(answers)).toEqual(['zero', 'one', 'two', 'three'])
    expect(started).toEqual([0, 1, 2, 3])
  })

  it('gives a failed task its error and its slot to the next', async () => {
    const run = limitConcurrency(1)
    const failing = deferred()
    const failed = run(() => failing.promise)
    const next = run(() => Promise.resolve('next'))
    failing.reject(new Error('argon2 failed'))
    await expect(failed).rejects.toThrow('argon2 failed')
    expect(await next).toBe('next')
  })
})
