/** The arrow keys that move along a row (tabs) or down a column (a menu's items). */
const ARROWS = {
  row: { next: 'ArrowRight', previous: 'ArrowLeft' },
  column: { next: 'ArrowDown', previous: 'ArrowUp' },
} as const

/**
 * Where `key` moves the focus from item `index` of `count` (the WAI-ARIA APG
 * keyboard of tabs and menus): the arrows to the next or previous item,
 * wrapping at the ends, Home and End to the first and last. Undefined for any
 * other key.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  along: keyof typeof ARROWS,
): number | undefined {
  const last = count - 1
  const arrows = ARROWS[along]
  if (key === arrows.next) return index === last ? 0 : index + 1
  if (key === arrows.previous) return index === 0 ? last : index - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  return undefined
}
