// Text rules of §2 and §9 for meals: the title helper and truncation.

const MEAL_TITLE_MAX_WORDS = 5
const UNTITLED_MEAL = 'Untitled Meal'

// Whole phrases that say when or how, not what: dropped from a long description.
const FILLER_PHRASES =
  /\b(?:i\s+(?:had|ate|made|grabbed)|had|ate|for\s+(?:breakfast|lunch|dinner|supper|a\s+snack)|today|tonight|this\s+(?:morning|afternoon|evening)|about|approximately|around|roughly)\b/gi
// Where one food ends and the next begins, and the word the title joins them with.
const JOINER = /\s*(?:[,;+&]|\b(?:and|plus|with)\b)\s*/i
const LEADING_ARTICLE = /^(?:a|an|the|some|my)\s+/i
// A word a name must not end on.
const DANGLING = new Set([
  'a',
  'an',
  'the',
  'and',
  'with',
  'of',
  'on',
  'in',
  'to',
  'or',
  'for',
  'some',
])

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word !== '')
const tidy = (text: string) => text.replace(/^[\s,;:.!?-]+|[\s,;:.!?-]+$/g, '')

/** The foods of a description in order, each with the joiner that came before it. */
function partsOf(text: string): { joiner: 'with' | 'and'; words: string[] }[] {
  const parts: { joiner: 'with' | 'and'; words: string[] }[] = []
  let joiner: 'with' | 'and' = 'and'
  let rest = text
  while (rest !== '') {
    const match = JOINER.exec(rest)
    const piece = match ? rest.slice(0, match.index) : rest
    const words = wordsOf(tidy(piece).replace(LEADING_ARTICLE, ''))
    if (words.length > 0) parts.push({ joiner, words })
    if (!match) break
    joiner = /with/i.test(match[0]) ? 'with' : 'and'
    rest = rest.slice(match.index + match[0].length)
  }
  return parts
}

/** At most `max` words that do not end on a joining word. */
function firstWords(words: string[], max: number): string[] {
  const kept = words.slice(0, max)
  while (kept.length > 1 && DANGLING.has(kept.at(-1)!.toLowerCase())) kept.pop()
  return kept
}

/**
 * A short name for a meal from its description (§9: up to 5 words, filler
 * dropped when longer; 'Untitled Meal' if empty). A description of 5 words or
 * fewer is the title. A longer one loses its filler phrases ('I had', 'for
 * lunch') and keeps whole foods, in order, while they fit: 'overnight oats with
 * chia seeds and almond milk' is 'overnight oats with chia seeds', never a name
 * cut mid-food or ending on 'with'. The description itself stays the meal's text.
 */
export function mealTitle(description: string | null | undefined): string {
  const text = tidy((description ?? '').trim())
  const words = wordsOf(text)
    .map((word) => word.replace(/^[,;:.!?]+|[,;:.!?]+$/g, ''))
    .filter((word) => word !== '')
  if (words.length === 0) return UNTITLED_MEAL
  if (words.length <= MEAL_TITLE_MAX_WORDS) return words.join(' ')
  // nothing but joining words: there is no food to name, so the words stand
  if (words.every((word) => DANGLING.has(word.toLowerCase()))) {
    return words.slice(0, MEAL_TITLE_MAX_WORDS).join(' ')
  }

  const parts = partsOf(text.replace(FILLER_PHRASES, ' '))
  const [first, ...others] = parts
  if (!first) return firstWords(words, MEAL_TITLE_MAX_WORDS).join(' ')
  const title = firstWords(first.words, MEAL_TITLE_MAX_WORDS)
  const listed: string[][] = []
  let count = title.length
  for (const part of others) {
    // 'with' joins the first food after the main one; the rest are a list, whose 'and' is a word too
    const joinsWith =
      part.joiner === 'with' && listed.length === 0 && title.length === first.words.length
    const cost = part.words.length + (joinsWith || listed.length === 0 ? 1 : 0)
    if (count + cost > MEAL_TITLE_MAX_WORDS) break
    if (joinsWith) title.push('with', ...part.words)
    else listed.push(part.words)
    count += cost
  }
  // the foods after the first read as a list: 'eggs, toast and avocado'
  const list = listed.map((part) => part.join(' '))
  const tail =
    list.length === 0
      ? ''
      : list.length === 1
        ? ` and ${list[0]}`
        : `, ${list.slice(0, -1).join(', ')} and ${list.at(-1)}`
  return `${title.join(' ')}${tail}`
}

/** Lengths at which descriptions are cut (§2). */
export const OVERVIEW_DESCRIPTION_LENGTH = 40
export const SAVED_MEAL_PREVIEW_LENGTH = 50

/** The first `maxLength` characters followed by '...' when the text is longer. */
export function truncateText(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength).trimEnd()}...`
}

/** '1 meal', '3 meals': how every screen counts a day's meals. */
export const mealCount = (count: number): string => `${count} ${count === 1 ? 'meal' : 'meals'}`
