import type { Profile, SocialProfile } from '@platewise/core'
import type { ReactNode } from 'react'

/** What a profile page shows of other features (§2), brought by the app. */
export interface ProfileSlots {
  /** Posts, Liked and Saved */
  posts(profile: SocialProfile, profileRef: string, profileUpdatedAt: number): ReactNode
  /** One's own weight log: chart, trend and the calories one burns */
  weight(profile: Profile | null): ReactNode
  /** One's own month calendar */
  calendar: ReactNode
  /** The groups one belongs to */
  groups: ReactNode
  /** The Create post modal, open */
  newPost(onClose: () => void): ReactNode
}
