import { Alert } from '../../ui/alert'
import { LoadMoreButton } from '../../ui/load-more-button'
import { POST_FEEDBACK } from './posts-api'

/** Below a list of posts: Load more while there is a next page, and what went wrong with the last one. */
export function MorePosts({
  pages,
}: {
  pages: {
    hasNextPage: boolean
    isFetchNextPageError: boolean
    isFetchingNextPage: boolean
    fetchNextPage(): Promise<unknown>
  }
}) {
  return (
    <>
      {pages.isFetchNextPageError && <Alert tone="error">{POST_FEEDBACK.moreFailed}</Alert>}
      {pages.hasNextPage && (
        <div className="flex justify-center">
          <LoadMoreButton pages={pages} />
        </div>
      )}
    </>
  )
}
