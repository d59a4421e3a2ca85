import { useMemo, useState } from 'react'
import { Outlet } from 'react-router'
import { CreatePostDialog } from '../posts/create-post-dialog'
import { DashboardActionsContext } from './dashboard-actions'
import { DashboardHeader } from './dashboard-header'
import { useMealEvents } from './use-meal-events'

export { DashboardPlaceholder } from './dashboard-placeholder'

/** The dashboard shell of spec §2: header, tabs, the page of the sub-route. */
export function DashboardLayout() {
  const [creatingPost, setCreatingPost] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  // asks an already open search for the cursor again
  const [searchFocusRequest, setSearchFocusRequest] = useState(0)
  useMealEvents()

  const actions = useMemo(
    () => ({
      openSearch: () => {
        setSearchOpen(true)
        setSearchFocusRequest((request) => request + 1)
      },
    }),
    [],
  )

  return (
    <DashboardActionsContext value={actions}>
      <div className="min-h-dvh bg-stone-50">
        <DashboardHeader
          onCreatePost={() => setCreatingPost(true)}
          searchOpen={searchOpen}
          onSearchOpenChange={setSearchOpen}
          searchFocusRequest={searchFocusRequest}
        />
        <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
          <Outlet />
        </main>
        {/* a native modal: the browser makes the page behind it inert */}
        {creatingPost && (
          <CreatePostDialog variant="dashboard" onClose={() => setCreatingPost(false)} />
        )}
      </div>
    </DashboardActionsContext>
  )
}
