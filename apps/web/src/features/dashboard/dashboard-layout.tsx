import { useState } from 'react'
import { Outlet } from 'react-router'
import { CreatePostDialog } from './create-post-dialog'
import { DashboardHeader } from './dashboard-header'
import { useMealEvents } from './use-meal-events'

export { DashboardPlaceholder } from './dashboard-placeholder'

/** The dashboard shell of spec §2: header, tabs, the page of the sub-route. */
export function DashboardLayout() {
  const [creatingPost, setCreatingPost] = useState(false)
  useMealEvents()

  return (
    <div className="min-h-dvh bg-stone-50">
      <DashboardHeader onCreatePost={() => setCreatingPost(true)} />
      <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <Outlet />
      </main>
      {/* a native modal: the browser makes the page behind it inert */}
      {creatingPost && <CreatePostDialog onClose={() => setCreatingPost(false)} />}
    </div>
  )
}
