import { Suspense, useMemo, useState } from 'react'
import { Outlet } from 'react-router'
import { CurrentRouteBoundary } from '../route-error-boundary'
import { RouteFallback } from '../../ui/route-fallback'
import { DiscoverDialog } from '../../features/discover/discover-dialog'
import { CreatePostDialog } from '../../features/posts/create-post-dialog'
import { PostGoneToast } from '../../features/posts/post-gone-toast'
import { DashboardActionsContext } from '../../lib/dashboard-actions'
import { DashboardHeader } from './dashboard-header'
import { discoverRowActions } from './discover-row-actions'

/** The dashboard shell of spec §2: header, tabs, the page of the sub-route. */
export function DashboardLayout() {
  const [creatingPost, setCreatingPost] = useState(false)
  const [discovering, setDiscovering] = useState(false)

  const actions = useMemo(() => ({ openDiscover: () => setDiscovering(true) }), [])

  return (
    <DashboardActionsContext value={actions}>
      <div className="min-h-dvh bg-stone-50">
        <DashboardHeader onCreatePost={() => setCreatingPost(true)} />
        <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
          {/* a tab's code loads on its first visit; the header stays meanwhile, and
              when the code cannot come, or the tab fails, the header stays too */}
          <CurrentRouteBoundary className="py-6 sm:py-10">
            <Suspense fallback={<RouteFallback className="min-h-[60dvh]" />}>
              <Outlet />
            </Suspense>
          </CurrentRouteBoundary>
        </main>
        {/* native modals: the browser makes the page behind them inert */}
        {creatingPost && (
          <CreatePostDialog variant="dashboard" onClose={() => setCreatingPost(false)} />
        )}
        {/* mounted while open, so closing it forgets the query, the tab and the pages (§2) */}
        {discovering && (
          <DiscoverDialog onClose={() => setDiscovering(false)} actions={discoverRowActions} />
        )}
        <PostGoneToast />
      </div>
    </DashboardActionsContext>
  )
}
