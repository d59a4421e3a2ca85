import { describe, expect, it } from 'vitest'
import {
  MEAL_COPY_MESSAGES,
  MEALS_PER_COPY_MAX,
  mealCopySchema,
  mealRemovalSchema,
} from './meal-copy'

const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe("'Copy yesterday' and its undo", () => {
  it('copies one day onto another, never onto itself', () => {
    expect(mealCopySchema.parse({ from: '2026-11-19', to: ' 2026-11-20 ' })).toEqual({
      from: '2026-11-19',
      to: '2026-11-20',
    })
    expect(messages(mealCopySchema.safeParse({ from: '2026-11-20', to: '2026-11-20' }))).toEqual({
      to: MEAL_COPY_MESSAGES.sameDay,
    })
  })

  it('removes each meal once, and at most as many as one copy makes', () => {
    expect(mealRemovalSchema.parse({ ids: [4, 5, 4] })).toEqual({ ids: [4, 5] })
    expect(messages(mealRemovalSchema.safeParse({ ids: [] }))).toEqual({
      ids: MEAL_COPY_MESSAGES.ids,
    })
    expect(messages(mealRemovalSchema.safeParse({ ids: [1.5] }))).toEqual({
      'ids.0': MEAL_COPY_MESSAGES.ids,
    })
    const tooMany = Array.from({ length: MEALS_PER_COPY_MAX + 1 }, (_, i) => i + 1)
    expect(messages(mealRemovalSchema.safeParse({ ids: tooMany }))).toEqual({
      ids: MEAL_COPY_MESSAGES.tooMany,
    })
  })
})
