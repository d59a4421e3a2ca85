import { todayIso } from '@platewise/core'
import { ProfileGroupsPanel } from '../../features/groups/profile-groups-panel'
import { ActivityCalendar } from '../../features/meals/activity-calendar'
import { CreatePostDialog } from '../../features/posts/create-post-dialog'
import { ProfilePostTabs } from '../../features/posts/profile-post-tabs'
import { MyProfilePage, UserProfilePage } from '../../features/profile/profile-page'
import type { ProfileSlots } from '../../features/profile/profile-slots'
import { WeightSection } from '../../features/weights/weight-section'

/** The profile's posts tabs and Create post (posts), calendar (meals), groups panel (groups) and weight (weights). */
const profileSlots: ProfileSlots = {
  posts: (profile, profileRef, profileUpdatedAt) => (
    <ProfilePostTabs
      profile={profile}
      profileRef={profileRef}
      profileUpdatedAt={profileUpdatedAt}
    />
  ),
  // as of the browser's today when drawn
  weight: (profile) => <WeightSection today={todayIso()} profile={profile} />,
  calendar: <ActivityCalendar />,
  groups: <ProfileGroupsPanel />,
  newPost: (onClose) => <CreatePostDialog variant="dashboard" onClose={onClose} />,
}

/** /dashboard/profile */
export function MyProfileRoute() {
  return <MyProfilePage slots={profileSlots} />
}

/** /dashboard/profile/{username} */
export function UserProfileRoute() {
  return <UserProfilePage slots={profileSlots} />
}
