import {
  addDays,
  chatContext,
  goalsFromProfile,
  USUAL_MEALS_DAYS,
  type ChatContext,
  type IsoDate,
} from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { useUnitSystem } from '../../lib/account/preferences'
import { useUserId } from '../../lib/auth-context'
import { mealQueries } from '../../lib/meals/meal.queries'
import { profileQueries } from '../../lib/profile/profile-api'

/**
 * What the chat's replies may use, from the reads other screens make and
 * share through the cache: the profile (weight, goals), today's meals and the
 * last two weeks' meals. The chat itself calls nothing (§7).
 */
export function useChatContext(today: IsoDate): ChatContext {
  const userId = useUserId()
  const units = useUnitSystem()
  const profile = useQuery({ ...profileQueries.mine(userId), select: (answer) => answer.profile })
  const todaysMeals = useQuery(mealQueries.day(userId, today))
  const recentMeals = useQuery(
    mealQueries.range(userId, addDays(today, -(USUAL_MEALS_DAYS - 1)), today),
  )
  // §8: goals that cannot be read fall back to 2000 kcal and 150 g; goals
  // still loading are not guessed
  const goals = profile.isPending ? null : goalsFromProfile(profile.data)
  return chatContext({
    weightLbs: profile.data?.weight,
    units,
    goals,
    todaysMeals: todaysMeals.data,
    recentMeals: recentMeals.data,
  })
}
