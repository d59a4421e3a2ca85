import type { SocialProfile } from '@platewise/core'

/**
 * Whether the header offers 'Complete Profile' instead of 'Edit Profile' (§2):
 * a profile is complete once it has a bio, a picture, and the weight and target
 * weight the goals card and the overview's weight analysis need. Height and
 * age are left out: onboarding asks for them and Edit Profile does not show
 * them, so a missing one could not be completed from the button that names it.
 * See docs/decisions/010-social-profile-page.md.
 */
export function needsCompletion(profile: SocialProfile): boolean {
  const goals = profile.profile
  return (
    !profile.bio?.trim() || !profile.user.profile_picture || !goals?.weight || !goals.target_weight
  )
}
