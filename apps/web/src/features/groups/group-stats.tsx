import { formatAmount, type GroupDetail, formatCount } from '@platewise/core'
import { Flame, Medal, Newspaper, Trophy, UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { authorName } from '../../lib/posts/post-author'
import { ProfileAvatar } from '../../ui/profile-avatar'
import { profilePath } from '../../lib/profile/profile-path'

/** §2 group detail: Members, Posts and Best Streak. */
export function GroupStats({ group }: { group: GroupDetail }) {
  const stats = [
    { label: 'Members', value: formatAmount(group.members_count), Icon: UsersRound },
    { label: 'Posts', value: formatAmount(group.posts_count), Icon: Newspaper },
    { label: 'Best Streak', value: formatCount(group.best_streak, 'day', 'days'), Icon: Flame },
  ]
  return (
    <section
      aria-label="Group stats"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <dl className="grid grid-cols-3 divide-x divide-stone-100">
        {stats.map(({ label, value, Icon }) => (
          <div key={label} className="flex flex-col items-center gap-1 px-2 text-center">
            <Icon className="size-4 text-brand-600" aria-hidden />
            <dt className="order-3 text-xs font-medium text-stone-500">{label}</dt>
            <dd className="order-2 text-lg font-bold text-stone-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const places = ['text-amber-500', 'text-stone-400', 'text-orange-700'] as const

/** §9: the three members with the longest streaks, from their logged meals (ties: who joined first). */
export function TopStreaks({ group }: { group: GroupDetail }) {
  const userId = useUserId()
  return (
    <section
      aria-labelledby="top-streaks-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2
        id="top-streaks-title"
        className="flex items-center gap-2 text-sm font-semibold text-stone-900"
      >
        <Trophy className="size-4 text-amber-500" aria-hidden />
        Top Streaks
      </h2>
      {group.top_streaks.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">No streaks yet.</p>
      ) : (
        <ol className="mt-3 space-y-2.5">
          {group.top_streaks.map((member, index) => (
            <li key={member.id} className="flex items-center gap-3">
              <Medal
                className={`size-4 shrink-0 ${places[index] ?? 'text-stone-300'}`}
                aria-hidden
              />
              <ProfileAvatar user={member} className="size-8 text-xs" />
              <Link
                to={profilePath(member, userId)}
                className="min-w-0 flex-1 truncate rounded text-sm font-medium text-stone-800 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {authorName(member)}
                {member.id === userId && <span className="text-stone-500"> (you)</span>}
              </Link>
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-700 tabular-nums">
                <Flame className="size-3" aria-hidden />
                {formatCount(member.streak, 'day', 'days')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
