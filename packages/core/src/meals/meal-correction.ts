import {
  asFoodAlternative,
  CORRECTION_MESSAGES,
  correctedItemSchema,
  handEnteredInputSchema,
  type FoodAlternative,
  type MealAnalysis,
  type MealCorrection,
} from './meal-analysis'
import { formatAmount } from '../format/format-amount'
import { nutrientsPastLimits } from './meal-limits'
import { NUTRIENT_KEYS, type Nutrients } from './nutrients'
import { measureWords } from './measure-words'

// A person's corrections of an analysed meal while they make them (beyond the
// spec): the 'What we understood' panel holds one of these drafts, shows its
// totals as they change, and sends its payload to PUT /api/meals/{id}. The
// server works the nutrients out again from the food table; the browser has no
// food table, so here an item's nutrients scale linearly with its grams from
// the nutrients the analyser listed for that food at its listed grams.

/** A food an item's words could mean, at the portion those words give that food. */
export type FoodChoice = FoodAlternative

export interface DraftItem {
  /** Stays with the item for the life of the draft, so rows keep who they are when one goes */
  key: string
  /** The words of the description the item was read from */
  text: string
  /**
   * Every food offered for the words, the analyser's pick first. The order never
   * changes: a swap only moves `chosen`, so the food it replaced stays on offer
   * as an alternative and the swap can be undone, and a picker never reshuffles.
   */
  choices: FoodChoice[]
  /** Index in `choices` of the food the item is now */
  chosen: number
  /** Grams eaten of the chosen food; NaN while what was typed is not a number */
  grams: number
  /** As the analysis says; 1 once the person chose the food */
  confidence: number
}

/** Words the analyser could not place, with the calories the person gives them. */
export interface DraftHandEntered {
  key: string
  text: string
  /** null while blank: a blank is not counted and not sent */
  calories: number | null
}

export interface CorrectionDraft {
  items: DraftItem[]
  handEntered: DraftHandEntered[]
  /** The reading as it was logged: what the draft is compared with */
  saved: { correction: MealCorrection; totals: Nutrients }
}

const zero = (): Nutrients => ({
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  fiber: 0,
  sugar: 0,
  sodium: 0,
})

function add(a: Nutrients, b: Nutrients, factor = 1): Nutrients {
  const sum = zero()
  for (const key of NUTRIENT_KEYS) sum[key] = a[key] + b[key] * factor
  return sum
}

/** The draft of a saved analysis: every item as it was logged, nothing changed yet. */
export function correctionDraft(analysis: MealAnalysis): CorrectionDraft {
  const items = analysis.items.map((item, index): DraftItem => ({
    key: `item-${index}`,
    text: item.text,
    choices: [item, ...(item.alternatives ?? [])].map(asFoodAlternative),
    chosen: 0,
    grams: item.grams,
    confidence: item.confidence,
  }))
  // calories already typed come first, then the words still waiting for some
  const handEntered: DraftHandEntered[] = [
    ...(analysis.handEntered ?? []).map(({ text, calories }) => ({ text, calories })),
    ...analysis.unmatched.map((text) => ({ text, calories: null })),
  ].map((entry, index) => ({ ...entry, key: `hand-${index}` }))
  const correction = correctionPayload({ items, handEntered })
  return { items, handEntered, saved: { correction, totals: analysis.totals } }
}

/** The food the item is now. */
export function chosenFood(item: DraftItem): FoodChoice {
  return item.choices[item.chosen]!
}

/** Grams in one of the item's own units ('slice', 'cup'); null when it is counted in grams. */
function gramsPerUnit(item: DraftItem): number | null {
  const { unit, quantity, grams } = chosenFood(item)
  if (unit === 'g' || !(quantity > 0) || !(grams > 0)) return null
  return grams / quantity
}

export interface ItemAmount {
  /** How many of `unit`: '2' slices, or grams when the item is counted in grams */
  value: number
  /** The chosen food's unit, or 'g' */
  unit: string
}

/** The item's amount as the person would say it: in the food's own unit when it has one. */
export function itemAmount(item: DraftItem): ItemAmount {
  const perUnit = gramsPerUnit(item)
  if (perUnit === null) return { value: item.grams, unit: 'g' }
  return { value: Math.round((item.grams / perUnit) * 100) / 100, unit: chosenFood(item).unit }
}

/**
 * Nutrients of the item at its grams: from what 100 g of the food holds, as the
 * server counts them (readings saved before that was sent scale the listed portion).
 */
