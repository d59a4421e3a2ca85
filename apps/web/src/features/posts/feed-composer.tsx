import { useState } from 'react'
import { useAuth } from '../../lib/auth-context'
import { UserAvatar } from '../../ui/user-avatar'
import { CreatePostDialog, preloadCreatePost } from './create-post-dialog'

/** The feed's composer (§2 Feed): 'What's on your mind?' opens the feed's Create post modal. */
export function FeedComposer() {
  const { user } = useAuth()
  const [open, setOpen] = useState(false)
  return (
    <section
      aria-label="New post"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <UserAvatar user={user} className="size-10 shrink-0" />
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadCreatePost}
          onFocus={preloadCreatePost}
          className="min-w-0 flex-1 truncate rounded-full bg-stone-100 px-4 py-2.5 text-left text-sm text-stone-600 transition-colors hover:bg-stone-200/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          What&apos;s on your mind?
        </button>
      </div>
      {open && <CreatePostDialog variant="feed" onClose={() => setOpen(false)} />}
    </section>
  )
}
