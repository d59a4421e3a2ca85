import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router'
import { useAuth, useUserId } from '../../lib/auth-context'
import { isNotFound, profileQueries } from '../../lib/profile/profile-api'
import { socialProfileQueries } from './profile.queries'
import { ProfileNotFound } from './profile-not-found'
import { ProfileSkeleton } from './profile-skeleton'
import type { ProfileSlots } from './profile-slots'
import { ProfileView } from './profile-view'
import { basicSocialProfile } from './social-profile-api'

/** /dashboard/profile: the signed-in person's own profile, by their id (a username may change). */
export function MyProfilePage({ slots }: { slots: ProfileSlots }) {
  return <ProfilePage profileRef={String(useUserId())} slots={slots} />
}

/**
 * /dashboard/profile/{username}: someone else's profile (DESIGN.md §5, beyond
 * the spec), on the same page. One's own username (or id) goes to
 * /dashboard/profile. The page is keyed by the ref, so going from one person
 * to another starts afresh (tab, open lists).
 */
export function UserProfilePage({ slots }: { slots: ProfileSlots }) {
  const { user } = useAuth()
  const ref = useParams().username ?? ''
  const mine =
    !!user && (ref.toLowerCase() === user.username.toLowerCase() || ref === String(user.id))
  if (mine) return <Navigate to="/dashboard/profile" replace />
  return <ProfilePage key={ref} profileRef={ref} slots={slots} />
}

/**
 * The Social Profile of spec §2 for a user id or a username. The view shows
 * what the answer allows: goals, streak, calendar, Saved and editing only on
 * one's own profile (`is_me`), so someone else's can use the same page.
 */
export function ProfilePage({ profileRef, slots }: { profileRef: string; slots: ProfileSlots }) {
  const { user } = useAuth()
  const userId = useUserId()
  const profile = useQuery(socialProfileQueries.profile(userId, profileRef))
  const own = profileRef === String(userId) || profileRef === user?.username
  // §4 Profile loading: no social profile for oneself (404) shows a basic one
  const missingOwn = own && isNotFound(profile.error)
  const goals = useQuery({ ...profileQueries.mine(userId), enabled: missingOwn })

  if (profile.isPending) return <ProfileSkeleton />
  const shown =
    profile.data ?? (missingOwn && user ? basicSocialProfile(user, goals.data?.profile) : undefined)
  if (!shown) return <ProfileNotFound />
  return (
    <ProfileView
      profile={shown}
      profileRef={profileRef}
      profileUpdatedAt={profile.dataUpdatedAt}
      slots={slots}
    />
  )
}