export function itemNutrients(item: DraftItem): Nutrients {
  const { grams, nutrients, per100g } = chosenFood(item)
  const eaten = Number.isFinite(item.grams) && item.grams > 0 ? item.grams : 0
  if (per100g) return add(zero(), per100g, eaten / 100)
  return add(zero(), nutrients, grams > 0 ? eaten / grams : 0)
}

function updateItem(
  draft: CorrectionDraft,
  key: string,
  change: (item: DraftItem) => DraftItem,
): CorrectionDraft {
  return { ...draft, items: draft.items.map((item) => (item.key === key ? change(item) : item)) }
}

/** The item becomes another of its foods, at that food's own portion. */
export function swapFood(draft: CorrectionDraft, key: string, choice: number): CorrectionDraft {
  return updateItem(draft, key, (item) => {
    const food = item.choices[choice]
    if (!food || choice === item.chosen) return item
    return { ...item, chosen: choice, grams: food.grams, confidence: 1 }
  })
}

/** Sets how much of the item was eaten, in the unit `itemAmount` gives (NaN for a blank). */
export function setItemAmount(draft: CorrectionDraft, key: string, value: number): CorrectionDraft {
  return updateItem(draft, key, (item) => {
    const perUnit = gramsPerUnit(item)
    return { ...item, grams: perUnit === null ? value : value * perUnit }
  })
}

/**
 * One-tap sizes of an item, as shares of the portion first read for its food
 * ('a bowl of porridge' read as USDA's usual bowl; Double is two of them).
 */
export const PORTION_SIZES = [
  { label: 'Half', factor: 0.5 },
  { label: 'Regular', factor: 1 },
  { label: 'Large', factor: 1.5 },
  { label: 'Double', factor: 2 },
] as const

const gramsAtSize = (item: DraftItem, factor: number) =>
  Math.round(chosenFood(item).grams * factor * 10) / 10

/** The item at one of PORTION_SIZES of its chosen food's portion. */
export function setItemSize(draft: CorrectionDraft, key: string, factor: number): CorrectionDraft {
  return updateItem(draft, key, (item) => ({ ...item, grams: gramsAtSize(item, factor) }))
}

/** Which of PORTION_SIZES the item is at now, if any. */
export function itemSize(item: DraftItem): number | undefined {
  return PORTION_SIZES.find(({ factor }) => gramsAtSize(item, factor) === item.grams)?.factor
}

/** '1½', '¼', '2': a household amount as a person writes it (to the nearest quarter). */
function measureText(quantity: number): string {
  const quarters = Math.max(1, Math.round(quantity * 4))
  const whole = Math.floor(quarters / 4)
  const part = ['', '¼', '½', '¾'][quarters % 4]!
  return whole === 0 ? part : `${formatAmount(whole)}${part}`
}

/**
 * The item's amount in words a person uses: '1 serving, about 1 cup (240 g)',
 * '2 slices (64 g)', '150 g, about 1 medium'. The household measure follows
 * the amount when it changes.
 */
export function describeItemAmount(item: DraftItem): string {
  const choice = chosenFood(item)
  const amount = itemAmount(item)
  const grams = formatAmount(Math.round(Number.isFinite(item.grams) ? item.grams : 0), 'g')
  const about =
    choice.about && choice.grams > 0 && Number.isFinite(item.grams)
      ? choice.about.quantity * (item.grams / choice.grams)
      : undefined
  const aboutText =
    choice.about && about !== undefined
      ? `about ${measureText(about)} ${unitLabel(choice.about.unit, Math.max(1, Math.round(about * 4) / 4))}`
      : undefined
  if (amount.unit === 'g') return aboutText ? `${grams}, ${aboutText}` : grams
  const said = `${formatAmount(amount.value)} ${unitLabel(amount.unit, amount.value)}`
  return aboutText ? `${said}, ${aboutText} (${grams})` : `${said} (${grams})`
}

// Past these shares of a usual portion an amount is more likely a misreading
// (or a typo) than a meal: the panel asks the person to look again.
const FAR_ABOVE_USUAL = 4
const FAR_BELOW_USUAL = 0.2

/**
 * A word when the item's amount is far from what a person usually eats of the
 * food ('About 6 usual portions (50 g each) …'); none for ordinary amounts, or
 * for readings saved before usual portions were sent.
 */
