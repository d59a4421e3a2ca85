import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock'

describe('lockDataDir', () => {
  it('refuses a second server on the same DATA_DIR until the first lets go', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-lock-'))
    const release = await lockDataDir(dataDir)
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `Another Platewise server is already using ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
    )
    await release()
    const releaseAgain = await lockDataDir(dataDir)
    await releaseAgain()
  })
})
