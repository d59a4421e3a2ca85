import { describe, expect, it } from 'vitest'
import { foodIndex } from './analyze'
import { PHRASES, type Phrase, type Rewrite } from './phrase-data'

const lists: [string, readonly (Rewrite | Phrase | { words: string; source: string })[]][] = [
  ['synonyms', PHRASES.synonyms],
  ['defaults', PHRASES.defaults],
  ['compounds', PHRASES.compounds],
  ['chains.named', PHRASES.chains.named],
  ['chains.afterFrom', PHRASES.chains.afterFrom],
  ['chains.withRows', PHRASES.chains.withRows],
  ...Object.entries(PHRASES.regional).map(
    ([region, list]) => [`regional.${region}`, list] as [string, Rewrite[]],
  ),
]

/** What an entry is keyed by: the phrase it rewrites, or its words. */
const keyOf = (entry: object) =>
  'from' in entry ? String(entry.from) : String((entry as { words: string }).words)

describe('data/phrases.json', () => {
  it.each(lists)('says where each of its %s came from', (_name, list) => {
    expect(list.length).toBeGreaterThan(0)
    for (const entry of list) {
      expect(entry.source, keyOf(entry)).toMatch(
        /^(?:[0-9a-f]{7} \(\d{4}-\d{2}-\d{2}\): |issue \d+)/,
      )
    }
  })

  it.each(lists)(
    'lists each phrase of its %s once, so none is silently overruled',
    (_name, list) => {
      const keys = list.map(keyOf)
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
    },
  )

  it('points every default at a row of the food table', () => {
    const ids = new Set(foodIndex().table.byId.keys())
    expect(PHRASES.defaults.filter(({ food }) => !ids.has(food))).toEqual([])
  })
})
