import {
  type AccountExport,
  type Preferences,
  type PreferencesUpdate,
  type DeleteAccountPayload,
  MEALS_CSV_HEADER,
  toCsv,
} from '@platewise/core'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { removeUnreferencedImages } from '../../images/remove-unreferenced-images'
import type { ImageStorage } from '../../storage/image-storage'
import type { AuthService } from '../auth/auth.service'
import { deleteAccountRows } from './account-deletion.queries'
import { mealsForCsv, readAccountExport } from './account-export.queries'
import { choosePreferences, chosenPreferences } from './preferences.queries'

export function createAccountService(db: Database, auth: AuthService, images: ImageStorage) {
  return {
    preferences: (userId: number): Promise<Preferences> => chosenPreferences(db, userId),

    updatePreferences: (userId: number, update: PreferencesUpdate): Promise<Preferences> =>
      choosePreferences(db, userId, update),

    /** Everything of the person, for them to keep (issue 15). */
    async exportAll(userId: number): Promise<AccountExport> {
      const data = await readAccountExport(db, userId)
      // dates become ISO strings, as everywhere in the API
      return JSON.parse(
        JSON.stringify({ exported_at: new Date().toISOString(), ...data }),
      ) as AccountExport
    },

    /** The person's meals as CSV, oldest first; text cells cannot run as formulas. */
    async mealsCsv(userId: number): Promise<string> {
      const rows = await mealsForCsv(db, userId)
      return toCsv(
        MEALS_CSV_HEADER,
        rows.map((meal) => [
          meal.mealDate,
          meal.mealType,
          meal.description,
          meal.calories,
          meal.protein,
          meal.carbs,
          meal.fat,
          meal.fiber,
          meal.sugar,
          meal.sodium,
          meal.createdAt.toISOString(),
        ]),
      )
    },

    /**
     * Deletes the account once its password is confirmed: every row in one
     * transaction, then its images. An image that cannot be removed is logged
     * and left; no row points at it any more, and the account is gone either way.
     */
    async deleteAccount(userId: number, payload: DeleteAccountPayload, log: FastifyBaseLogger) {
      await auth.confirmPassword(userId, payload.password, 'password')
      const deleted = await deleteAccountRows(db, userId)
      auth.forgetSessionsOf(userId)
      const pictureKeys = deleted.pictureUrls.map((url) => images.keyOf(url))
      const keys = new Set(
        [...deleted.imageKeys, ...pictureKeys].filter((key) => key !== undefined),
      )
      await removeUnreferencedImages(db, images, keys, log)
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
