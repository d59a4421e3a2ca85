import { z } from 'zod'
import { mealDateSchema } from './meal-schema'

// 'Copy yesterday' (beyond the spec): a day's meals logged again on another
// day as new meals, and the one undo that removes exactly those again.

/** How many meals one copy or one undo may hold: more than any real day has. */
export const MEALS_PER_COPY_MAX = 50

export const MEAL_COPY_MESSAGES = {
  sameDay: 'Choose a different day to copy the meals to',
  nothingToCopy: 'There are no meals on that day to copy.',
  tooManyToCopy: `That day has more than ${MEALS_PER_COPY_MAX} meals: add them one by one.`,
  ids: 'Please choose the meals to remove',
  tooMany: `Please remove at most ${MEALS_PER_COPY_MAX} meals at a time`,
  notFound: 'Some of those meals could not be found. Nothing was removed.',
} as const

/** POST /api/meals/copy: the meals of `from` logged again on `to`. */
export const mealCopySchema = z
  .object({ from: mealDateSchema, to: mealDateSchema })
  .refine((copy) => copy.from !== copy.to, {
    error: MEAL_COPY_MESSAGES.sameDay,
    path: ['to'],
  })
export type MealCopy = z.output<typeof mealCopySchema>

const mealIdSchema = z
  .number({ error: MEAL_COPY_MESSAGES.ids })
  .int({ error: MEAL_COPY_MESSAGES.ids })
  .positive({ error: MEAL_COPY_MESSAGES.ids })
  // PostgreSQL's integer: a meal id beyond it cannot exist
  .max(2_147_483_647, { error: MEAL_COPY_MESSAGES.ids })

/** POST /api/meals/remove: several of one's own meals at once (the copy's undo), all or none. */
export const mealRemovalSchema = z.object({
  ids: z
    .array(mealIdSchema, { error: MEAL_COPY_MESSAGES.ids })
    .min(1, { error: MEAL_COPY_MESSAGES.ids })
    .max(MEALS_PER_COPY_MAX, { error: MEAL_COPY_MESSAGES.tooMany })
    .transform((ids) => [...new Set(ids)]),
})
