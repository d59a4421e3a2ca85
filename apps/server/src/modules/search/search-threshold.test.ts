import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { similarityThreshold } from './search.queries'

// The fuzzy half of search, checked against pg_trgm itself: every one-letter
// typo of a name of 5 or more letters scores at least the threshold of the
// typed query, and names further off score less.

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

/** Every name with one letter changed, left out or added (the letter 'q', or doubled). */
function oneLetterTypos(name: string) {
  const typos = new Set<string>()
  for (let index = 0; index < name.length; index += 1) {
    const [before, after] = [name.slice(0, index), name.slice(index + 1)]
    typos.add(`${before}${name[index] === 'q' ? 'z' : 'q'}${after}`)
    typos.add(`${before}${after}`)
    typos.add(`${before}q${name.slice(index)}`)
    typos.add(`${before}${name[index]}${name.slice(index)}`)
  }
  typos.add(`${name}q`)
  typos.delete(name)
  return [...typos]
}

/** Whether `typed` finds `name` in a text of several words, as search decides it. */
async function finds(typed: string, text: string) {
  const result = (await harness.db.execute(
    sql`select strict_word_similarity(${typed}, ${text}) >= ${similarityThreshold(typed)} as found`,
  )) as unknown as { rows: { found: boolean }[] }
  return result.rows[0]!.found
}

describe('the similarity threshold of search', () => {
  it.each(['Grace', 'Smith', 'Hopper', 'Turing', 'Okafor', 'Lovelace', 'Marathon', 'Fitzgerald'])(
    'lets every one-letter typo of %s find it',
    async (name) => {
      const missed = []
      for (const typo of oneLetterTypos(name.toLowerCase())) {
        if (!(await finds(typo, `Maria ${name} m_${name.toLowerCase()}`))) missed.push(typo)
      }
      expect(missed).toEqual([])
    },
  )

  it.each([
    ['lovelace', 'Mary Lovell'],
    ['runners', 'Long runs on Sundays'],
    ['ada', 'Aida Okafor'],
    ['jon', 'John Smith'],
    ['ada lovelace', 'Mary Lovell'],
    ['christopher', 'Christina Rossetti'],
  ])("does not let '%s' find %s", async (typed, text) => {
    expect(await finds(typed, text)).toBe(false)
  })
})
