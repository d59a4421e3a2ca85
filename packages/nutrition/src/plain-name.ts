// A food's name as a person would say it, from USDA's description: the
// survey's bookkeeping ('NS as to fat type', 'NFS', '(includes …)') and its
// poultry trade words ('broilers or fryers') left out. The USDA description
// stays beside it, one tap away, for anyone who wants the exact row.
import type { Food } from './food-table'

// whole comma parts that only say what the survey did not know
const BOOKKEEPING_PART = /^(?:ns as to\b.*|nfs|not specified\b.*|not further specified)$/i
// words inside a part that add nothing a person would miss
const BOOKKEEPING_WORDS = /\s*(?:\([^)]*\)|\bnfs\b|\bns as to [^,]*)/gi
const TRADE_PART =
  /^(?:broilers? or fryers?|all classes|all grades|composite of trimmed retail cuts)$/i

const names = new WeakMap<Food, string>()

/** 'Rice, white, cooked, NS as to fat' → 'Rice, white, cooked'. */
export function plainFoodName(description: string): string {
  const parts = description
    .split(',')
    .map((part) => part.replace(BOOKKEEPING_WORDS, '').trim())
    .filter((part) => part !== '' && !BOOKKEEPING_PART.test(part) && !TRADE_PART.test(part))
  return parts.length > 0 ? parts.join(', ') : description.trim()
}

/** plainFoodName, worked out once per food. */
export function plainNameOf(food: Food): string {
  let name = names.get(food)
  if (name === undefined) names.set(food, (name = plainFoodName(food.description)))
  return name
}
