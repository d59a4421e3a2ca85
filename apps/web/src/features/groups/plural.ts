import { formatAmount } from '@platewise/core'

/** '1 member', '1,204 members'. */
export const plural = (count: number, one: string, many: string) =>
  `${formatAmount(count)} ${count === 1 ? one : many}`
