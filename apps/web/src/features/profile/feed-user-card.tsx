import { useQuery } from '@tanstack/react-query'
import { UserRoundSearch } from 'lucide-react'
import { Link } from 'react-router'
import { useAuth, useUserId } from '../../lib/auth-context'
import { Button } from '../../ui/button'
import { useDashboardActions } from '../../lib/dashboard-actions'
import { UserAvatar } from '../../ui/user-avatar'
import { authorHandle, authorName } from '../../lib/posts/post-author'
import { socialProfileQueries } from './profile.queries'
import { FeedCard } from '../../ui/feed-card'

/**
 * The feed's user card (§2 Feed): who is signed in, their counts from their
 * social profile, and Find People, which opens the Discover People & Groups modal.
 */
export function FeedUserCard({ className = '' }: { className?: string }) {
  const { user } = useAuth()
  const userId = useUserId()
  const { openDiscover } = useDashboardActions()
  // the counts are a nicety: while they load or when they fail, the card shows without them
  const profile = useQuery(socialProfileQueries.profile(userId, String(userId)))
  const person = profile.data?.user ?? user
  if (!person) return null

  const counts = profile.data && [
    { label: 'Posts', value: profile.data.posts_count },
    { label: 'Followers', value: profile.data.followers_count },
    { label: 'Following', value: profile.data.following_count },
  ]

  return (
    <FeedCard label="Your profile" className={`overflow-hidden ${className}`}>
      {/* a banner on the sidebar; on a phone the card is one compact row above the posts */}
      <div
        aria-hidden
        className="hidden h-14 bg-gradient-to-r from-brand-600 to-emerald-400 md:block"
      />
      <div className="p-4 md:-mt-8 md:pt-0">
        <div className="flex items-center gap-3 md:block">
          <UserAvatar
            user={person}
            className="size-12 shrink-0 text-lg md:size-16 md:border-4 md:border-white md:text-xl"
          />
          <div className="min-w-0">
            <Link
              to="/dashboard/profile"
              className="block truncate text-base font-semibold text-stone-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 md:mt-2"
            >
              {authorName(person)}
            </Link>
            <p className="truncate text-sm text-stone-500">{authorHandle(person)}</p>
          </div>
        </div>

        {counts && (
          <dl className="mt-3 grid grid-cols-3 gap-1 border-y border-stone-100 py-2.5 text-center">
            {counts.map(({ label, value }) => (
              <div key={label} className="flex flex-col-reverse">
                <dt className="text-xs text-stone-500">{label}</dt>
                <dd className="text-base font-semibold text-stone-900">
                  {value.toLocaleString('en-US')}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {/* the counts' height while they load, so the posts under the card on a phone
            do not move down when they come (a layout shift) */}
        {!counts && profile.isPending && <div aria-hidden className="mt-3 h-[3.875rem]" />}

        <Button variant="secondary" onClick={openDiscover} className="mt-3 w-full">
          <UserRoundSearch className="size-4" aria-hidden />
          Find People
        </Button>
      </div>
    </FeedCard>
  )
}
