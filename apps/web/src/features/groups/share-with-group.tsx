import { GROUP_POST_MAX_LENGTH, type PostAuthor } from '@platewise/core'
import { Send } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { UserAvatar } from '../../ui/user-avatar'
import { errorMessage } from '../../lib/api-error'
import { GROUP_FEEDBACK } from './groups-api'
import { useShareWithGroup } from './use-group-mutations'
import { AddPhotoInput, PhotoPreview, PreparingPhoto } from '../../ui/photo-controls'
import { usePhotoChoice } from '../../hooks/use-photo-choice'

/**
 * The 'Share with Group' box (§2): words (required, §5) and an optional photo
 * with its preview and Remove, as the feed's Create post modal takes them.
 * The post joins Recent Posts once the server has it; the box then empties.
 */
export function ShareWithGroup({ groupId, viewer }: { groupId: number; viewer: PostAuthor }) {
  const [content, setContent] = useState('')
  const [photoError, setPhotoError] = useState<string | null>(null)
  const { photo, preparing, choosePhoto, removePhoto, previewFailed } =
    usePhotoChoice(setPhotoError)
  const [shared, setShared] = useState(false)
  const share = useShareWithGroup(groupId)
  const contentId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    const text = content.trim()
    // a chosen photo still being made ready: the post waits for it
    if (text === '' || preparing || share.isPending) return
    setShared(false)
    share.mutate(
      { content: text, image: photo?.file ?? null },
      {
        onSuccess: () => {
          setContent('')
          removePhoto()
          setShared(true)
        },
      },
    )
  }

  const error =
    photoError ?? (share.isError ? errorMessage(share.error, GROUP_FEEDBACK.shareFailed) : null)

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${contentId}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <UserAvatar user={viewer} className="hidden size-10 shrink-0 sm:grid" />
        <div className="min-w-0 flex-1">
          <label
            id={`${contentId}-title`}
            htmlFor={contentId}
            className="block text-sm font-semibold text-stone-900"
          >
            Share with Group
          </label>
          <textarea
            id={contentId}
            value={content}
            onChange={(event) => {
              setContent(event.target.value)
              setShared(false)
              share.reset()
            }}
            placeholder="Share a meal, a win or a question with the group..."
            maxLength={GROUP_POST_MAX_LENGTH}
            rows={3}
            className="mt-2 block w-full resize-none rounded-2xl border border-stone-200 bg-stone-50 px-4 py-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm"
          />

          {photo && (
            <PhotoPreview
              photo={photo}
              onRemove={removePhoto}
              onUnreadable={previewFailed}
              className="mt-3"
            />
          )}

          {error && (
            <Alert tone="error" className="mt-3">
              {error}
            </Alert>
          )}
          {shared && (
            <p role="status" className="mt-3 text-sm font-medium text-brand-700">
              Shared with the group.
            </p>
          )}

          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            {photo ? (
              <span />
            ) : preparing ? (
              <PreparingPhoto />
            ) : (
              <AddPhotoInput onChoose={choosePhoto} />
            )}
            <Button
              type="submit"
              disabled={content.trim() === '' || preparing || share.isPending}
              aria-busy={share.isPending}
              className="min-w-24"
            >
              {share.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Send className="size-4" aria-hidden />
              )}
              {share.isPending ? 'Sharing...' : 'Share'}
            </Button>
          </div>
        </div>
      </div>
    </form>
  )
}
