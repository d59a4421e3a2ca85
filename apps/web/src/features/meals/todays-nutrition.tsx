import { formatNutrient, goalsFromProfile, summarizeDay, todayIso } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { mealQueries } from '../../lib/meals/meal.queries'
import { profileQueries } from '../../lib/profile/profile-api'
import { GoalProgressLine } from '../../ui/goal-progress-line'
import { Bone, FeedCard } from '../../ui/feed-card'

/**
 * Today's Nutrition in the feed's sidebar (§2 Feed): calories and protein
 * against the profile's goals, carbs and fat as eaten. §8 Other: goals that
 * cannot be read are 2000 kcal and 150 g, meals that cannot be loaded none.
 */
export function TodaysNutrition({ className = '' }: { className?: string }) {
  const userId = useUserId()
  const today = todayIso()
  const meals = useQuery(mealQueries.day(userId, today))
  const profile = useQuery({ ...profileQueries.mine(userId), select: (answer) => answer.profile })
  const goals = goalsFromProfile(profile.data)
  const day = summarizeDay(today, meals.data ?? [], goals)

  return (
    <FeedCard label="Today's Nutrition" className={`p-4 ${className}`}>
      <h2 className="text-sm font-semibold text-stone-900">Today&apos;s Nutrition</h2>

      {meals.isPending ? (
        <div role="status" aria-label="Loading today's nutrition" className="mt-3 space-y-3">
          <Bone className="h-9" />
          <Bone className="h-9" />
          <Bone className="h-6" />
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <GoalProgressLine
            label="Calories"
            intake={day.total_calories}
            goal={goals.calories}
            unit="kcal"
            over={day.total_calories > goals.calories}
          />
          <GoalProgressLine
            label="Protein"
            intake={day.total_protein}
            goal={goals.protein}
            unit="g"
          />
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {(['carbs', 'fat'] as const).map((key) => (
              <div key={key} className="rounded-lg bg-stone-50 px-2.5 py-1.5">
                <dt className="text-xs text-stone-500">{key === 'carbs' ? 'Carbs' : 'Fat'}</dt>
                <dd className="font-semibold text-stone-900">
                  {formatNutrient(key, key === 'carbs' ? day.total_carbs : day.total_fat)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <Link
        to="/dashboard/inputs"
        className="mt-3 inline-flex items-center gap-1 rounded-lg py-1 text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Plus className="size-3.5" aria-hidden />
        Log a meal
      </Link>
    </FeedCard>
  )
}
