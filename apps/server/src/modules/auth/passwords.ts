import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id minimum (DESIGN.md §9). Algorithm 2 is argon2id.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID)
}

// A real hash to verify against when the email is unknown, so a login for a
// missing account takes as long as one with a wrong password.
let decoyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (!passwordHash) {
    decoyHash ??= hashPassword('not-a-real-password')
    await verify(await decoyHash, password)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
