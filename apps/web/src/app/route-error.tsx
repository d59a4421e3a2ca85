// the alert's own icon, which the entry has already: this view is part of every page's first load
import { CircleAlert, RotateCcw } from 'lucide-react'
import { Button } from '../ui/button'
import { PageCodeError } from './lazy-page'

export const ROUTE_ERROR_TEXTS = {
  codeTitle: 'This page could not be loaded',
  codeText: 'Platewise could not reach the server. Check your connection, then try again.',
  renderTitle: 'Something went wrong on this page',
  renderText: 'Try again, or open another page. If it keeps happening, reload the page.',
  tryAgain: 'Try again',
} as const

/** The error names a page whose code did not arrive (lazy-page.ts), or a browser's own words for one. */
export const isPageCodeError = (error: unknown) =>
  error instanceof PageCodeError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload/i.test(
      error.message,
    ))

/**
 * What a route shows when its page failed: its code did not arrive, or it
 * threw while rendering. Inside the dashboard it takes the tab's place, under
 * the header, so the rest of the app stays in reach. Try again renders the
 * page again, which fetches missing code again.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const code = isPageCodeError(error)
  return (
    <section
      role="alert"
      aria-labelledby="route-error-title"
      className="mx-auto max-w-xl rounded-3xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <div className="mx-auto flex max-w-md flex-col items-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-amber-50 text-amber-700 ring-8 ring-amber-50/60">
          <CircleAlert className="size-7" aria-hidden />
        </span>
        <h1 id="route-error-title" className="mt-6 text-xl font-bold tracking-tight text-stone-900">
          {code ? ROUTE_ERROR_TEXTS.codeTitle : ROUTE_ERROR_TEXTS.renderTitle}
        </h1>
        <p className="mt-2 text-pretty text-stone-600">
          {code ? ROUTE_ERROR_TEXTS.codeText : ROUTE_ERROR_TEXTS.renderText}
        </p>
        <Button className="mt-6" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden />
          {ROUTE_ERROR_TEXTS.tryAgain}
        </Button>
      </div>
    </section>
  )
}
