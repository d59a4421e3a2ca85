import {
  formatLongDate,
  goalsFromProfile,
  startOfWeekSunday,
  summarizeDay,
  todayIso,
  type DailyGoals,
  type IsoDate,
  type Profile,
} from '@platewise/core'
import { useIsFetching, useQuery } from '@tanstack/react-query'
import { Plus, RefreshCw, Target, UtensilsCrossed } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useAuth, useUserId } from '../../lib/auth-context'
import { Button, buttonClasses } from '../../ui/button'
import { mealQueries } from '../../lib/meals/meal.queries'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { isNotFound, profileQueries } from '../../lib/profile/profile-api'
import { GOALS_EDITOR_PATH } from '../../lib/profile/edit-profile-link'
import { CaloriesCard, GoalCards, ProteinCard } from './goal-cards'
import { greeting } from './greeting'
import { OtherNutrients } from './other-nutrients'
import { useRefreshOverview } from './overview-queries'
import { QuickActions } from './quick-actions'
import { WeekStrip } from './week-strip'
import { WeightAnalysisCard } from './weight-analysis-card'
import { EmptyState } from '../../ui/empty-state'

/** Today's Meals with its add form and inline edit, which the app brings from the meals feature. */
export type TodaysMealsSlot = (meals: LoggedMeal[], today: IsoDate) => ReactNode

/** The weight log's chart and estimate, which the app brings from the weights feature. */
export type WeightSlot = (today: IsoDate, profile: Profile | null) => ReactNode

/** The Daily Overview of spec §2 at /dashboard/overview. */
export function OverviewPage({
  todaysMealsSection,
  weightSection,
}: {
  todaysMealsSection: TodaysMealsSlot
  weightSection: WeightSlot
}) {
  // the user's own calendar day, from the browser's clock
  const today = todayIso()
  const userId = useUserId()
  const profile = useQuery({ ...profileQueries.mine(userId), select: (answer) => answer.profile })
  const meals = useQuery(mealQueries.day(userId, today))
  const refresh = useRefreshOverview()

  if (profile.isPending || meals.isPending) return <OverviewSkeleton />
  if (isNotFound(profile.error)) return <NoProfile />

  // §8 Other: when the profile cannot be read, the goals fall back to 2000 kcal / 150 g,
  // and meals that cannot be loaded show as none
  const goals = goalsFromProfile(profile.data)
  const todaysMeals = meals.data ?? []

  if (todaysMeals.length === 0) {
    return (
      <NoMealsToday goals={goals} onRefresh={refresh}>
        {weightSection(today, profile.data ?? null)}
      </NoMealsToday>
    )
  }
  return (
    <OverviewWithData
      today={today}
      profile={profile.data ?? null}
      goals={goals}
      meals={todaysMeals}
      onRefresh={refresh}
      todaysMealsSection={todaysMealsSection}
      weightSection={weightSection}
    />
  )
}

function OverviewWithData({
  today,
  profile,
  goals,
  meals,
  onRefresh,
  todaysMealsSection,
  weightSection,
}: {
  today: string
  profile: Profile | null
  goals: DailyGoals
  meals: LoggedMeal[]
  onRefresh: () => void
  todaysMealsSection: TodaysMealsSlot
  weightSection: WeightSlot
}) {
  const { user } = useAuth()
  const currentWeekStart = startOfWeekSunday(today)
  const [weekStart, setWeekStart] = useState(currentWeekStart)
  const summary = summarizeDay(today, meals, goals)
  const weight = profile?.weight
  const targetWeight = profile?.target_weight
  const hasWeightGoal = !!weight && !!targetWeight

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {greeting(user?.first_name)}
          </h1>
          <p className="mt-1 text-sm text-stone-500">{formatLongDate(today)}</p>
        </div>
        <RefreshButton onRefresh={onRefresh}>Refresh</RefreshButton>
      </header>

      <div className={`grid gap-6 ${hasWeightGoal ? 'lg:grid-cols-3' : ''}`}>
        <div className={hasWeightGoal ? 'lg:col-span-2' : ''}>
          <WeekStrip
            weekStart={weekStart}
            today={today}
            currentWeekStart={currentWeekStart}
            onWeekChange={setWeekStart}
          />
        </div>
        {hasWeightGoal && (
          <WeightAnalysisCard weight={weight} targetWeight={targetWeight} today={today} />
        )}
      </div>

      <GoalCards summary={summary} />

      {weightSection(today, profile)}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">{todaysMealsSection(meals, today)}</div>
        <div className="grid gap-6">
          <OtherNutrients summary={summary} />
          <QuickActions />
        </div>
      </div>
    </div>
  )
}

function RefreshButton({ onRefresh, children }: { onRefresh: () => void; children: ReactNode }) {
  const fetching = useIsFetching() > 0
  return (
    <Button variant="secondary" onClick={onRefresh} aria-busy={fetching}>
      <RefreshCw className={`size-4 ${fetching ? 'animate-spin' : ''}`} aria-hidden />
      {children}
    </Button>
  )
}

function NoProfile() {
  return (
    <EmptyState
      heading="h1"
      Icon={Target}
      title="No Profile Set"
      text="Set your daily calorie and protein goals to see how each day measures up."
    >
      <Link to={GOALS_EDITOR_PATH} className={buttonClasses('primary')}>
        Set Goals
      </Link>
    </EmptyState>
  )
}

function NoMealsToday({
  goals,
  onRefresh,
  children,
}: {
  goals: DailyGoals
  onRefresh: () => void
  /** The weight section, which needs no meal today */
  children: ReactNode
}) {
  return (
    <div className="grid gap-6">
      <EmptyState
        heading="h1"
        Icon={UtensilsCrossed}
        title="No Meals Logged Today"
        text="Log your first meal of the day to see your calories, protein and progress here."
      >
        <Link to="/dashboard/inputs" className={buttonClasses('primary')}>
          <Plus className="size-4" aria-hidden />
          Add Meal
        </Link>
        <RefreshButton onRefresh={onRefresh}>Refresh Data</RefreshButton>
      </EmptyState>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <CaloriesCard intake={0} goal={goals.calories} />
        <ProteinCard intake={0} goal={goals.protein} />
      </div>
      {children}
    </div>
  )
}

const Bone = ({ className }: { className: string }) => (
  <div className={`animate-pulse rounded-2xl bg-stone-200/70 ${className}`} />
)

/** The with-data layout in grey, so the page does not jump when the numbers arrive. */
function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Loading your overview" className="grid gap-6">
      <div className="flex items-end justify-between gap-4">
        <div className="grid gap-2">
          <Bone className="h-8 w-64 rounded-lg" />
          <Bone className="h-4 w-44 rounded-md" />
        </div>
        <Bone className="h-10 w-28 rounded-xl" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Bone className="h-64 lg:col-span-2" />
        <Bone className="h-64" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Bone key={index} className="h-40" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Bone className="h-72 lg:col-span-2" />
        <Bone className="h-72" />
      </div>
    </div>
  )
}
