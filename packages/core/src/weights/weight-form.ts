import { z } from 'zod'
import type { IsoDate } from '../dates/iso-date'
import { formatAmount } from '../format/format-amount'
import { readNumberInput } from '../profile/number-input'
import { PROFILE_RANGES } from '../profile/profile-ranges'
import { fromShownUnits, measureUnit, rangeInUnits, type UnitSystem } from '../units/units'
import { isFutureWeightDate, WEIGHT_MESSAGES, weightDateSchema } from './weight-rules'

// The Log weight form (decision 033): the day, and the weight in the person's
// units, checked as POST /api/weights will check it and handed on in pounds.

/** 'Weight must be between 30 and 299 kg': the profile's range in the person's units. */
export function weightRangeMessage(units: UnitSystem): string {
  const { min, max } = rangeInUnits('weight', PROFILE_RANGES.weight, units)
  return `Weight must be between ${formatAmount(min)} and ${formatAmount(max)} ${measureUnit('weight', units).symbol}`
}

export function weightFormSchema(units: UnitSystem, today: IsoDate) {
  const { min, max } = rangeInUnits('weight', PROFILE_RANGES.weight, units)
  const message = weightRangeMessage(units)
  return z.object({
    date: weightDateSchema.refine((date) => !isFutureWeightDate(date, today), {
      error: WEIGHT_MESSAGES.future,
    }),
    weight: z
      .preprocess(
        readNumberInput,
        z
          .number({
            error: (issue) =>
              issue.input === null || issue.input === undefined
                ? WEIGHT_MESSAGES.weightRequired
                : WEIGHT_MESSAGES.weightNumber,
          })
          .min(min, { error: message })
          .max(max, { error: message }),
      )
      .transform((shown) => fromShownUnits('weight', shown, units)),
  })
}
