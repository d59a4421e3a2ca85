import { TodaysMeals } from '../../features/meals/todays-meals'
import { OverviewPage } from '../../features/overview/overview-page'
import { WeightSection } from '../../features/weights/weight-section'

/** /dashboard/overview: the Daily Overview, with the meals feature's Today's Meals and the weights feature's Weight in their places. */
export function OverviewRoute() {
  return (
    <OverviewPage
      todaysMealsSection={(meals, today) => <TodaysMeals meals={meals} today={today} />}
      weightSection={(today, profile) => <WeightSection today={today} profile={profile} />}
    />
  )
}
