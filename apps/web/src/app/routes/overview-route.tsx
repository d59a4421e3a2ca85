import { TodaysMeals } from '../../features/meals/todays-meals'
import { OverviewPage } from '../../features/overview/overview-page'

/** /dashboard/overview: the Daily Overview, with the meals feature's Today's Meals in its place. */
export function OverviewRoute() {
  return (
    <OverviewPage
      todaysMealsSection={(meals, today) => <TodaysMeals meals={meals} today={today} />}
    />
  )
}
