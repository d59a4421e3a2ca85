import { postRoutes } from '@platewise/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useUserId } from '../../app/auth-context'
import { callApi } from '../../lib/api-client'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { postKeys } from './post-keys'

// TEMPORARY stand-in for the posts feature's Create Post dialog, so the profile
// compiles and its tests run before that branch lands; the merge takes theirs.

export function CreatePostDialog({
  variant,
  onClose,
}: {
  variant: 'feed' | 'dashboard'
  onClose(): void
}) {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const [content, setContent] = useState('')
  const create = useMutation({
    mutationFn: () => callApi(postRoutes.create, { body: { content } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: postKeys.all(userId) })
      onClose()
    },
  })

  return (
    <ModalDialog title="Create Post" onClose={onClose} initialFocus="textarea">
      <form
        className="space-y-4 px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (content.trim()) create.mutate()
        }}
      >
        <textarea
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-label="Post content"
          placeholder="What's going on?"
          rows={5}
          className="block w-full rounded-2xl border border-stone-200 px-4 py-3 text-sm"
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!content.trim() || create.isPending}>
            {variant === 'feed' ? 'Share Post' : 'Post'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
