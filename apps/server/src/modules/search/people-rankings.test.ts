import { describe, expect, it } from 'vitest'
import { createPeopleRankings } from './people-rankings'

const ids = (...values: number[]) => Int32Array.from(values)

describe('kept people rankings', () => {
  it('gives back a ranking only at the generation it was ranked at', () => {
    const rankings = createPeopleRankings()
    rankings.remember('ada', 7, ids(3, 1, 2))
    expect(rankings.find('ada', 7)).toEqual(ids(3, 1, 2))
    expect(rankings.find('ada', 8)).toBeUndefined()
    // a stale ranking is dropped, not kept for later
    expect(rankings.find('ada', 7)).toBeUndefined()
    expect(rankings.heldIds()).toBe(0)
  })

  it('lets the least recently used go first once it holds more ids than its bound', () => {
    const rankings = createPeopleRankings(5)
    rankings.remember('a', 1, ids(1, 2))
    rankings.remember('b', 1, ids(3, 4))
    rankings.find('a', 1)
    rankings.remember('c', 1, ids(5, 6))
    expect(rankings.find('b', 1)).toBeUndefined()
    expect(rankings.find('a', 1)).toEqual(ids(1, 2))
    expect(rankings.find('c', 1)).toEqual(ids(5, 6))
    expect(rankings.heldIds()).toBe(4)
  })

  it('keeps no ranking larger than its bound, and replaces one ranked again', () => {
    const rankings = createPeopleRankings(3)
    rankings.remember('e', 1, ids(1, 2, 3, 4))
    expect(rankings.find('e', 1)).toBeUndefined()
    rankings.remember('f', 1, ids(1))
    rankings.remember('f', 2, ids(2, 1))
    expect(rankings.find('f', 2)).toEqual(ids(2, 1))
    expect(rankings.heldIds()).toBe(2)
  })
})
