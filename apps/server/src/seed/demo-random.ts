// The demo data comes from fixed seeds, so two runs on empty databases write
// the same people, meals and posts. Each part of the plan draws from its own
// stream (named by a label), so adding a post does not reshuffle the follows.

export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number
  /** A number in [min, max). */
  between(min: number, max: number): number
  /** True with the given probability. */
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  /** One item, drawn with the given weights. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
}

// FNV-1a: a label's 32-bit seed
function hashLabel(label: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: tiny, fast and well spread; not for secrets, which a demo has none of. */
export function createRandom(label: string): Random {
  let state = hashLabel(label)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const random: Random = {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample(items, count) {
      const pool = [...items]
      // a partial Fisher-Yates shuffle
      for (let index = 0; index < Math.min(count, pool.length); index += 1) {
        const other = int(index, pool.length - 1)
        ;[pool[index], pool[other]] = [pool[other]!, pool[index]!]
      }
      return pool.slice(0, count)
    },
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0)
      let left = next() * total
      for (const item of items) {
        left -= weight(item)
        if (left < 0) return item
      }
      return items[items.length - 1]!
    },
  }
  return random
}
