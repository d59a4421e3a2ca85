import { useQuery } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { profileQueries } from '../../lib/profile/profile-api'

/**
 * Whether the initial profile health check succeeded (spec §2): the onboarding
 * guard usually asked already, and the badge reads its answer from the cache.
 */
export function useProfileHealth() {
  return useQuery(profileQueries.health(useUserId()))
}
