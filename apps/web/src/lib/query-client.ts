import { QueryCache, QueryClient } from '@tanstack/react-query'
import { hasStatus, isApiError } from './api-error'

/**
 * A failure that may pass if asked again: no answer at all, or a server error.
 * A 4xx is an answer, and asking again gets the same one.
 */
export const isTransientFailure = (error: unknown) =>
  isApiError(error) && (error.isUnreachable || error.isServerError)

/** How long an answer counts as fresh before a screen asks again. */
export const ANSWER_FRESH_FOR_MS = 30_000

/** A query client with the app's defaults. */
export function createQueryClient() {
  return new QueryClient({
    // §8 Other: a failed load is logged; each screen falls back to empty or default data
    queryCache: new QueryCache({
      onError: (error, query) => {
        // a 404 is an answer ("no profile yet"), not a failure
        if (!hasStatus(error, 404)) console.warn('Could not load', query.queryKey, error)
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && isTransientFailure(error),
        staleTime: ANSWER_FRESH_FOR_MS,
        // a browser that says it is offline still gets an answer (spec §8's
        // offline messages and fall-backs) instead of a request paused forever
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  })
}
