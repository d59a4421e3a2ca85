// What share of a food weighed whole is eaten: '124 g banana with peel' is 79 g of banana.
// Shares are 1 minus USDA SR Legacy's refuse (peel, rind, core, pit, shell) for the food.

const EDIBLE_SHARE: Readonly<Record<string, number>> = {
  banana: 0.64,
  orange: 0.73,
  tangerine: 0.74,
  mandarin: 0.74,
  clementine: 0.74,
  grapefruit: 0.5,
  avocado: 0.74,
  mango: 0.69,
  pineapple: 0.51,
  watermelon: 0.52,
  cantaloupe: 0.51,
  honeydew: 0.54,
  melon: 0.52,
  kiwi: 0.86,
  kiwifruit: 0.86,
  apple: 0.9,
  pear: 0.9,
  peach: 0.96,
  nectarine: 0.91,
  plum: 0.94,
  egg: 0.88,
  pistachio: 0.5,
  peanut: 0.73,
}

/** The eaten share of a food weighed with its refuse, by the first word of its USDA name. */
export function edibleShare(description: string): number {
  const first = (/^[a-z]+/i.exec(description)?.[0] ?? '').toLowerCase()
  const word =
    first.endsWith('s') && !Object.hasOwn(EDIBLE_SHARE, first) ? first.slice(0, -1) : first
  return Object.hasOwn(EDIBLE_SHARE, word) ? (EDIBLE_SHARE[word] ?? 1) : 1
}
