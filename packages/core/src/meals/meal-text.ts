// Text rules of §2 and §9 for meals: the title helper and truncation.

const MEAL_TITLE_MAX_WORDS = 5
const UNTITLED_MEAL = 'Untitled Meal'

// Words that carry no food: dropped only when a description is too long to keep whole.
const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  '&',
  '+',
  'with',
  'of',
  'some',
  'on',
  'in',
  'for',
  'to',
  'at',
  'from',
  'or',
  'plus',
  'my',
  'i',
  'had',
  'ate',
  'about',
  'approximately',
  'around',
])

/**
 * A short name for a meal from its description: up to 5 words; a longer
 * description first loses its filler words ("a", "with", "and" ...), then is
 * cut to 5 words. 'Untitled Meal' when nothing is left.
 */
export function mealTitle(description: string | null | undefined): string {
  const words = (description ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/^[,;:.!?]+|[,;:.!?]+$/g, ''))
    .filter((word) => word !== '')
  if (words.length === 0) return UNTITLED_MEAL
  if (words.length <= MEAL_TITLE_MAX_WORDS) return words.join(' ')
  const meaningful = words.filter((word) => !FILLER_WORDS.has(word.toLowerCase()))
  const kept = meaningful.length > 0 ? meaningful : words
  return kept.slice(0, MEAL_TITLE_MAX_WORDS).join(' ')
}

/** Lengths at which descriptions are cut (§2). */
export const OVERVIEW_DESCRIPTION_LENGTH = 40
export const SAVED_MEAL_PREVIEW_LENGTH = 50

/** The first `maxLength` characters followed by '...' when the text is longer. */
export function truncateText(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength).trimEnd()}...`
}
