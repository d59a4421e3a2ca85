import { RefreshCw, UserRoundX } from 'lucide-react'
import { page } from '../../lib/reload-page'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'

/** §2: the fallback when a profile cannot be loaded; Try Again reloads the page. */
export function ProfileNotFound() {
  return (
    <EmptyState
      heading="h1"
      quiet
      Icon={UserRoundX}
      title="Profile not found"
      text="We could not load this profile. Check your connection and try again."
    >
      <Button onClick={() => page.reload()}>
        <RefreshCw className="size-4" aria-hidden />
        Try Again
      </Button>
    </EmptyState>
  )
}
