import { Button } from './button'
import { Spinner } from './spinner'

/** The next page of a list, which the spec's lists load on request: 'Load more', 'Loading...' while it comes. */
export function LoadMoreButton({
  pages,
}: {
  pages: { fetchNextPage(): Promise<unknown>; isFetchingNextPage: boolean }
}) {
  return (
    <Button
      variant="secondary"
      onClick={() => void pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
      aria-busy={pages.isFetchingNextPage}
    >
      {pages.isFetchingNextPage && <Spinner className="size-4" />}
      {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  )
}
