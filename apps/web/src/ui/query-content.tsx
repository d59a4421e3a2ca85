import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { RetryAlert } from './retry-alert'
import { Spinner } from './spinner'

/**
 * What a query has to show: a spinner while it first loads, what failed with
 * Retry, else `children` drawn with its data.
 */
export function QueryContent<Data>({
  query,
  failure,
  children,
}: {
  query: UseQueryResult<Data>
  /** What could not be loaded, in words: 'Your sessions could not be loaded.' */
  failure: string
  children(data: Data): ReactNode
}) {
  if (query.isPending) return <Spinner className="size-5" />
  if (query.isError) {
    return (
      <RetryAlert
        message={failure}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return children(query.data)
}
