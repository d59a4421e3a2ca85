import { sql } from 'drizzle-orm'
import type { Database } from '../../apps/server/src/db/client'
import { benchPasswordHash } from './bench-password'
import { buildMealCatalog } from './meal-catalog'
import { countRows, firstRow, type RowCounts } from './seed-checks'
import { seedStatements } from './seed-statements'
import type { SeedSize } from './seed-sizes'

export interface SeedResult {
  rows: RowCounts
  /** Seconds each step took, in order */
  steps: { label: string; seconds: number }[]
  seconds: number
}

const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10

/**
 * Loads the bench data set into an app database (its schema already migrated)
 * in one transaction: a run that fails leaves the database as it was. A
 * database that already has people is refused unless `reset` empties it first.
 */
export async function seedBench(
  db: Database,
  size: SeedSize,
  options: { reset?: boolean; log?: (line: string) => void } = {},
): Promise<SeedResult> {
  const { reset = false, log = () => {} } = options
  const { people } = await firstRow<{ people: number }>(
    db,
    sql`select count(*)::int as people from users`,
  )
  if (people > 0 && !reset) {
    throw new Error(
      `The database already has ${people} people; pass --reset to replace them with the bench data.`,
    )
  }
  const started = performance.now()
  // one hash for everyone: argon2id is slow on purpose, and every bench user shares the password
  const passwordHash = await benchPasswordHash()
  const steps: SeedResult['steps'] = []
  await db.transaction(async (tx) => {
    // every table that refers to users goes with them
    if (reset) await tx.execute(sql`truncate users restart identity cascade`)
    for (const step of seedStatements(size, passwordHash, buildMealCatalog())) {
      const stepStarted = performance.now()
      await tx.execute(step.statement)
      steps.push({ label: step.label, seconds: secondsSince(stepStarted) })
      log(`  ${step.label}: ${secondsSince(stepStarted)} s`)
    }
  })
  // fresh statistics and visibility maps, or the first plans are guesses
  const vacuumStarted = performance.now()
  await db.execute(sql`vacuum analyze`)
  steps.push({ label: 'vacuum analyze', seconds: secondsSince(vacuumStarted) })
  log(`  vacuum analyze: ${secondsSince(vacuumStarted)} s`)
  return { rows: await countRows(db), steps, seconds: secondsSince(started) }
}
