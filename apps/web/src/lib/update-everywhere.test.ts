import { QueryClient, type InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { REMOVE, updateEverywhere } from './update-everywhere'

interface Item {
  id: number
  liked: boolean
}
const isItem = (value: object): value is Item => 'id' in value && 'liked' in value
const like = (id: number) => (item: Item) => (item.id === id ? { ...item, liked: true } : item)

const a = { id: 1, liked: false }
const b = { id: 2, liked: false }

function cacheWith(entries: [readonly unknown[], unknown][]) {
  const queryClient = new QueryClient()
  for (const [key, data] of entries) queryClient.setQueryData(key, data)
  return queryClient
}

describe('updateEverywhere', () => {
  it('changes the entity in a list, a page of an infinite query, a named list and an answer of its own', () => {
    const pages: InfiniteData<{ items: Item[]; next: string | null }> = {
      pages: [
        { items: [b], next: 'x' },
        { items: [a], next: null },
      ],
      pageParams: [undefined, 'x'],
    }
    const queryClient = cacheWith([
      [
        ['u', 'list'],
        [a, b],
      ],
      [['u', 'pages'], pages],
      [['u', 'search'], { users: [a], total: 1 }],
      [['u', 'one', 1], a],
    ])
    updateEverywhere(queryClient, ['u'], isItem, like(1))
    expect(queryClient.getQueryData(['u', 'list'])).toEqual([{ id: 1, liked: true }, b])
    expect(queryClient.getQueryData(['u', 'pages'])).toEqual({
      pages: [
        { items: [b], next: 'x' },
        { items: [{ id: 1, liked: true }], next: null },
      ],
      pageParams: [undefined, 'x'],
    })
    expect(queryClient.getQueryData(['u', 'search'])).toEqual({
      users: [{ id: 1, liked: true }],
      total: 1,
    })
    expect(queryClient.getQueryData(['u', 'one', 1])).toEqual({ id: 1, liked: true })
  })

  it('keeps the identity of what holds no changed entity', () => {
    const untouched = { pages: [{ items: [b] }], pageParams: [undefined] }
    const touched = { first: { items: [b] }, second: { items: [a] } }
    const queryClient = cacheWith([
      [['u', 'untouched'], untouched],
      [['u', 'touched'], touched],
    ])
    updateEverywhere(queryClient, ['u'], isItem, like(1))
    expect(queryClient.getQueryData(['u', 'untouched'])).toBe(untouched)
    const after = queryClient.getQueryData<typeof touched>(['u', 'touched'])
    expect(after).not.toBe(touched)
    expect(after?.first).toBe(touched.first)
  })

  it('takes a removed entity out of every list, and leaves an answer that is the entity to its caller', () => {
    const queryClient = cacheWith([
      [
        ['u', 'list'],
        [a, b],
      ],
      [['u', 'pages'], { pages: [{ items: [a] }, { items: [b] }] }],
      [['u', 'one', 1], a],
    ])
    updateEverywhere(queryClient, ['u'], isItem, (item) => (item.id === 1 ? REMOVE : item))
    expect(queryClient.getQueryData(['u', 'list'])).toEqual([b])
    expect(queryClient.getQueryData(['u', 'pages'])).toEqual({
      pages: [{ items: [] }, { items: [b] }],
    })
    expect(queryClient.getQueryData(['u', 'one', 1])).toBe(a)
  })

  it('looks only under the key it is given, and not into an entity', () => {
    const holder = { id: 3, liked: false, replies: [a] }
    const queryClient = cacheWith([
      [['u', 'list'], [holder]],
      [['v', 'list'], [a]],
    ])
    updateEverywhere(queryClient, ['u'], isItem, like(1))
    expect(queryClient.getQueryData(['u', 'list'])).toEqual([holder])
    expect(queryClient.getQueryData(['v', 'list'])).toEqual([a])
  })

  it('leaves dates, class instances and queries without data as they are', () => {
    const when = new Date(0)
    const queryClient = cacheWith([[['u', 'dated'], { when, items: [a] }]])
    queryClient.setQueryDefaults(['u', 'empty'], {})
    updateEverywhere(queryClient, ['u'], isItem, like(1))
    expect(queryClient.getQueryData<{ when: Date }>(['u', 'dated'])?.when).toBe(when)
    expect(queryClient.getQueryData(['u', 'empty'])).toBeUndefined()
  })
})
