import { useState } from 'react'
import { ModalDialog } from '../../ui/modal-dialog'
import { PostComposer } from './post-composer'

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
        target={{ kind: variant }}
        label="Your post"
        placeholder="What's going on?"
        onDone={onClose}
        onCancel={onClose}
        onDirtyChange={setDirty}
        className="space-y-4 overflow-y-auto px-5 py-4"
      />
    </ModalDialog>
  )
}
