import { queryOptions } from '@tanstack/react-query'
import { accountApi } from './account-api'

/** Filed under the user (docs/decisions/008), so signing out forgets them. */
export const settingsKeys = {
  sessions: (userId: number) => ['user', userId, 'account', 'sessions'] as const,
}

export const settingsQueries = {
  sessions: (userId: number) =>
    queryOptions({
      queryKey: settingsKeys.sessions(userId),
      queryFn: ({ signal }) => accountApi.sessions(signal),
    }),
}
