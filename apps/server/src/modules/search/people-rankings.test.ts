import { describe, expect, it } from 'vitest'
import { createPeopleRankings } from './people-rankings'

const ids = (...values: number[]) => Int32Array.from(values)

describe('kept people rankings', () => {
  it('gives back a ranking with the generation it was ranked at, until ranked again', () => {
    const rankings = createPeopleRankings()
    rankings.remember('ada', 7, ids(3, 1, 2))
    expect(rankings.find('ada')).toEqual({ generation: 7, ids: ids(3, 1, 2) })
    rankings.remember('ada', 8, ids(3, 2))
    expect(rankings.find('ada')).toEqual({ generation: 8, ids: ids(3, 2) })
    expect(rankings.find('grace')).toBeUndefined()
    expect(rankings.heldIds()).toBe(2)
  })

  it('lets the least recently used go first once it holds more ids than its bound', () => {
    const rankings = createPeopleRankings(5)
    rankings.remember('a', 1, ids(1, 2))
    rankings.remember('b', 1, ids(3, 4))
    rankings.find('a')
    rankings.remember('c', 1, ids(5, 6))
    expect(rankings.find('b')).toBeUndefined()
    expect(rankings.find('a')?.ids).toEqual(ids(1, 2))
    expect(rankings.find('c')?.ids).toEqual(ids(5, 6))
    expect(rankings.heldIds()).toBe(4)
  })

  it('keeps no ranking larger than its bound', () => {
    const rankings = createPeopleRankings(3)
    rankings.remember('e', 1, ids(1, 2, 3, 4))
    expect(rankings.find('e')).toBeUndefined()
    expect(rankings.heldIds()).toBe(0)
  })
})
