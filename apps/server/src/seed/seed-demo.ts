import path from 'node:path'
import { formatAmount } from '@platewise/core'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock'
import { openImageStorage } from '../storage/open-image-storage'
import { DEMO_PASSWORD } from './demo-people'
import { seedDemo, type DemoSummary } from './demo-seed'

// `npm run seed:demo`: the demo data, written into the database the server
// uses (the embedded one under DATA_DIR, or PostgreSQL at DATABASE_URL), with
// the photos where the server keeps them (DATA_DIR/uploads, or the S3 bucket).

/** The server's lock on DATA_DIR: two processes on one embedded database corrupt it. */
async function lockForSeeding(dataDir: string) {
  try {
    return await lockDataDir(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error
    throw new Error(
      `The Platewise server is running on ${dataDir}. Stop it, run npm run seed:demo, then start it again.`,
    )
  }
}

function report(summary: DemoSummary) {
  const line = (count: number, what: string) => `  ${formatAmount(count)} ${what}`
  console.log(
    [
      'Demo data is ready:',
      line(summary.people, 'people, onboarding done'),
      line(summary.follows, 'follows'),
      line(summary.meals, 'meals over two weeks'),
      line(summary.weighIns, 'weigh-ins over six weeks'),
      line(summary.posts, `posts (${summary.photos} with photos)`),
      line(summary.comments, 'comments'),
      line(summary.likes, 'likes'),
      line(
        summary.groups,
        `groups${summary.groupPosts ? ` (${summary.groupPosts} group posts)` : ''}`,
      ),
      '',
      `Every demo account's password is: ${DEMO_PASSWORD}`,
      'Sign in as, for example:',
      ...summary.examples.map((email) => `  ${email}`),
    ].join('\n'),
  )
}

async function main() {
  if (process.argv.length > 2) {
    throw new Error(
      'npm run seed:demo takes no options (DATA_DIR and DATABASE_URL choose the database).',
    )
  }
  const config = loadConfig()
  const releaseLock = config.DATABASE_URL ? undefined : await lockForSeeding(config.DATA_DIR)
  try {
    // first: a bucket that cannot be reached stops the seed before it writes a row
    const storage = await openImageStorage(config)
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'pglite'),
    })
    try {
      const result = await seedDemo({
        db: database.db,
        images: storage.images,
        log: (line) => console.log(line),
      })
      if (result.created) report(result.summary)
      else {
        console.log(
          `Demo data is already there (${result.existingPeople} demo people); nothing was added. ` +
            `Sign in with the password ${DEMO_PASSWORD}, or seed an empty database (a new DATA_DIR, or a new database at DATABASE_URL) for a fresh copy.`,
        )
      }
    } finally {
      storage.close()
      await database.close()
    }
  } finally {
    await releaseLock?.()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