export function unusualAmountNote(item: DraftItem): string | undefined {
  const { usualGrams } = chosenFood(item)
  if (!usualGrams || !(item.grams > 0)) return undefined
  const share = item.grams / usualGrams
  const usual = formatAmount(Math.round(usualGrams), 'g')
  if (share >= FAR_ABOVE_USUAL) {
    return `That is about ${formatAmount(Math.round(share))} usual portions (${usual} each). If you ate less, choose a size or change the amount.`
  }
  if (share <= FAR_BELOW_USUAL) {
    return `That is less than a fifth of a usual portion (${usual}). If you ate more, choose a size or change the amount.`
  }
  return undefined
}

/** describeItemAmount for a food as offered, before it is any item's. */
export function describeFoodChoice(choice: FoodChoice): string {
  return describeItemAmount({
    key: '',
    text: '',
    choices: [choice],
    chosen: 0,
    grams: choice.grams,
    confidence: 1,
  })
}

/** The name a person would say, or USDA's description for readings saved before names. */
export const foodName = (choice: FoodChoice) => choice.food.name ?? choice.food.description

/**
 * A food found by search takes the item's place at its usual portion. It joins
 * the item's choices (once), so the picker keeps offering what was there.
 */
export function chooseFoundFood(
  draft: CorrectionDraft,
  key: string,
  found: FoodChoice,
): CorrectionDraft {
  return updateItem(draft, key, (item) => {
    const known = item.choices.findIndex((choice) => choice.food.id === found.food.id)
    const choices = known === -1 ? [...item.choices, found] : item.choices
    const chosen = known === -1 ? choices.length - 1 : known
    return { ...item, choices, chosen, grams: choices[chosen]!.grams, confidence: 1 }
  })
}

export function removeItem(draft: CorrectionDraft, key: string): CorrectionDraft {
  return { ...draft, items: draft.items.filter((item) => item.key !== key) }
}

/** Calories for words the analyser could not place; null clears them. */
export function setHandEnteredCalories(
  draft: CorrectionDraft,
  key: string,
  calories: number | null,
): CorrectionDraft {
  return {
    ...draft,
    handEntered: draft.handEntered.map((entry) =>
      entry.key === key ? { ...entry, calories } : entry,
    ),
  }
}

/**
 * The meal's totals as the draft stands, in the precision a logged meal keeps
 * them (§5): whole kcal and grams, sugar and sodium to 0.1. Hand-entered
 * calories count as calories only; a blank amount counts as nothing.
 */
export function draftTotals(draft: CorrectionDraft): Nutrients {
  // The server adds the unrounded parts, so the rounded parts can be a kcal
  // off what was logged: an untouched draft shows the logged figures.
  let sum = draft.saved.totals
  if (draftDiffers(draft)) {
    sum = zero()
    for (const item of draft.items) sum = add(sum, itemNutrients(item))
    for (const { calories } of draft.handEntered) {
      if (calories !== null && Number.isFinite(calories)) sum.calories += calories
    }
  }
  const totals = zero()
  for (const key of NUTRIENT_KEYS) {
    const value = Math.max(0, sum[key])
    totals[key] =
      key === 'sugar' || key === 'sodium' ? Math.round(value * 10) / 10 : Math.round(value)
  }
  return totals
}

/**
 * What PUT /api/meals/{id} is sent: each item's food and grams (to 0.1 g, as
 * the server keeps them), and only the calories that were filled in.
 */
export function correctionPayload(
  draft: Pick<CorrectionDraft, 'items' | 'handEntered'>,
): MealCorrection {
  return {
    items: draft.items.map((item) => ({
      text: item.text,
      foodId: chosenFood(item).food.id,
      grams: Math.round(item.grams * 10) / 10,
    })),
    handEntered: draft.handEntered.flatMap(({ text, calories }) =>
      calories === null ? [] : [{ text, calories }],
    ),
  }
}

/** True when saving the draft would change the meal as it was logged. */
export function draftDiffers(draft: CorrectionDraft): boolean {
  const now = correctionPayload(draft)
  const before = draft.saved.correction
  return (
    now.items.length !== before.items.length ||
    now.handEntered.length !== before.handEntered.length ||
    now.items.some((item, index) => {
      const was = before.items[index]!
      // NaN (a blank amount) differs from everything, so Save can say what is wrong
      return item.text !== was.text || item.foodId !== was.foodId || !(item.grams === was.grams)
    }) ||
    now.handEntered.some((entry, index) => {
      const was = before.handEntered[index]!
      return entry.text !== was.text || !(entry.calories === was.calories)
    })
  )
}

