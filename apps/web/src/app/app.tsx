import { lazy, Suspense } from 'react'
import { LandingPage } from '../features/landing/landing-page'
import { AuthProvider } from '../lib/auth-context'
import { page } from '../lib/reload-page'
import { RouteFallback } from '../ui/route-fallback'
import { PageCodeError, RouteError } from './route-error'

/**
 * Every page but the landing page is drawn by React Router's data router
 * (app-router.tsx), a chunk of its own: the router alone is 17 KB gzip, and
 * the landing page, which most first visits open, has a budget of 100 KB
 * (decision 035). The landing page links to the app's pages with plain links.
 */
const AppRouter = lazy(() =>
  import('./app-router').then(
    ({ AppRouter }) => ({ default: AppRouter }),
    // the server went away between the page and its router: a reload asks again
    (cause: unknown) => ({
      default: () => (
        <div className="grid min-h-dvh place-items-center bg-stone-50 px-4 py-10">
          <RouteError error={new PageCodeError('AppRouter', { cause })} onRetry={page.reload} />
        </div>
      ),
    }),
  ),
)

export function App() {
  const onLanding = window.location.pathname === '/'
  return (
    <AuthProvider>
      {onLanding ? (
        <LandingPage state={(window.history.state as { usr?: unknown } | null)?.usr} />
      ) : (
        <Suspense fallback={<RouteFallback />}>
          <AppRouter />
        </Suspense>
      )}
    </AuthProvider>
  )
}
