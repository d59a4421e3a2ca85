import { useEffect, useEffectEvent } from 'react'
import { useNavigate } from 'react-router'

/** Window events the meal screens broadcast (spec §4 Meals). */
export const MealEvents = {
  added: 'mealAdded',
  updated: 'mealUpdated',
  deleted: 'mealDeleted',
  dataChanged: 'mealDataChanged',
  sidebarRefresh: 'sidebarRefresh',
  navigateToMeals: 'navigateToMeals',
} as const

const MEAL_CHANGES = [
  MealEvents.added,
  MealEvents.updated,
  MealEvents.deleted,
  MealEvents.dataChanged,
]

export const SIDEBAR_REFRESH_DELAY_MS = 100

/**
 * The dashboard's side of the meal events (spec §4 Meals): any meal change asks
 * the sidebar to refresh 100 ms later, and 'navigateToMeals' opens the meal inputs.
 */
export function useMealEvents() {
  const navigate = useNavigate()
  // an effect event, so that moving between pages does not re-subscribe and drop a pending refresh
  const onNavigateToMeals = useEffectEvent(() => navigate('/dashboard/inputs'))

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // One save fires several of these at once (mealAdded and mealDataChanged), so
    // they are coalesced into a single refresh.
    const onMealChange = () => {
      clearTimeout(timer)
      timer = setTimeout(
        () => window.dispatchEvent(new Event(MealEvents.sidebarRefresh)),
        SIDEBAR_REFRESH_DELAY_MS,
      )
    }

    const onNavigate = () => onNavigateToMeals()

    for (const name of MEAL_CHANGES) window.addEventListener(name, onMealChange)
    window.addEventListener(MealEvents.navigateToMeals, onNavigate)
    return () => {
      clearTimeout(timer)
      for (const name of MEAL_CHANGES) window.removeEventListener(name, onMealChange)
      window.removeEventListener(MealEvents.navigateToMeals, onNavigate)
    }
  }, [])
}
