import { useState } from 'react'
import { ModalDialog } from '../../ui/modal-dialog'
import { RouteFallback } from '../../ui/route-fallback'
import { codeWhenShown } from '../../ui/code-when-shown'
import { POST_FEEDBACK } from './posts-api'

/**
 * The form, with react-hook-form and zod, comes when the modal first opens:
 * the feed draws this modal's opener at first load, and the shell's header
 * Post is on every page (issue 26: the feed's 170 KB budget).
 */
const PostComposer = codeWhenShown(
  () => import('./post-composer').then((module) => module.PostComposer),
  POST_FEEDBACK.composerLoadFailed,
)

/** Opening the modal soon (a pointer over its opener): its form is then here when it opens. */
export const preloadCreatePost = PostComposer.preload

// the height the form takes (measured in Chromium, a phone's text a size larger), so the
// modal does not grow when it comes
const FORM_HEIGHT = {
  feed: 'h-[33.0625rem] sm:h-[31.875rem]',
  dashboard: 'h-[26.3125rem] sm:h-[25.3125rem]',
} as const

interface CreatePostDialogProps {
  /** feed: 'Share Post', saved in the background; dashboard: 'Post', waits for the server (post-composer.tsx) */
  variant: 'feed' | 'dashboard'
  onClose(): void
}

/** The Create post modal of spec §2. It mounts when opened, so closing it forgets the draft. */
export function CreatePostDialog({ variant, onClose }: CreatePostDialogProps) {
  const [dirty, setDirty] = useState(false)
  return (
    <ModalDialog
      title="Create Post"
      onClose={onClose}
      initialFocus="textarea"
      width="max-w-lg"
      dirty={dirty}
    >
      <PostComposer
        fallback={<RouteFallback className={FORM_HEIGHT[variant]} />}
        target={{ kind: variant }}
        label="Your post"
        placeholder="What's going on?"
        onDone={onClose}
        onCancel={onClose}
        onDirtyChange={setDirty}
        autoFocus
        className="space-y-4 overflow-y-auto px-5 py-4"
      />
    </ModalDialog>
  )
}
