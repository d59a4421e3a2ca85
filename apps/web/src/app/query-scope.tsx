import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { appQueryClient } from '../lib/query-client'

/**
 * The query cache for every page that talks to the API: every route but the
 * landing page, which draws from its own sample data. A chunk of its own, so
 * TanStack Query's code stays out of the landing page.
 */
export function QueryScope({ client }: { client?: QueryClient }) {
  return (
    <QueryClientProvider client={client ?? appQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  )
}