export interface DraftProblems {
  /** By item or hand-entered key: what is wrong with its amount or calories */
  fields: Record<string, string>
  /** Nothing would be left to count */
  empty?: string
  /** The meal's totals are past what one meal may hold */
  total?: string
}

/** The first of the item's nutrients past the limits of one item, as its message. */
function itemPastLimits(item: DraftItem): string | undefined {
  const past = nutrientsPastLimits(itemNutrients(item), 'item')
  return NUTRIENT_KEYS.map((key) => past[key]).find((message) => message !== undefined)
}

/**
 * What stops the draft from being saved; none when `fields` is empty and
 * `empty` and `total` unset. The limits are the server's (meal-limits.ts), so
 * what it would refuse is shown at the field before Save.
 */
export function draftProblems(draft: CorrectionDraft): DraftProblems {
  const fields: Record<string, string> = {}
  for (const item of draft.items) {
    const problem = correctedItemSchema.shape.grams.safeParse(item.grams).success
      ? itemPastLimits(item)
      : CORRECTION_MESSAGES.grams
    if (problem) fields[item.key] = problem
  }
  for (const entry of draft.handEntered) {
    if (
      entry.calories !== null &&
      !handEnteredInputSchema.shape.calories.safeParse(entry.calories).success
    )
      fields[entry.key] = CORRECTION_MESSAGES.calories
  }
  const problems: DraftProblems = { fields }
  const { items, handEntered } = correctionPayload(draft)
  if (items.length === 0 && handEntered.length === 0) problems.empty = CORRECTION_MESSAGES.empty
  const totals = nutrientsPastLimits(draftTotals(draft), 'meal')
  const total = NUTRIENT_KEYS.map((key) => totals[key]).find((message) => message !== undefined)
  if (total) problems.total = total
  return problems
}

export const hasDraftProblems = (problems: DraftProblems) =>
  problems.empty !== undefined ||
  problems.total !== undefined ||
  Object.keys(problems.fields).length > 0

/**
 * The server's refusal of a draft's payload, placed where the person looks:
 * `items.2.grams` at the third item, `handEntered.0.calories` at the first
 * calories sent (blanks are not sent), anything else (a total) under `other`.
 */
export function serverDraftProblems(
  draft: Pick<CorrectionDraft, 'items' | 'handEntered'>,
  serverFields: Record<string, string>,
): { fields: Record<string, string>; other?: string } {
  const sentHandEntered = draft.handEntered.filter((entry) => entry.calories !== null)
  const fields: Record<string, string> = {}
  let other: string | undefined
  for (const [path, message] of Object.entries(serverFields)) {
    const [list, index] = path.split('.')
    const row =
      list === 'items'
        ? draft.items[Number(index)]
        : list === 'handEntered'
          ? sentHandEntered[Number(index)]
          : undefined
    if (row && index !== undefined) fields[row.key] ??= message
    else other ??= message
  }
  return other === undefined ? { fields } : { fields, other }
}

// Words that stay as they are after a number other than one: abbreviations, sizes ('2 large'
// eggs) and nouns whose plural is themselves ('2 shrimp').
const INVARIABLE_UNITS = new Set([
  ...['g', 'kg', 'mg', 'oz', 'lb', 'ml', 'cl', 'dl', 'l', 'fl oz', 'tbsp', 'tsp'],
  ...['small', 'medium', 'large', 'extra large', 'each', 'whole'],
  ...['fish', 'shrimp', 'goldfish'],
])

// The food table's own names for a default portion, as a person says them
const UNIT_NAMES: Record<string, string> = { qns: 'serving', listed: 'serving', m: 'medium' }

/**
 * An amount's unit as a person reads it after the number: '1 slice', '2 slices', '150 g', and
 * a measure of the food table's in a person's words: '2 fun-size bars' ('bar-fun-size').
 */
export function unitLabel(unit: string, quantity: number): string {
  const name = UNIT_NAMES[unit] ?? unit
  const { words, counted } = measureWords(name)
  if (words.length === 0) return countedWord(name, quantity)
  return words.map((word, k) => (k === counted ? countedWord(word, quantity) : word)).join(' ')
}

/** A word after a number: plural after more than one, unless it never changes. */
function countedWord(word: string, quantity: number): string {
  if (quantity <= 1 || INVARIABLE_UNITS.has(word) || !/^[a-z]+$/i.test(word)) return word
  if (/(?:s|x|z|ch|sh|tomato|potato)$/.test(word)) return `${word}es`
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`
  if (word === 'leaf' || word === 'loaf') return `${word.slice(0, -1)}ves`
  return `${word}s`
}
