import { goalsFromProfile, type DailyGoals, type ProfilePayload } from '@platewise/core'
import type { Database } from '../../db/client'
import { notFound } from '../../http/errors'
import type { ImageRemovalLog } from '../../images/remove-unreferenced-images'
import type { AllowedPictureChange, ProfilePictureService } from './profile-picture.service'
import { presentProfile, presentProfileResponse } from './profile.presenter'
import { findGoalsOf, findProfile, upsertProfile, type ProfileValues } from './profile.queries'

export const NO_PROFILE_MESSAGE = 'No profile yet. Complete onboarding to set your goals.'

// Keys left out of the payload stay as they are; null clears them. The picture
// is not among them: only the picture service writes it (profile-picture.service.ts).
function toColumns(payload: ProfilePayload): ProfileValues {
  const values: ProfileValues = {
    dailyCalories: payload.daily_calories,
    dailyProtein: payload.daily_protein,
  }
  if (payload.weight !== undefined) values.weight = payload.weight
  if (payload.target_weight !== undefined) values.targetWeight = payload.target_weight
  if (payload.height !== undefined) values.height = payload.height
  if (payload.age !== undefined) values.age = payload.age
  if (payload.activity_level !== undefined) values.activityLevel = payload.activity_level
  if (payload.gender !== undefined) values.gender = payload.gender
  if (payload.bio !== undefined) values.bio = payload.bio
  return values
}

export function createProfileService(db: Database, pictures: ProfilePictureService) {
  return {
    async get(userId: number) {
      const row = await findProfile(db, userId)
      if (!row) throw notFound(NO_PROFILE_MESSAGE)
      return presentProfileResponse(row)
    },

    /** The user's profile, or null before onboarding saved one. */
    async find(userId: number) {
      const row = await findProfile(db, userId)
      return row ? presentProfile(row) : null
    },

    /** The user's daily goals, or the spec's defaults (2000 kcal, 150 g) before a profile exists. */
    async goals(userId: number): Promise<DailyGoals> {
      const row = await findProfile(db, userId)
      return goalsFromProfile(row ? presentProfile(row) : null)
    },

    /** goals(userId) for several users at once, in one query: every id gets an entry. */
    async goalsOf(userIds: number[]): Promise<Map<number, DailyGoals>> {
      const rows = userIds.length ? await findGoalsOf(db, userIds) : []
      const byUser = new Map(rows.map((row) => [row.userId, row]))
      return new Map(userIds.map((id) => [id, goalsFromProfile(byUser.get(id))]))
    },

    /**
     * Saves the profile's fields. Its picture may only be kept or cleared (a
     * 400 otherwise, before anything is written); `picture` is the change a
     * caller already allowed (the Edit Profile save checks it before renaming).
     */
    async save(
      userId: number,
      payload: ProfilePayload,
      log: ImageRemovalLog,
      picture?: AllowedPictureChange,
    ) {
      const change = picture ?? (await pictures.allowedChange(userId, payload.profile_picture))
      if (change === 'clear') await pictures.clear(userId, log)
      const { profile, created } = await upsertProfile(db, userId, toColumns(payload))
      return { created, response: presentProfileResponse(profile) }
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
