import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { useAuth } from '../lib/auth-context'
import { createQueryClient } from '../lib/query-client'

/** The query cache in use, and whose it is (undefined: nobody is signed in). */
let scope: { userId: number | undefined; client: QueryClient } | undefined
let makeClient: () => QueryClient = createQueryClient

/**
 * The query cache of the person signed in (decision 008): the route loaders
 * and the pages read the same one. Another person, or nobody, gets a new cache,
 * and the last one is cleared, so nothing of one person is kept for the next.
 */
export function queryClientOf(userId: number | undefined): QueryClient {
  if (!scope || scope.userId !== userId) {
    scope?.client.clear()
    scope = { userId, client: makeClient() }
  }
  return scope.client
}

/** Clears the cache at a sign-out or sign-in, even one by the same person (app-router.tsx). */
export function forgetQueryCache() {
  scope?.client.clear()
  scope = undefined
}

/** For tests: each render starts from a cache of its own, made by `make`. */
export function startQueryScope(make: () => QueryClient) {
  forgetQueryCache()
  makeClient = make
}

/**
 * The query cache for every page but the landing page (which draws from its
 * own sample data, and loads no TanStack Query): the signed-in person's.
 */
export function QueryScope() {
  const userId = useAuth().user?.id
  return (
    <QueryClientProvider client={queryClientOf(userId)}>
      <Outlet />
    </QueryClientProvider>
  )
}
