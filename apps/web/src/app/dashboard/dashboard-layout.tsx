import { useMemo, useState } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { GuardNote } from '../onboarding-guard'
import { CreatePostDialog } from '../../features/posts/create-post-dialog'
import { PostGoneToast } from '../../features/posts/post-gone-toast'
import { DashboardActionsContext } from '../../lib/dashboard-actions'
import { codeWhenShown } from '../../ui/code-when-shown'
import { DashboardHeader } from './dashboard-header'

/** Discover's code comes when it first opens; if it does not, Retry in place, not the error page. */
const DiscoverModal = codeWhenShown(
  () => import('./discover-modal').then((module) => module.DiscoverModal),
  'Could not load Discover People & Groups.',
)

/** The dashboard shell of spec §2: header, tabs, the page of the sub-route, the onboarding guard's note. */
export function DashboardLayout() {
  const [creatingPost, setCreatingPost] = useState(false)
  const [discovering, setDiscovering] = useState(false)

  const actions = useMemo(() => ({ openDiscover: () => setDiscovering(true) }), [])
  // another tab's code and data are on their way; this one stays meanwhile
  const loading = useNavigation().state === 'loading'

  return (
    <DashboardActionsContext value={actions}>
      <div className="min-h-dvh bg-stone-50">
        <DashboardHeader onCreatePost={() => setCreatingPost(true)} />
        {/* a tab that fails shows why here, under the header (routes.tsx) */}
        <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8" aria-busy={loading}>
          <Outlet />
        </main>
        <GuardNote />
        {/* native modals: the browser makes the page behind them inert */}
        {creatingPost && (
          <CreatePostDialog variant="dashboard" onClose={() => setCreatingPost(false)} />
        )}
        {/* mounted while open, so closing it forgets the query, the tab and the pages (§2) */}
        {discovering && <DiscoverModal fallback={null} onClose={() => setDiscovering(false)} />}
        <PostGoneToast />
      </div>
    </DashboardActionsContext>
  )
}
