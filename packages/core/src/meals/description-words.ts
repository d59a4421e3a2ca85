import type { MealAnalysis, MealCorrection } from './meal-analysis'

// An item of a meal is read from the meal's own description: a correction may
// change which food its words are and how much, never bring in words the
// description does not have (which would let any item be added to any meal).

/** Text compared for case and spacing only: 'Two  Eggs' and 'two eggs' are the same words. */
const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** Every text the analyser read from a description: its items' and the words it could not place. */
export function readingTexts(analysis: Pick<MealAnalysis, 'items' | 'unmatched'>): string[] {
  return [...analysis.items.map((item) => item.text), ...analysis.unmatched]
}

/**
 * True when `text` is words of `description`: found in it, ignoring case and
 * spacing, or one of the analyser's `readings` of it, which it writes in its
 * own words ('mac n cheese' is read as 'mac and cheese', '½ cup' as '1/2 cup').
 */
export function isDescriptionText(
  text: string,
  description: string,
  readings: readonly string[],
): boolean {
  const words = normalised(text)
  if (words === '') return false
  return normalised(description).includes(words) || readings.some((r) => normalised(r) === words)
}

export const notInDescriptionMessage = (text: string) =>
  `“${text}” is not in the meal's description: each item must be words of it`

/**
 * What is wrong with the texts of a correction, by field ('items.0.text',
 * 'handEntered.1.text'): those that are not words of the description.
 */
export function correctionTextsOutside(
  correction: MealCorrection,
  description: string,
  readings: readonly string[],
): Record<string, string> {
  const fields: Record<string, string> = {}
  const check = (list: 'items' | 'handEntered', entries: readonly { text: string }[]) => {
    for (const [index, { text }] of entries.entries()) {
      if (!isDescriptionText(text, description, readings))
        fields[`${list}.${index}.text`] = notInDescriptionMessage(text)
    }
  }
  check('items', correction.items)
  check('handEntered', correction.handEntered)
  return fields
}

/**
 * True when every text of a stored reading (its items, unplaced words and
 * calories typed by hand) is still words of `description`: after the
 * description is edited, a reading that is not is no longer its reading.
 */
export function readingFitsDescription(
  analysis: MealAnalysis,
  description: string,
  readings: readonly string[],
): boolean {
  const texts = [...readingTexts(analysis), ...(analysis.handEntered ?? []).map((e) => e.text)]
  return texts.every((text) => isDescriptionText(text, description, readings))
}
