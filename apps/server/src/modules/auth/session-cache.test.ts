import { describe, expect, it } from 'vitest'
import { createSessionCache, type LiveSession } from './session-cache'

const now = new Date('2026-11-23T12:00:00Z')
const inAnHour = new Date(now.getTime() + 3_600_000)
const session = (id: number, userId: number, expiresAt = inAnHour): LiveSession => ({
  id,
  userId,
  expiresAt,
  lastUsedAt: null,
})

describe('the session cache', () => {
  it('answers a remembered session until it expires', () => {
    const cache = createSessionCache()
    cache.remember('a', session(1, 10), cache.generation())
    expect(cache.find('a', now)).toEqual(session(1, 10))
    expect(cache.find('a', inAnHour)).toBeUndefined()
    expect(cache.find('a', now)).toBeUndefined()
  })

  it('forgets one token at logout and every session of a user when they are revoked', () => {
    const cache = createSessionCache()
    cache.remember('a', session(1, 10), cache.generation())
    cache.remember('b', session(2, 10), cache.generation())
    cache.remember('c', session(3, 20), cache.generation())
    cache.forgetToken('c')
    expect(cache.find('c', now)).toBeUndefined()
    cache.forgetUser(10)
    expect(cache.find('a', now)).toBeUndefined()
    expect(cache.find('b', now)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('does not store what a lookup read before a revocation that ended while it ran', () => {
    const cache = createSessionCache()
    // a request reads the generation, then asks the database: the session is live…
    const generation = cache.generation()
    // …meanwhile another request signs that session out
    cache.forgetUser(10)
    cache.remember('a', session(1, 10), generation)
    expect(cache.find('a', now)).toBeUndefined()
  })

  it('drops its oldest entry when full', () => {
    const cache = createSessionCache(2)
    cache.remember('a', session(1, 10), cache.generation())
    cache.remember('b', session(2, 20), cache.generation())
    cache.remember('c', session(3, 30), cache.generation())
    expect(cache.find('a', now)).toBeUndefined()
    expect(cache.find('b', now)).toBeDefined()
    expect(cache.find('c', now)).toBeDefined()
  })
})
