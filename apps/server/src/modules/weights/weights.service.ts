import {
  isFutureWeightDate,
  WEIGHT_MESSAGES,
  weightLogDays,
  type IsoDate,
  type WeightEntry,
  type WeightSave,
} from '@platewise/core'
import type { Database } from '../../db/client'
import { notFound, validationFailed } from '../../http/errors'
import { deleteWeight, findWeights, saveWeight } from './weights.queries'

export function createWeightsService(db: Database) {
  return {
    list(userId: number, from: IsoDate, to: IsoDate): Promise<WeightEntry[]> {
      return findWeights(db, userId, from, to)
    },

    /** The entry's `today` (the person's day) says what is future and what is today. */
    async save(userId: number, entry: WeightSave) {
      const { today, latest } = weightLogDays(entry.today)
      if (isFutureWeightDate(entry.date, latest))
        throw validationFailed(WEIGHT_MESSAGES.future, { date: WEIGHT_MESSAGES.future })
      return saveWeight(db, userId, {
        date: entry.date,
        weight: entry.weight,
        alsoProfile: entry.date === today,
      })
    },

    async remove(userId: number, date: IsoDate) {
      if (!(await deleteWeight(db, userId, date))) throw notFound(WEIGHT_MESSAGES.notFound)
    },
  }
}

export type WeightsService = ReturnType<typeof createWeightsService>
