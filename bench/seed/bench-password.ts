import { hash } from '@node-rs/argon2'
import { BENCH_PASSWORD } from './bench-data'

// The app's argon2id parameters (DESIGN.md §9: m=19456 KiB, t=2, p=1), so a bench
// login costs what a real one does. The salt is fixed so the generated data is
// the same on every run; the app reads the parameters and salt from the hash.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
const FIXED_SALT = new TextEncoder().encode('platewise-bench!')

/** The one password hash every bench user shares, computed once per seed. */
export function benchPasswordHash(): Promise<string> {
  return hash(BENCH_PASSWORD, { ...ARGON2ID, salt: FIXED_SALT })
}
