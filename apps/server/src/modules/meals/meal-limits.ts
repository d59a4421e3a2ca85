import {
  descriptionPastLimitsMessage,
  readingPastLimits,
  type LimitBreach,
  type MealAnalysis,
} from '@platewise/core'
import { validationFailed } from '../../http/errors'

// The server's side of the meal limits (packages/core meal-limits.ts): whatever
// the analyser or a correction makes of a description is checked before it is
// answered or stored, since no schema sees those numbers.

/**
 * The analyser's reading of a typed description, refused when an item or the
 * meal is past the limits ('10000 eggs'): the description is what to change.
 */
export function refuseDescriptionPastLimits(analysis: MealAnalysis): void {
  const breach = readingPastLimits(analysis)
  if (!breach) return
  const message = descriptionPastLimitsMessage(breach)
  throw validationFailed(message, { description: message })
}

/** Where a corrected reading's breach is shown: the item's amount, or the meal's nutrient. */
const correctionField = (breach: LimitBreach) =>
  breach.item === undefined ? breach.field : `items.${breach.item}.grams`

/**
 * A corrected reading refused when past the limits. Its items are the
 * correction's, in order, so `items.2.grams` names the third item sent.
 */
export function refuseCorrectionPastLimits(analysis: MealAnalysis): void {
  const breach = readingPastLimits(analysis)
  if (!breach) return
  throw validationFailed(breach.message, { [correctionField(breach)]: breach.message })
}
