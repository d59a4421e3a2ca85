import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** What an update returns to take the entity out of the list that holds it. */
export const REMOVE = Symbol('remove')

/** The entity changed (or the same one, to leave it as it is), or REMOVE. */
export type EntityUpdate<T> = (entity: T) => T | typeof REMOVE

/**
 * One entity (a post, a person, a group) shows in several cached answers at
 * once: a list, a page of an infinite query, a search's results, an answer of
 * its own. What the server answered about it is written into every one of
 * them under `queryKey`, so every screen agrees without asking again.
 *
 * `isEntity` tells the entity from what holds it; `update` gets each one found
 * (the caller picks by id) and returns it changed, the same, or REMOVE, which
 * takes it out of a list. An entity's own fields are not searched further. What holds nothing changed
 * keeps its identity, so React Query and React see no change there.
 */
export function updateEverywhere<T extends object>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  isEntity: (value: object) => value is T,
  update: EntityUpdate<T>,
) {
  queryClient.setQueriesData({ queryKey }, (data: unknown) => {
    if (data === undefined) return data
    const next = walk(data, isEntity, update)
    // an answer that is the entity itself is not emptied: the caller removes that query
    return next === REMOVE ? data : next
  })
}

function walk<T extends object>(
  value: unknown,
  isEntity: (value: object) => value is T,
  update: EntityUpdate<T>,
): unknown {
  if (Array.isArray(value)) {
    let touched = false
    const next: unknown[] = []
    for (const item of value) {
      const result = walk(item, isEntity, update)
      if (result !== item) touched = true
      if (result !== REMOVE) next.push(result)
    }
    return touched ? next : value
  }
  if (!isPlainObject(value)) return value
  if (isEntity(value)) return update(value)
  let result: Record<string, unknown> = value
  for (const [key, inner] of Object.entries(value)) {
    const next = walk(inner, isEntity, update)
    // only a list lets an entity go; a field that holds it alone keeps it, as
    // an answer that is the entity does
    if (next === inner || next === REMOVE) continue
    result = { ...result, [key]: next }
  }
  return result
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)
