import { formatAmount, todayIso, type ActivityLevel } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { CircleHelp, Flame } from 'lucide-react'
import { useUserId } from '../../lib/auth-context'
import { mealQueries } from '../../lib/meals/meal.queries'
import { ACTIVITY_CHOICES } from '../../ui/activity-choices'
import { IconBadge } from '../../ui/icon-badge'

/**
 * The activity level and, on one's own profile, the Daily Streak (§2, §4
 * Streak): the server counts the days of the current month up to the
 * browser's today. §8: a streak that cannot be loaded shows as 0.
 */
export function ActivityStreakCard({
  activityLevel,
  showStreak,
}: {
  activityLevel: ActivityLevel | null
  showStreak: boolean
}) {
  const activity = ACTIVITY_CHOICES.find((choice) => choice.value === activityLevel)
  const ActivityIcon = activity?.Icon ?? CircleHelp

  return (
    <section
      aria-label="Activity and streak"
      // side by side when the card is as wide as the page; one above the other in the side column
      className={`grid divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm ${
        showStreak ? 'grid-cols-2 divide-x lg:grid-cols-1 lg:divide-x-0 lg:divide-y' : ''
      }`}
    >
      <div className="p-4 sm:p-5">
        <h2 className="flex items-center gap-2 text-sm font-medium text-stone-600">
          <IconBadge Icon={ActivityIcon} tone="bg-sky-50 text-sky-700" />
          Activity Level
        </h2>
        <p className="mt-3 text-base font-semibold text-stone-900">
          {activity?.label ?? 'Not set'}
        </p>
        {activity?.description && (
          <p className="mt-0.5 text-xs text-stone-500">{activity.description}</p>
        )}
      </div>
      {showStreak && <DailyStreak />}
    </section>
  )
}

function DailyStreak() {
  const streak = useQuery(mealQueries.streak(useUserId(), todayIso()))
  const days = streak.data ?? 0
  return (
    <div className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <IconBadge Icon={Flame} tone="bg-orange-50 text-orange-600" />
        Daily Streak
      </h2>
      {streak.isPending ? (
        <p className="mt-3 h-6 w-16 animate-pulse rounded-md bg-stone-200/70">
          <span className="sr-only">Loading streak</span>
        </p>
      ) : (
        <p className="mt-3 text-base font-semibold text-stone-900 tabular-nums">
          {formatAmount(days)} {days === 1 ? 'day' : 'days'}
        </p>
      )}
      <p className="mt-0.5 text-xs text-stone-500">In a row this month, meeting a goal</p>
    </div>
  )
}
