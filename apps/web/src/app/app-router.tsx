import { useCallback, useEffect, useRef, useState } from 'react'
import { createBrowserRouter, RouterProvider, type Location } from 'react-router'
import { useAuth } from '../lib/auth-context'
import { forgetQueryCache } from './query-scope'
import { RenewRouterContext, reportRouteError } from './route-error-element'
import { appRoutes } from './routes'

type AppDataRouter = ReturnType<typeof createBrowserRouter>

/** The app's data router over the browser's address; `at`, where a renewed one starts, is the browser's already. */
const browserRouter = (_at?: Location) => createBrowserRouter(appRoutes())

/**
 * React Router's data router (routes.tsx): each page's code and first data
 * load side by side, and the router owns both. `createRouter` is for tests,
 * which use a memory router.
 */
export function AppRouter({
  createRouter = browserRouter,
}: {
  createRouter?: (at?: Location) => AppDataRouter
}) {
  const [router, setRouter] = useState(() => createRouter())
  const renewRouter = useCallback(() => {
    setRouter((current) => {
      const at = current.state.location
      current.dispose()
      return createRouter(at)
    })
  }, [createRouter])
  useRoutesFollowSignOut(router)
  return (
    <RenewRouterContext value={renewRouter}>
      <RouterProvider router={router} onError={reportRouteError} />
    </RenewRouterContext>
  )
}

/**
 * Someone signed out (the menu, or a session the server refused): the query
 * cache is forgotten (decision 008: even before the same person signs in
 * again), and the routes' guards are asked again, which send a signed-in page
 * to /login. Signing in changes the person, and so the cache (query-scope.tsx).
 */
function useRoutesFollowSignOut(router: AppDataRouter) {
  const userId = useAuth().user?.id
  const last = useRef(userId)
  useEffect(() => {
    if (last.current === userId) return
    last.current = userId
    if (userId !== undefined) return
    forgetQueryCache()
    void router.revalidate()
  }, [userId, router])
}
