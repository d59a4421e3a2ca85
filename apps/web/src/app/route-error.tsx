// the alert's own icon, which the signed-in chunk has already
import { CircleAlert, RotateCcw } from 'lucide-react'
import { errorMessage, isApiError } from '../lib/api-error'
import { Button } from '../ui/button'

export const ROUTE_ERROR_TEXTS = {
  codeTitle: 'This page could not be loaded',
  codeText: 'Platewise could not reach the server. Check your connection, then try again.',
  dataText: 'The server could not answer just now. Try again in a moment.',
  renderTitle: 'Something went wrong on this page',
  renderText: 'Try again, or open another page. If it keeps happening, reload the page.',
  tryAgain: 'Try again',
} as const

/** A page's code did not arrive (the server is out of reach, or it has another build now). */
export class PageCodeError extends Error {
  constructor(
    readonly page: string,
    options: { cause: unknown },
  ) {
    super(`The code of ${page} could not be loaded`, options)
    this.name = 'PageCodeError'
  }
}

/** The error names a page whose code did not arrive (routes.tsx), or a browser's own words for one. */
export const isPageCodeError = (error: unknown) =>
  error instanceof PageCodeError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload/i.test(
      error.message,
    ))

/** What the person reads: the page's code or its data did not come, or the page broke. */
function wordsFor(error: unknown): { title: string; text: string } {
  if (isPageCodeError(error)) {
    return { title: ROUTE_ERROR_TEXTS.codeTitle, text: ROUTE_ERROR_TEXTS.codeText }
  }
  if (isApiError(error)) {
    const fallback = error.isUnreachable ? ROUTE_ERROR_TEXTS.codeText : ROUTE_ERROR_TEXTS.dataText
    return { title: ROUTE_ERROR_TEXTS.codeTitle, text: errorMessage(error, fallback) }
  }
  return { title: ROUTE_ERROR_TEXTS.renderTitle, text: ROUTE_ERROR_TEXTS.renderText }
}

/**
 * What a route shows when its page failed: its code or its first data did not
 * arrive, or it threw while rendering. Inside the dashboard it takes the tab's
 * place, under the header, so the rest of the app stays in reach.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { title, text } = wordsFor(error)
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
          {title}
        </h1>
        <p className="mt-2 text-pretty text-stone-600">{text}</p>
        <Button className="mt-6" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden />
          {ROUTE_ERROR_TEXTS.tryAgain}
        </Button>
      </div>
    </section>
  )
}
