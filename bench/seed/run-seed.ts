import { parseArgs } from 'node:util'
import { formatAmount } from '@platewise/core'
import { benchTarget, describeTarget, openBenchDatabase } from './bench-database'
import { seedBench } from './seed-bench'
import { countWrongCounters } from './seed-checks'
import { isSeedSizeName, SEED_SIZES } from './seed-sizes'

// npm run bench:seed -- --size small|full [--db pglite|postgres] [--reset]
// PostgreSQL at DATABASE_URL, or PGlite in DATA_DIR (default data/bench/pglite-<size>).

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    db: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
})

async function main() {
  const sizeName = values.size!
  if (!isSeedSizeName(sizeName)) {
    throw new Error(`--size must be one of ${Object.keys(SEED_SIZES).join(', ')}, not ${sizeName}`)
  }
  const target = benchTarget({ db: values.db, size: sizeName })
  console.log(`Seeding the ${sizeName} bench data set into ${describeTarget(target)}`)
  const database = await openBenchDatabase(target)
  try {
    const result = await seedBench(database.db, SEED_SIZES[sizeName], {
      reset: values.reset,
      log: (line) => console.log(line),
    })
    const wrong = await countWrongCounters(database.db)
    console.log(`Loaded in ${result.seconds} s:`)
    for (const [table, rows] of Object.entries(result.rows)) {
      console.log(`  ${formatAmount(rows)} ${table}`)
    }
    const mismatches = Object.entries(wrong).filter(([, count]) => count > 0)
    console.log(
      mismatches.length === 0
        ? 'Every counter equals its rows.'
        : `Counters that differ from their rows: ${mismatches.map(([name, count]) => `${name} ${count}`).join(', ')}`,
    )
    if (mismatches.length > 0) process.exitCode = 1
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
