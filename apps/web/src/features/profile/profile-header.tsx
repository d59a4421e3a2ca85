import { formatAmount, type SocialProfile } from '@platewise/core'
import { PenSquare, Settings, UserRoundPen } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../ui/button'
import { FollowButton } from './follow-button'
import type { FollowList } from '../../lib/people/people-keys'
import { FollowListDialog } from './follow-list-dialog'
import { ProfileAvatar } from '../../ui/profile-avatar'
import { needsCompletion } from './profile-completeness'
import { displayName, displayUsername } from './social-profile-api'

/**
 * The profile's header (§2): picture, name, @username, bio or 'No bio yet',
 * and the counts; Followers and Following open their lists. One's own profile
 * adds Edit Profile (or Complete Profile) and New Post, anyone else's Follow.
 */
export function ProfileHeader({
  profile,
  onEdit,
  onNewPost,
}: {
  profile: SocialProfile
  onEdit(): void
  onNewPost(): void
}) {
  const { user } = profile
  const bio = profile.bio?.trim()
  const [openList, setOpenList] = useState<FollowList | null>(null)
  const stats: { label: string; value: number; list?: FollowList }[] = [
    { label: 'Posts', value: profile.stats.posts },
    { label: 'Followers', value: profile.stats.followers, list: 'followers' },
    { label: 'Following', value: profile.stats.following, list: 'following' },
  ]

  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm"
    >
      <div
        aria-hidden
        className="h-20 bg-gradient-to-r from-brand-700 via-brand-600 to-emerald-400 sm:h-28"
      />
      <div className="px-5 pb-5 sm:px-7 sm:pb-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ProfileAvatar
            user={user}
            className="-mt-10 size-20 text-3xl ring-4 ring-white sm:-mt-12 sm:size-24 sm:text-4xl"
          />
          {!profile.is_me && (
            <FollowButton
              person={user}
              following={profile.isFollowing}
              describedBy="profile-name"
              size="md"
            />
          )}
          {profile.is_me && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={onEdit}>
                <UserRoundPen className="size-4" aria-hidden />
                {needsCompletion(profile) ? 'Complete Profile' : 'Edit Profile'}
              </Button>
              <Link to="/dashboard/settings" className={buttonClasses('secondary')}>
                <Settings className="size-4" aria-hidden />
                Settings
              </Link>
              <Button onClick={onNewPost}>
                <PenSquare className="size-4" aria-hidden />
                New Post
              </Button>
            </div>
          )}
        </div>

        <h1
          id="profile-name"
          className="mt-3 text-2xl font-bold tracking-tight wrap-anywhere text-stone-900"
        >
          {displayName(user)}
        </h1>
        <p className="text-sm text-stone-500">@{displayUsername(user)}</p>
        <p
          className={`mt-3 max-w-2xl text-sm wrap-anywhere whitespace-pre-line ${bio ? 'text-stone-700' : 'text-stone-500 italic'}`}
        >
          {bio || 'No bio yet'}
        </p>

        <ul
          aria-label="Profile stats"
          className="mt-5 grid max-w-md grid-cols-3 divide-x divide-stone-100 rounded-2xl bg-stone-50 py-3 text-center"
        >
          {stats.map(({ label, value, list }) => {
            const figure = (
              <>
                <strong className="text-lg font-bold text-stone-900 tabular-nums">
                  {formatAmount(value)}
                </strong>{' '}
                <span className="text-xs font-medium text-stone-500">{label}</span>
              </>
            )
            return (
              <li key={label} className="flex flex-col px-2">
                {list ? (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setOpenList(list)}
                    className="flex flex-col rounded-xl py-0.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {figure}
                  </button>
                ) : (
                  <span className="flex flex-col py-0.5">{figure}</span>
                )}
              </li>
            )
          })}
        </ul>
      </div>
      {openList && (
        <FollowListDialog list={openList} profile={profile} onClose={() => setOpenList(null)} />
      )}
    </section>
  )
}
