// How a food's USDA household measures become the keyed measures of data/foods.json.

export interface Measure {
  key: string
  /** grams of one unit */
  grams: number
  seq: number
  /** the amount USDA lists ('0.33 cup') and its grams */
  amount: number
  weight: number
}

// Containers come in several sizes ('bottle (12 fl oz)', 'bottle (20 fl oz)'), all one key.
const CONTAINERS = /^(?:bottle|can|container|package|packet|box|bag|jar|carton|pouch|tub)$/

/**
 * A food's measures as key -> grams: the first measure of each key, except that a container
 * with several sizes is the size nearest USDA's usual amount (its smallest and largest are kept
 * as 'bottle:s' and 'bottle:l'), and a first measure listed as a fraction ('0.33 cup' = 32 g,
 * the only measure of a protein powder) is also kept as 'listed', the serving USDA means.
 */
export function measures(list: readonly Measure[]): Map<string, number> {
  const out = new Map<string, number>()
  const sizes = new Map<string, number[]>()
  for (const m of list) {
    if (CONTAINERS.test(m.key)) sizes.set(m.key, [...(sizes.get(m.key) ?? []), m.grams])
    if (!out.has(m.key)) out.set(m.key, m.grams)
  }
  const usual = out.get('qns')
  for (const [key, grams] of sizes) {
    const distinct = [...new Set(grams)].sort((a, b) => a - b)
    if (distinct.length < 2) continue
    if (usual !== undefined) {
      let best = distinct[0] ?? 0
      for (const g of distinct) if (Math.abs(g - usual) <= Math.abs(best - usual)) best = g
      out.set(key, best)
    }
    if (!out.has(`${key}:s`)) out.set(`${key}:s`, distinct[0] ?? 0)
    if (!out.has(`${key}:l`)) out.set(`${key}:l`, distinct[distinct.length - 1] ?? 0)
  }
  const first = list[0]
  if (first && first.amount !== 1 && first.amount > 0 && !out.has('qns'))
    out.set('listed', first.weight)
  return out
}
