import fs from 'node:fs/promises'
import lockfile from 'proper-lockfile'

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it,
 * so the server holds an exclusive lock on DATA_DIR for as long as it runs.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true })
  try {
    return await lockfile.lock(dataDir, {
      stale: 15_000,
      update: 5_000,
      onCompromised: (error) => {
        throw new Error(`Lost the lock on ${dataDir}: ${error.message}`)
      },
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `Another Platewise server is already using ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
      )
    }
    throw error
  }
}
