import { createContext, useContext, useEffect } from 'react'
import { useRevalidator, useRouteError } from 'react-router'
import { isApiError } from '../lib/api-error'
import { reloadForNewBuild } from './new-build'
import { isPageCodeError, RouteError } from './route-error'

/**
 * Starts the router afresh at the current address (app-router.tsx): the router
 * keeps a route's failed `lazy` for good, and a page that broke while rendering
 * for as long as the address stays; a new router asks for both again.
 */
export const RenewRouterContext = createContext<() => void>(() => {})

/**
 * A route's errorElement: RouteError with Try again, in the place of the page
 * that failed (a dashboard tab under the shell's header, another page on its
 * own). Try again asks for the page's data again (the loaders), or, for code
 * that did not come or a page that broke, starts a new router. A page whose code is gone because the server has a newer build
 * reloads the tab once instead (new-build.ts).
 */
export function RouteErrorElement({ className }: { className?: string }) {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const renewRouter = useContext(RenewRouterContext)
  const code = isPageCodeError(error)
  useEffect(() => {
    if (code) void reloadForNewBuild()
  }, [code, error])
  return (
    <div className={className}>
      <RouteError
        error={error}
        onRetry={isApiError(error) ? () => void revalidator.revalidate() : renewRouter}
      />
    </div>
  )
}

/**
 * What the router does with an error it shows (RouterProvider's onError): a
 * page whose code did not arrive is a connection failure, logged as every
 * failed load is (§8, the query cache logs failed data); a page that broke is a bug.
 */
export function reportRouteError(error: unknown) {
  if (isPageCodeError(error)) console.warn('A page could not be loaded', error)
  else if (!isApiError(error)) console.error('A page failed', error)
}
