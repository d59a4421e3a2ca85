import type { SocialProfile } from '@platewise/core'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { ActivityStreakCard } from './activity-streak-card'
import { EditProfileDialog } from './edit-profile-dialog'
import { editFocusOf, type EditFocus } from '../../lib/profile/edit-profile-link'
import { NutritionGoalsCard } from './nutrition-goals-card'
import { ProfileHeader } from './profile-header'
import type { ProfileSlots } from './profile-slots'

/**
 * A loaded profile (§2). On a phone the cards stack in reading order, the
 * posts after the progress; from the large breakpoint the progress and the
 * groups make a side column and the posts the main one.
 */
export function ProfileView({
  profile,
  profileRef,
  profileUpdatedAt,
  slots,
}: {
  profile: SocialProfile
  profileRef: string
  profileUpdatedAt: number
  slots: ProfileSlots
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const [chosenFocus, setChosenFocus] = useState<EditFocus | null>(null)
  const [posting, setPosting] = useState(false)
  const own = profile.is_me
  const editFocus = own ? (chosenFocus ?? editFocusOf(searchParams.get('edit'))) : null

  const closeEditor = () => {
    setChosenFocus(null)
    if (searchParams.has('edit')) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete('edit')
          return next
        },
        { replace: true },
      )
    }
  }

  return (
    <div className="grid gap-6">
      <ProfileHeader
        profile={profile}
        onEdit={() => setChosenFocus('profile')}
        onNewPost={() => setPosting(true)}
      />

      {own && slots.weight(profile.profile)}

      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="grid gap-6 lg:col-start-1 lg:row-start-1">
          <ActivityStreakCard activityLevel={profile.activity_level} showStreak={own} />
          {own && <NutritionGoalsCard profile={profile.profile} />}
          {own && slots.calendar}
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {slots.posts(profile, profileRef, profileUpdatedAt)}
        </div>
        {/* the groups one belongs to; nobody else's memberships are shown */}
        {own && <div className="lg:col-start-1 lg:row-start-2">{slots.groups}</div>}
      </div>

      {editFocus && (
        <EditProfileDialog
          profile={profile}
          profileRef={profileRef}
          focus={editFocus}
          onClose={closeEditor}
        />
      )}
      {posting && slots.newPost(() => setPosting(false))}
    </div>
  )
}
