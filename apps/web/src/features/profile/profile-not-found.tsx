import { RefreshCw, UserRoundX } from 'lucide-react'
import { page } from '../../lib/reload-page'
import { Button } from '../../ui/button'

/** §2: the fallback when a profile cannot be loaded; Try Again reloads the page. */
export function ProfileNotFound() {
  return (
    <section
      aria-labelledby="profile-not-found-title"
      className="rounded-3xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm"
    >
      <div className="mx-auto flex max-w-md flex-col items-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-stone-100 text-stone-500">
          <UserRoundX className="size-7" aria-hidden />
        </span>
        <h1
          id="profile-not-found-title"
          className="mt-6 text-2xl font-bold tracking-tight text-stone-900"
        >
          Profile not found
        </h1>
        <p className="mt-2 text-pretty text-stone-600">
          We could not load this profile. Check your connection and try again.
        </p>
        <Button className="mt-6" onClick={() => page.reload()}>
          <RefreshCw className="size-4" aria-hidden />
          Try Again
        </Button>
      </div>
    </section>
  )
}
