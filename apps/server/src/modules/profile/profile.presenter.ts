import { isOnboardingComplete, type Profile, type ProfileResponse } from '@platewise/core'
import type { ProfileRow } from './profile.queries'

export function presentProfile(row: ProfileRow): Profile {
  return {
    daily_calories: row.dailyCalories,
    daily_protein: row.dailyProtein,
    weight: row.weight,
    target_weight: row.targetWeight,
    height: row.height,
    age: row.age,
    activity_level: row.activityLevel as Profile['activity_level'],
    gender: row.gender as Profile['gender'],
    bio: row.bio,
    profile_picture: row.profilePicture,
  }
}

export function presentProfileResponse(row: ProfileRow): ProfileResponse {
  const profile = presentProfile(row)
  return { profile, hasCompletedOnboarding: isOnboardingComplete(profile) }
}
